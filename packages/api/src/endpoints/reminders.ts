// 复习提醒: GET/PUT /reminders/settings, PUT /reminders/jars/{jarId}, POST/DELETE /reminders/push-subscriptions,
// PUT /reminders/email (packages/server/src/modules/reminders).
import type {
  JarReminder,
  JarReminderBody,
  PushSubscriptionBody,
  PushSubscriptionCreated,
  ReminderSettings,
  UpdateReminderSettingsBody,
} from '@memory/contracts';
import { api } from '../api';

export const remindersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReminderSettings: build.query<ReminderSettings, void>({
      query: () => '/reminders/settings',
      providesTags: ['ReminderSettings'],
    }),
    /** The answer is the whole card's state: it replaces the cached one. */
    updateReminderSettings: build.mutation<ReminderSettings, UpdateReminderSettingsBody>({
      query: (body) => ({ url: '/reminders/settings', method: 'PUT', body }),
      // Optimistic: a switch or box changes as it is clicked (and the next click builds on it), the server's answer
      // then replaces it; a refusal puts the card back as it was.
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          remindersApi.util.updateQueryData('getReminderSettings', undefined, (draft) => {
            Object.assign(draft, body);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(remindersApi.util.upsertQueryData('getReminderSettings', undefined, data));
        } catch {
          patch.undo();
          // The card shows the refusal; uncaught, RTK Query would report it as an unhandled rejection.
        }
      },
    }),
    setJarReminder: build.mutation<JarReminder, { jarId: string } & JarReminderBody>({
      query: ({ jarId, enabled }) => ({ url: `/reminders/jars/${encodeURIComponent(jarId)}`, method: 'PUT', body: { enabled } }),
      async onQueryStarted({ jarId, enabled }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          remindersApi.util.updateQueryData('getReminderSettings', undefined, (draft) => {
            const jar = draft.jars.find((candidate) => candidate.id === jarId);
            if (jar) jar.enabled = enabled;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    addPushSubscription: build.mutation<PushSubscriptionCreated, PushSubscriptionBody>({
      query: (body) => ({ url: '/reminders/push-subscriptions', method: 'POST', body }),
      invalidatesTags: ['ReminderSettings'],
    }),
    setReminderEmail: build.mutation<ReminderSettings, { address: string }>({
      query: (body) => ({ url: '/reminders/email', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(remindersApi.util.upsertQueryData('getReminderSettings', undefined, data));
        } catch {
          // The card shows the refusal; uncaught, RTK Query would report it as an unhandled rejection.
        }
      },
    }),
  }),
});

export const {
  useGetReminderSettingsQuery,
  useUpdateReminderSettingsMutation,
  useSetJarReminderMutation,
  useAddPushSubscriptionMutation,
  useSetReminderEmailMutation,
} = remindersApi;
