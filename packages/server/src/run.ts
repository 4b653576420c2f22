// Starts the whole product in one process (src/server.ts), prints where it runs, and closes cleanly on a signal:
// what src/main.ts (production) and testing/main.ts (the e2e server, with the test routes) both do.
import { loadServerConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { DEMO_PASSWORD, DEMO_USERNAME } from './demo';
import { startServer } from './server';
import type { TestRoutes } from './app';

// The product runs in production unless told otherwise: dev CORS origins and dev redirect URIs stay closed.
// `pnpm dev` sets NODE_ENV=development; the e2e and test servers set NODE_ENV=test.
export async function runServer(options: { testRoutes?: TestRoutes } = {}): Promise<void> {
  const config = loadServerConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' });
  const server = await startServer(config, options).catch((error: unknown) => {
    // Another process holds the embedded database's folder: its message says what to do; a stack would hide it.
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  });

  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.dataDir}`;
  const ai = config.ai.baseUrl ? `${config.ai.model} @ ${config.ai.baseUrl}` : '未配置（设置 AI_BASE_URL、AI_MODEL）';
  const payments = config.payments.alipay
    ? `支付宝 ${config.payments.alipay.gateway}（通知地址 ${server.url}/api/payments/alipay/notify）`
    : '沙箱收银台（不真实收款；设置 ALIPAY_APP_ID、ALIPAY_PRIVATE_KEY、ALIPAY_PUBLIC_KEY 接入支付宝）';
  const reminders = config.reminders.smtpUrl
    ? '浏览器通知、邮件（SMTP_URL）'
    : '浏览器通知；邮件未配置，设置中不显示邮件渠道（设置 SMTP_URL 开启）';
  const lines = [
    ``,
    `记忆仓库 已启动：${server.url}`,
    `  数据：${storage}`,
    `  AI：${ai}`,
    `  支付：${payments}`,
    `  复习提醒：${reminders}`,
    `  API 文档：${server.url}/api/docs`,
  ];
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
}
