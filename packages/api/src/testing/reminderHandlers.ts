// MSW handlers for 复习提醒 (/reminders/**): the card's state in FakeState.reminders, the server's 400s.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  isReminderEmailAddress,
  REMINDER_MESSAGES,
  UpdateReminderSettingsBody,
  type PushSubscriptionBody,
  type ReminderSettings,
} from '@memory/contracts';
import { validate } from '@memory/contracts/validation';
import { badField, failure, notFound } from './errors';
import type { FakeState } from './fakeData';

const API = '*/api';
const ok = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

/** A user who never opened the card: off, 20:00, email available. */
export function createFakeReminders(overrides: Partial<ReminderSettings> = {}): ReminderSettings {
  return {
    enabled: false,
    time: '20:00',
    push: false,
    email: false,
    emailAddress: null,
    emailConfirmed: false,
    emailAvailable: true,
    vapidPublicKey: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    pushDevices: 0,
    jars: [],
    ...overrides,
  };
}

export function buildReminderHandlers(state: FakeState) {
  return [
    http.get(`${API}/reminders/settings`, () => ok(state.reminders)),
    http.put(`${API}/reminders/settings`, async ({ request }) => {
      const checked = validate(UpdateReminderSettingsBody, await request.json().catch(() => undefined));
      if (!checked.ok) return failure(400, checked.error);
      const body = checked.value;
      if (body.email && !state.reminders.emailAvailable) return badField('email', REMINDER_MESSAGES.emailUnavailable);
      state.reminders = { ...state.reminders, ...body };
      return ok(state.reminders);
    }),
    http.put(`${API}/reminders/jars/:jarId`, async ({ params, request }) => {
      const { enabled } = (await request.json()) as { enabled: boolean };
      const jar = state.reminders.jars.find((candidate) => candidate.id === params.jarId);
      if (!jar) return notFound(REMINDER_MESSAGES.jarNotFound);
      jar.enabled = enabled;
      return ok(jar);
    }),
    http.post(`${API}/reminders/push-subscriptions`, async ({ request }) => {
      const body = (await request.json()) as PushSubscriptionBody;
      if (!body.endpoint.startsWith('https://')) return badField('endpoint', REMINDER_MESSAGES.endpoint);
      state.reminders = { ...state.reminders, pushDevices: state.reminders.pushDevices + 1 };
      return ok({ id: `push-${state.reminders.pushDevices}` }, 201);
    }),
    http.put(`${API}/reminders/email`, async ({ request }) => {
      const { address } = (await request.json()) as { address: string };
      if (!isReminderEmailAddress(address)) return badField('address', REMINDER_MESSAGES.address);
      state.reminders = { ...state.reminders, email: true, emailAddress: address.trim(), emailConfirmed: false };
      return ok(state.reminders);
    }),
  ];
}
