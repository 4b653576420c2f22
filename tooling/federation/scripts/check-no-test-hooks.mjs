// Proof that production carries no test scaffolding: after `pnpm build`, no file in the five apps' dist folders
// holds the proof hooks' registry (window.__MEMORY_SINGLETONS__), which only MEMORY_PROOF_HOOKS=1 builds compile in.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const apps = ['shell', 'mf-memos', 'mf-jars', 'mf-marketplace', 'mf-account'];
const forbidden = ['__MEMORY_SINGLETONS__'];

function* filesIn(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(file);
    else yield file;
  }
}

const problems = [];
let checked = 0;
for (const app of apps) {
  const dist = path.join(repoRoot, app, 'dist');
  if (!existsSync(dist)) {
    problems.push(`${app}/dist is missing: build first (pnpm build)`);
    continue;
  }
  for (const file of filesIn(dist)) {
    checked += 1;
    const text = readFileSync(file, 'latin1');
    for (const marker of forbidden) if (text.includes(marker)) problems.push(`${path.relative(repoRoot, file)} contains ${marker}`);
  }
}

if (problems.length > 0) {
  console.error(`Test scaffolding in the production build:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`No test hooks in the production build (${checked} files in ${apps.length} dist folders).`);
