// Starts @memory/server for the e2e journeys: its test composition root (dist-test/main.js: the product as `npm start`
// runs it, plus the test routes of packages/server/testing/routes, e.g. the test clock) in NODE_ENV=test, a fresh data folder per run, demo seed on, and the fake OpenAI-compatible upstream
// (packages/server/testing/fake-openai.ts, through tsx: test code is never built) as its AI provider.
// The folder is removed when the server stops (unless E2E_DATA_DIR named one to keep).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../../packages/server/node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
if (!existsSync(path.join(root, 'packages/server/dist-test/main.js'))) {
  console.error('packages/server/dist-test/main.js is missing: build first (`npx -y pnpm@10.34.9 run build`).');
  process.exit(1);
}
const freshDataDir = !process.env.E2E_DATA_DIR;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'memory-e2e-'));
// playwright.config.ts passes E2E_PORT from fixtures/ports.ts, the one port table; the default here is the same.
const port = process.env.E2E_PORT ?? '30100';
// Next to the suite's server (+9), so two suites on one machine (E2E_PORT apart) do not share a fake.
const fakeAiPort = process.env.E2E_FAKE_AI_PORT ?? String(Number(port) + 9);

// The journeys drive it through its control API: PUT http://127.0.0.1:<fakeAiPort>/__fake/mode {mode}.
const fakeAi = spawn(process.execPath, ['--import', 'tsx', 'testing/fake-openai-main.ts'], {
  cwd: path.join(root, 'packages/server'),
  stdio: 'inherit',
  env: { ...process.env, FAKE_AI_PORT: fakeAiPort },
});

const child = spawn(process.execPath, [...serverNodeFlags(), 'dist-test/main.js'], {
  cwd: path.join(root, 'packages/server'),
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '', // rate-limit counters in this run's own database, never a developer's shared Redis
    SIGNUPS_PER_HOUR: '1000', // the journeys sign up many people from 127.0.0.1
    AI_BASE_URL: `http://127.0.0.1:${fakeAiPort}/v1`,
    AI_API_KEY: '',
    AI_MODEL: 'fake-model',
    // 复习提醒's email channel: reminders.spec.ts listens here with a loopback SMTP server (nothing else mails).
    SMTP_URL: `smtp://127.0.0.1:${Number(port) + 7}`,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
    fakeAi.kill(signal);
  });
}
fakeAi.on('exit', (code) => {
  // Without its upstream every AI journey would fail obscurely: stop the whole server instead.
  if (code !== 0 && code !== null && child.exitCode === null) {
    console.error(`fake AI upstream exited with ${code}`);
    child.kill('SIGTERM');
  }
});
child.on('exit', (code) => {
  if (fakeAi.exitCode === null) fakeAi.kill('SIGTERM');
  if (freshDataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
