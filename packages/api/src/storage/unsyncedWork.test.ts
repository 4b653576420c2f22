import { registerUnsyncedWork, sendUnsyncedWork, unsyncedCount } from './unsyncedWork';

describe('unsynced work before sign-out', () => {
  it('sends every source and reports what is still unsent', async () => {
    let outbox = 3;
    const offline = 2;
    const stopA = registerUnsyncedWork({ pending: () => outbox, send: async () => void (outbox = 0) });
    const stopB = registerUnsyncedWork({ pending: () => offline, send: async () => undefined });
    expect(unsyncedCount()).toBe(5);
    await expect(sendUnsyncedWork(1000)).resolves.toBe(2);
    stopA();
    stopB();
    expect(unsyncedCount()).toBe(0);
  });

  it('gives up waiting after the limit, keeping the count honest', async () => {
    const stop = registerUnsyncedWork({ pending: () => 1, send: () => new Promise<void>(() => undefined) });
    const started = Date.now();
    await expect(sendUnsyncedWork(50)).resolves.toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
    stop();
  });

  it('a failing source does not stop the others', async () => {
    let waiting = 1;
    const stopA = registerUnsyncedWork({ pending: () => 0, send: () => Promise.reject(new Error('boom')) });
    const stopB = registerUnsyncedWork({ pending: () => waiting, send: async () => void (waiting = 0) });
    await expect(sendUnsyncedWork(1000)).resolves.toBe(0);
    stopA();
    stopB();
  });
});
