// `pnpm --filter @memory/server build`: the server as JavaScript for production (`start` runs dist/main.js and
// `admin` dist/admin.js with plain node, no tsx). esbuild bundles our TypeScript, the workspace's own TypeScript
// packages (@memory/contracts is published as source) included; npm dependencies stay in node_modules, loaded as
// they are. Every output file sits directly in dist/, one folder below the package like src/paths.ts, so the
// folders it names (drizzle/, the repository root) resolve the same from both.
import { bundle } from './bundle.mjs';

// One output folder per composition root: dist/ is production (`start`, `admin`); dist-test/ is the e2e journeys'
// server, the same product plus the test routes of testing/routes, which dist/ therefore never holds
// (`pnpm check:no-test-hooks` checks). The import reader runs in a process of its own
// (src/modules/imports/read-off-thread.ts), so it is an entry.
const importReader = 'src/modules/imports/read-worker.ts';
await bundle('dist', { main: 'src/main.ts', admin: 'src/admin/cli.ts', 'import-reader': importReader });
await bundle('dist-test', { main: 'testing/main.ts', 'import-reader': importReader });
