// Proof that production carries no test scaffolding: after `pnpm build`, no file in the five apps' dist folders
// holds the proof hooks' registry (window.__MEMORY_SINGLETONS__), which only MEMORY_PROOF_HOOKS=1 builds compile in,
// and no file of the server's production build (packages/server/dist) holds a test route: those live in
// packages/server/testing/routes and only its test composition root (dist-test/) registers them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS } from '@memory/contracts/deployment';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** Each checked build, with what none of its files may contain. */
const builds = [
  ...['shell', ...REMOTE_APPS.map((remote) => remote.folder)].map((app) => ({ dist: `${app}/dist`, forbidden: ['__MEMORY_SINGLETONS__'] })),
  { dist: 'packages/server/dist', forbidden: ['/test/clock', '/test/membership', '/test/orders/sweep', '/test/publish-tasks'] },
];

function* filesIn(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(file);
    else yield file;
  }
}

const problems = [];
let checked = 0;
for (const build of builds) {
  const dist = path.join(repoRoot, build.dist);
  if (!existsSync(dist)) {
    problems.push(`${build.dist} is missing: build first (pnpm build)`);
    continue;
  }
  for (const file of filesIn(dist)) {
    checked += 1;
    const text = readFileSync(file, 'latin1');
    for (const marker of build.forbidden) if (text.includes(marker)) problems.push(`${path.relative(repoRoot, file)} contains ${marker}`);
  }
}

if (problems.length > 0) {
  console.error(`Test scaffolding in the production build:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`No test hooks in the production build (${checked} files in ${builds.length} dist folders).`);
