import { AI_FATAL_EVENT, type AiFatalError, type StreamChunk } from '@memory/contracts';
import { buildApp, type App } from '../../src/app';
import type { AiSettings } from '../../src/config';
import { openDatabase, type OpenDatabase } from '../../src/db/database';
import { grantMembership } from '../../src/modules/account/membership';
import { seedReferenceData } from '../../src/seed';
import { startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai';
import { testBackends, type TestStorage } from '../helpers/backends';
import { createTestAuth } from '../helpers/test-auth';

export const TEST_ORIGIN = 'http://localhost:3001';

export interface AiSuite {
  fake: FakeOpenAi;
  db: OpenDatabase;
  /** An API whose AI settings are the fake's, with `overrides`; closed by close(). */
  appWith(overrides?: Partial<AiSettings>): Promise<App>;
  token(sub: string): Promise<string>;
  /** Makes `sub` a member (premium) — the user row is created first through `app`. */
  makeMember(app: App, sub: string): Promise<void>;
  close(): Promise<void>;
}

/** One database (PGlite: these tests are about the stream, not storage), one fake upstream, many app variants. */
export async function startAiSuite(): Promise<AiSuite> {
  const backend = testBackends().find((candidate) => candidate.name === 'pglite')!;
  const storage: TestStorage = await backend.createStorage();
  const db = await openDatabase(storage.options);
  await seedReferenceData(db.db);
  const auth = await createTestAuth();
  const fake = await startFakeOpenAi();
  const apps: App[] = [];
  const defaults: AiSettings = {
    baseUrl: fake.url,
    apiKey: 'test-key',
    model: 'fake-model',
    timeoutMs: 5_000,
    maxDurationMs: 20_000,
    rateLimitPerMinute: 1_000,
  };
  return {
    fake,
    db,
    async appWith(overrides = {}) {
      const app = await buildApp(
        { nodeEnv: 'test', corsOrigins: [TEST_ORIGIN], blobsDir: storage.blobsDir, ai: { ...defaults, ...overrides } },
        { db: db.db, auth: auth.plugin },
      );
      await app.ready();
      apps.push(app);
      return app;
    },
    token: (sub) => auth.sign(sub),
    async makeMember(app, sub) {
      await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${await auth.sign(sub)}` } });
      await grantMembership(db.db, sub, 'MONTHLY');
    },
    async close() {
      for (const app of apps) {
        // fetch (undici) may leave a fresh, request-less socket behind after an abort; close() would wait ~60 s for it.
        app.server.closeAllConnections();
        await app.close();
      }
      await fake.close();
      await db.close();
      await storage.dispose();
    },
  };
}

export interface SseEvent {
  event: string;
  data: string;
}

/** Just enough of the SSE format for these tests: blocks split by a blank line, comments skipped. */
export function parseSse(text: string): SseEvent[] {
  const events: SseEvent[] = [];
  for (const block of text.split('\n\n')) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice('event: '.length);
      else if (line.startsWith('data: ')) data.push(line.slice('data: '.length));
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return events;
}

/** The outcome of one stream: its text chunks, and how it ended (STOP, a FatalError, or neither). */
export function summarise(text: string): { chunks: StreamChunk[]; text: string; stopped: boolean; fatal?: AiFatalError } {
  const events = parseSse(text);
  const chunks = events.filter((event) => event.event === 'message').map((event) => JSON.parse(event.data) as StreamChunk);
  const fatalEvent = events.find((event) => event.event === AI_FATAL_EVENT);
  return {
    chunks,
    text: chunks.map((chunk) => chunk.text).join(''),
    stopped: chunks.at(-1)?.metadata.finishReason === 'STOP',
    ...(fatalEvent ? { fatal: JSON.parse(fatalEvent.data) as AiFatalError } : {}),
  };
}

/** Polls `condition` until it holds or `timeoutMs` passes (for effects observed in another server). */
export async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
}
