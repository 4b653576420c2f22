// `node --import tsx packages/server/testing/fake-openai-main.ts`: the fake AI upstream on FAKE_AI_PORT (e2e).
import { startFakeOpenAi } from './fake-openai';

const port = Number(process.env.FAKE_AI_PORT ?? 30109);
const fake = await startFakeOpenAi({ port });
console.log(`fake OpenAI-compatible server: ${fake.url} (control: http://127.0.0.1:${fake.port}/__fake/stats)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
