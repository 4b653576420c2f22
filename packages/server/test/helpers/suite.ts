import { after, before, describe } from 'node:test';
import type { App } from '../../src/app';
import { testBackends, type TestStorage } from './backends';
import { createTestAuth } from './test-auth';
import { clientFor, startTestApp, type TestApp, type TestAuth } from './test-app';

export interface SuiteContext {
  app: App;
  auth: TestAuth;
  storage: TestStorage;
  running: TestApp;
  /** A client signed in as `sub` (the user row is created on its first call). */
  as(sub: string, username?: string): Promise<ReturnType<typeof clientFor>>;
  /** Closes the server and the database and opens both again on the same storage (a restart). */
  restart(): Promise<void>;
}

/** Runs `define` once per backend (PGlite; PostgreSQL when TEST_DATABASE_URL is set) on fresh storage. */
export function describeEachBackend(title: string, define: (context: () => SuiteContext) => void): void {
  for (const backend of testBackends()) {
    describe(`${title} [${backend.name}]`, () => {
      let context: SuiteContext | undefined;
      before(async () => {
        const storage = await backend.createStorage();
        const auth = await createTestAuth();
        const self: SuiteContext = {
          auth,
          storage,
          running: await startTestApp(storage, auth),
          get app() {
            return self.running.app;
          },
          async as(sub, username) {
            return clientFor(self.running.app, await auth.sign(sub, username ? { username } : {}));
          },
          async restart() {
            await self.running.close();
            self.running = await startTestApp(storage, auth);
          },
        };
        context = self;
      });
      after(async () => {
        if (!context) return;
        await context.running.close();
        await context.storage.dispose();
      });
      define(() => {
        if (!context) throw new Error('suite not started');
        return context;
      });
    });
  }
}
