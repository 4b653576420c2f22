// `pnpm --filter @memory/server start`: the whole product in one process (src/run.ts), as production runs it.
import { runServer } from './run';

await runServer();
