// The node flags the server runs with are written once: package.json's `start` script (production). What else starts
// the server (the e2e journeys' server, the import bench) reads them here, and `node node-flags.mjs <script.ts> …`
// runs a script that measures the app in its own process (the feed bench) through tsx with the same flags.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The flags of `start`, e.g. ['--max-semi-space-size=64', …]. */
export function serverNodeFlags() {
  const { scripts } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const child = spawn(process.execPath, [...serverNodeFlags(), '--import', 'tsx', ...process.argv.slice(2)], { stdio: 'inherit' });
  child.on('exit', (code, signal) => (signal ? process.kill(process.pid, signal) : process.exit(code ?? 1)));
}
