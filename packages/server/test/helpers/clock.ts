import assert from 'node:assert/strict';
import type { App } from '../../src/app';

/** Pins the server clock through the test-only endpoint, as e2e does. Times are given in Beijing time. */
export async function setClock(app: App, beijingTime: string | null): Promise<void> {
  const now = beijingTime === null ? null : new Date(`${beijingTime}+08:00`).toISOString();
  const response = await app.inject({ method: 'PUT', url: '/api/test/clock', payload: { now } });
  assert.equal(response.statusCode, 200, response.body);
}
