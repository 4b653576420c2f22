// `pnpm --filter @memory/server start`: the whole product in one process (see src/server.ts).
import { loadServerConfig } from './config';
import { DEMO_PASSWORD, DEMO_USERNAME } from './demo';
import { startServer } from './server';

const config = loadServerConfig();
const server = await startServer(config);

const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.dataDir}`;
const ai = config.ai.baseUrl ? `${config.ai.model} @ ${config.ai.baseUrl}` : '未配置（设置 AI_BASE_URL、AI_MODEL）';
const lines = [``, `记忆仓库 已启动：${server.url}`, `  数据：${storage}`, `  AI：${ai}`, `  API 文档：${server.url}/api/docs`];
if (server.demo.available) {
  lines.push(`  演示账号：${DEMO_USERNAME} / ${DEMO_PASSWORD}${server.demo.created ? '（刚刚创建，年卡会员）' : ''}`);
}
console.log(`${lines.join('\n')}\n`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    // Close cleanly: PGlite must flush its files before the process ends.
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
