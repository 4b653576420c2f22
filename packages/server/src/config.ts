import path from 'node:path';
import { DEV_APP_PORTS, defaultPublicUrl } from './auth/settings';
import { REPO_ROOT } from './paths';

const DEFAULT_FEEDBACK_URL = 'https://wj.qq.com/s2/memory-store-feedback/';

export interface ServerConfig {
  nodeEnv: string;
  port: number;
  host: string;
  /** Origin people use to reach this server, no trailing slash (issuer of the embedded provider). */
  publicUrl: string;
  dataDir: string;
  /** Attachment files (local blob store): BLOBS_DIR, else DATA_DIR/blobs. */
  blobsDir: string;
  /** An S3-compatible bucket for attachment files instead of blobsDir; set by S3_BUCKET. */
  s3: S3Settings | undefined;
  databaseUrl: string | undefined;
  /** Redis for counters shared by replicas (sign-in throttling, AI rate limit); unset: the database keeps them. */
  redisUrl: string | undefined;
  /** prefixed to every Redis key (several deployments or test runs on one Redis) */
  redisKeyPrefix: string;
  /** accounts one client address may create per hour on the embedded provider (refused forms do not count) */
  signUpsPerHour: number;
  corsOrigins: string[];
  /** Folder holding shell/dist and mf-<app>/dist. */
  appsDir: string;
  /** A remotes.json file served instead of the generated one (point one remote at another build). */
  remotesJsonPath: string | undefined;
  feedbackUrl: string;
  /** Seed the demo user on first start (SEED_DEMO=0 opts out). */
  seedDemo: boolean;
  /** Approve publish tasks of jars with at least one item at once (AUTO_APPROVE=1; on by default with the demo). */
  autoApprove: boolean;
  /**
   * LOG_LEVEL, default warn: warnings and errors only. Fastify logs every request at info, which cost ~40 % of the
   * throughput of small routes; LOG_LEVEL=info brings the request log (and the periodic jobs' notes) back.
   */
  logLevel: string;
  trustProxy: boolean;
  /**
   * TLS_CERT_FILE + TLS_KEY_FILE (PEM): the server itself speaks HTTPS, HTTP/2 with HTTP/1.1 for clients without it
   * (src/http/tls.ts). Unset: plain HTTP/1.1, as behind a TLS-terminating proxy or CDN.
   */
  tls: TlsFiles | undefined;
  ai: AiSettings;
  payments: PaymentSettings;
  reminders: ReminderDelivery;
}

/**
 * 复习提醒's channels. SMTP_URL (nodemailer's URL form, e.g. smtps://user:pass@smtp.example.com) turns 邮件 on;
 * unset, the channel is hidden. VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY (both or neither) sign Web Push; unset, a pair
 * is generated on first start and kept in the database (never in the repository).
 */
export interface ReminderDelivery {
  smtpUrl?: string;
  /** The From of every reminder email; default 记忆仓库 <no-reply@PUBLIC_URL's host>. */
  mailFrom: string;
  vapid?: { publicKey: string; privateKey: string };
  /** VAPID's contact (mailto: or https:); default the https PUBLIC_URL, else mailto:<the From address>. */
  vapidSubject: string;
  /** How often the sender looks for reminders that are due (default each minute). */
  sweepEveryMs: number;
}

/** The certificate chain and private key the server listens with (PEM files). */
export interface TlsFiles {
  certFile: string;
  keyFile: string;
}

/** Where attachment bytes go when S3_BUCKET is set (src/modules/attachments/s3-blob-store.ts). */
export interface S3Settings {
  bucket: string;
  /** S3_ENDPOINT, e.g. http://minio:9000; undefined: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** With neither key, the AWS SDK's default credential chain applies. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** S3_FORCE_PATH_STYLE=1: http://host/bucket/key instead of http://bucket.host/key (MinIO and most self-hosted). */
  forcePathStyle: boolean;
}

/** The OpenAI-compatible chat-completions service behind POST /api/ai/stream (src/modules/ai). */
export interface AiSettings {
  /** e.g. https://api.openai.com/v1; undefined: AI is not configured (the stream says so). */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  /** The model that writes AI 制卡's cards (AI_CARD_BUILDER_MODEL); absent: `model`. */
  cardBuilderModel?: string;
  /** First byte and every gap between upstream chunks may take at most this long. */
  timeoutMs: number;
  /** Cap on one whole upstream call, however steadily it trickles. */
  maxDurationMs: number;
  /** AI requests one user may start per minute. */
  rateLimitPerMinute: number;
}

/** Payments (src/modules/orders): the sandbox cashier unless Alipay keys are configured. */
export interface PaymentSettings {
  alipay: AlipaySettings | undefined;
  /** How often the expiry sweeper looks for orders past their 30 minutes. */
  sweepIntervalMs: number;
}

/** alipay-sdk settings, from ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY (+ ALIPAY_GATEWAY, ALIPAY_KEY_TYPE). */
export interface AlipaySettings {
  appId: string;
  /** The application's private key (PEM, or the bare base64 Alipay's key tool prints). */
  privateKey: string;
  /** Alipay's public key, which signs notifications and gateway answers. */
  alipayPublicKey: string;
  gateway: string;
  keyType: 'PKCS1' | 'PKCS8';
  /** Where Alipay sends notifications and the buyer returns: PUBLIC_URL. */
  publicUrl: string;
}

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';
export const ALIPAY_SANDBOX_GATEWAY = 'https://openapi-sandbox.dl.alipaydev.com/gateway.do';

type Env = Record<string, string | undefined>;

/** Reads the environment once; every other module gets its settings from here. */
export function loadServerConfig(env: Env = process.env): ServerConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  // pnpm runs scripts inside packages/server; relative paths mean what they meant where the command was typed.
  const typedIn = env.INIT_CWD ?? process.cwd();
  const resolvePath = (value: string | undefined, fallback: string) => (value ? path.resolve(typedIn, value) : fallback);
  const dataDir = resolvePath(env.DATA_DIR, path.join(REPO_ROOT, '.data'));
  const devOrigins = nodeEnv === 'production' ? [] : DEV_APP_PORTS.map((devPort) => `http://localhost:${devPort}`);
  return {
    nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: defaultPublicUrl({ ...env, PORT: String(port) }),
    dataDir,
    blobsDir: resolvePath(env.BLOBS_DIR, path.join(dataDir, 'blobs')),
    s3: loadS3Settings(env),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'memory:',
    signUpsPerHour: positiveInteger(env, 'SIGNUPS_PER_HOUR', 20),
    corsOrigins: env.CORS_ORIGINS !== undefined ? splitList(env.CORS_ORIGINS) : devOrigins,
    appsDir: resolvePath(env.APPS_DIR, REPO_ROOT),
    remotesJsonPath: env.REMOTES_JSON ? path.resolve(typedIn, env.REMOTES_JSON) : undefined,
    feedbackUrl: env.FEEDBACK_URL || DEFAULT_FEEDBACK_URL,
    seedDemo: env.SEED_DEMO !== '0',
    autoApprove: env.AUTO_APPROVE !== undefined ? env.AUTO_APPROVE === '1' : env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL || 'warn',
    trustProxy: env.TRUST_PROXY === '1',
    tls: loadTlsFiles(env, resolvePath),
    ai: loadAiSettings(env),
    payments: loadPaymentSettings(env, defaultPublicUrl({ ...env, PORT: String(port) })),
    reminders: loadReminderDelivery(env, defaultPublicUrl({ ...env, PORT: String(port) })),
  };
}

export function loadReminderDelivery(env: Env, publicUrl: string): ReminderDelivery {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (Boolean(publicKey) !== Boolean(privateKey)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither: generated and kept in the database)');
  const host = new URL(publicUrl).hostname;
  const mailFrom = env.SMTP_FROM?.trim() || `记忆仓库 <no-reply@${host}>`;
  const fromAddress = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return {
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom,
    ...(publicKey && privateKey ? { vapid: { publicKey, privateKey } } : {}),
    vapidSubject: env.VAPID_SUBJECT?.trim() || (publicUrl.startsWith('https://') ? publicUrl : `mailto:${fromAddress}`),
    sweepEveryMs: positiveInteger(env, 'REMINDER_SWEEP_INTERVAL_MS', 60_000),
  };
}

function loadTlsFiles(env: Env, resolvePath: (value: string | undefined, fallback: string) => string): TlsFiles | undefined {
  const certFile = env.TLS_CERT_FILE?.trim();
  const keyFile = env.TLS_KEY_FILE?.trim();
  if (!certFile && !keyFile) return undefined;
  // One without the other is a typo, not a wish for plain HTTP: say so rather than serve unencrypted.
  if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE must be set together (PEM certificate chain and private key)');
  return { certFile: resolvePath(certFile, certFile), keyFile: resolvePath(keyFile, keyFile) };
}

export function loadPaymentSettings(env: Env, publicUrl: string): PaymentSettings {
  const names = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const;
  const given = names.filter((name) => env[name]?.trim());
  if (given.length > 0 && given.length < names.length) {
    throw new Error(`Alipay needs ${names.join(', ')} together; missing ${names.filter((name) => !given.includes(name)).join(', ')}`);
  }
  const keyType = env.ALIPAY_KEY_TYPE?.trim().toUpperCase() || 'PKCS1';
  if (keyType !== 'PKCS1' && keyType !== 'PKCS8') throw new Error(`ALIPAY_KEY_TYPE must be PKCS1 or PKCS8, got ${env.ALIPAY_KEY_TYPE}`);
  const gateway = env.ALIPAY_GATEWAY?.trim();
  const alipay: AlipaySettings | undefined =
    given.length === names.length
      ? {
          appId: env.ALIPAY_APP_ID!.trim(),
          // Keys often arrive through env files with literal \n for line breaks.
          privateKey: env.ALIPAY_PRIVATE_KEY!.trim().replaceAll('\\n', '\n'),
          alipayPublicKey: env.ALIPAY_PUBLIC_KEY!.trim().replaceAll('\\n', '\n'),
          gateway: gateway === 'sandbox' ? ALIPAY_SANDBOX_GATEWAY : gateway || ALIPAY_GATEWAY,
          keyType,
          publicUrl,
        }
      : undefined;
  return { alipay, sweepIntervalMs: positiveInteger(env, 'ORDER_SWEEP_INTERVAL_MS', 60_000) };
}

export function loadS3Settings(env: Env = process.env): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the AWS credential chain)');
  }
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: ['1', 'true'].includes(env.S3_FORCE_PATH_STYLE?.trim().toLowerCase() ?? ''),
  };
}

export function loadAiSettings(env: Env = process.env): AiSettings {
  const baseUrl = env.AI_BASE_URL ? env.AI_BASE_URL.trim().replace(/\/+$/, '') : undefined;
  const model = env.AI_MODEL?.trim() ?? '';
  // Every provider names its models differently: guessing one would fail later and more obscurely.
  if (baseUrl && !model) throw new Error('AI_MODEL must be set when AI_BASE_URL is set (e.g. gpt-4o-mini, deepseek-chat)');
  return {
    baseUrl,
    apiKey: env.AI_API_KEY || undefined,
    model,
    ...(env.AI_CARD_BUILDER_MODEL?.trim() ? { cardBuilderModel: env.AI_CARD_BUILDER_MODEL.trim() } : {}),
    timeoutMs: positiveInteger(env, 'AI_TIMEOUT_MS', 30_000),
    maxDurationMs: positiveInteger(env, 'AI_MAX_DURATION_MS', 300_000),
    rateLimitPerMinute: positiveInteger(env, 'AI_RATE_LIMIT_PER_MINUTE', 20),
  };
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got ${raw}`);
  return value;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim().replace(/\/$/, ''))
    .filter(Boolean);
}
