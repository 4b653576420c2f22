import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_APP_PORTS, defaultPublicUrl } from './auth/settings';

/** The repository root: the default home of `.data/` and of the built apps (shell/dist, mf-<app>/dist). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const DEFAULT_FEEDBACK_URL = 'https://wj.qq.com/s2/memory-store-feedback/';

export interface ServerConfig {
  nodeEnv: string;
  port: number;
  host: string;
  /** Origin people use to reach this server, no trailing slash (issuer of the embedded provider). */
  publicUrl: string;
  dataDir: string;
  /** Attachment files (local blob store): BLOBS_DIR, else DATA_DIR/blobs. */
  blobsDir: string;
  databaseUrl: string | undefined;
  corsOrigins: string[];
  /** Folder holding shell/dist and mf-<app>/dist. */
  appsDir: string;
  /** A remotes.json file served instead of the generated one (point one remote at another build). */
  remotesJsonPath: string | undefined;
  feedbackUrl: string;
  /** Seed the demo user on first start (SEED_DEMO=0 opts out). */
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
}

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
    databaseUrl: env.DATABASE_URL || undefined,
    corsOrigins: env.CORS_ORIGINS !== undefined ? splitList(env.CORS_ORIGINS) : devOrigins,
    appsDir: resolvePath(env.APPS_DIR, REPO_ROOT),
    remotesJsonPath: env.REMOTES_JSON ? path.resolve(typedIn, env.REMOTES_JSON) : undefined,
    feedbackUrl: env.FEEDBACK_URL || DEFAULT_FEEDBACK_URL,
    seedDemo: env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    trustProxy: env.TRUST_PROXY === '1',
  };
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim().replace(/\/$/, ''))
    .filter(Boolean);
}
