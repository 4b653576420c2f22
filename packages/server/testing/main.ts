// The e2e journeys' server (dist-test/main.js, NODE_ENV=test): the product exactly as src/main.ts starts it, plus
// the test routes (testing/routes), which the production build therefore never contains.
import { runServer } from '../src/run';
import { testRoutes } from './routes';

await runServer({ testRoutes });
