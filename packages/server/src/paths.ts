import { fileURLToPath } from 'node:url';

// Folders the server reads at run time. This file is one folder below packages/server both as source
// (src/paths.ts, run by tsx) and built (bundled into dist/*.js, run by node), so these resolve the same from either.

/** packages/server: home of the committed migrations (drizzle/). */
export const SERVER_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The repository root: the default home of `.data/` and of the built apps (shell/dist, mf-<app>/dist). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
