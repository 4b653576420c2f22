// Every shared singleton is evaluated exactly once in the page, proven in the browser:
// (1) the Module Federation share scope holds one loaded version of each, used by the shell and all four
// remotes; (2) the module objects each remote sees are the shell's very own (window.__MEMORY_SINGLETONS__,
// recorded by each app through @memory/remote-runtime/proof-hooks); (3) only one copy of react-dom, react-redux and
// RTK crosses the wire.
// That registry is test scaffolding, compiled in only with MEMORY_PROOF_HOOKS=1 (production builds carry none): this
// spec builds such a copy of the shell and the four remotes into a folder of its own and serves it from a server of
// its own (APPS_DIR), so `pnpm build` and `npm start` stay production builds.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { antdComponentRequest, ICONS, iconRuntimeRequests } from '@memory/federation/antd-components';
import { startAppServer, type AppServer } from '../fixtures/app-server';
import { buildApp } from '../fixtures/build-remote';
import { repoRoot } from '../fixtures/paths';
import { ports } from '../fixtures/ports';
import { newCredentials, signUpOnProvider } from '../fixtures/provider-pages';
import { expectRemotePage, sideMenu, topNav } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { REMOTE_APPS } from '@memory/contracts/deployment';

/** The one list of shared singletons (tooling/federation/app-config.mjs shares exactly these). */
const SINGLETONS: readonly string[] = JSON.parse(readFileSync(path.join(repoRoot, 'packages/remote-runtime/shared-singletons.json'), 'utf8'));
/**
 * antd is shared per component (antd-components.mjs): one share key for each export the shell provides; of its icons
 * only their runtime, one key per module of it.
 */
const PER_MODULE_KEYS = [
  ...(JSON.parse(readFileSync(path.join(repoRoot, 'shell/shared-provides.json'), 'utf8')) as { antd: string[] }).antd.map(antdComponentRequest),
  ...iconRuntimeRequests,
];
/** What every app's proof hook imports (sharedSingletonViews.ts): the contexts one theme needs, the icons' runtime. */
const KEYS_USED_EVERYWHERE = [...['App', 'ConfigProvider', 'theme'].map(antdComponentRequest), `${ICONS}/es/components/AntdIconLight`];
const APP_FOLDERS = ['shell', ...REMOTE_APPS.map((remote) => remote.folder)];
const PROOF_SERVER_PORT = ports.compositionServer;

test.use({ signedIn: false });

let workDir = '';
let server: AppServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  workDir = await mkdtemp(path.join(tmpdir(), 'memory-e2e-proof-hooks-'));
  await Promise.all(APP_FOLDERS.map((app) => buildApp(app, path.join(workDir, app, 'dist'), { MEMORY_PROOF_HOOKS: '1' })));
  server = await startAppServer({ port: PROOF_SERVER_PORT, dataDir: path.join(workDir, 'data'), env: { APPS_DIR: workDir, SEED_DEMO: '0' } });
});

test.afterAll(async () => {
  await server?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const APPS = ['shell', ...REMOTE_APPS.map((remote) => remote.name)];
const REMOTES = APPS.slice(1);

/**
 * Code that must cross the wire once, in a script of the shell's, keyed by a string only it contains: react-dom's
 * client renderer tags every root container; react-redux keys its context; redux (inside RTK) names its init action.
 * RTK and react-redux are not share keys: they come inside the shell's @memory/api, the apps' one door to them.
 */
const CARRIED_ONCE = { 'react-dom': '__reactContainer$', 'react-redux': 'react-redux-context', '@reduxjs/toolkit': '@@redux/INIT' } as const;

/** Signs up on the proof build's server, then visits a page of each remote through the UI, so all four are loaded into this one page. */
async function visitEveryRemote(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/home/new-memo`);
  await signUpOnProvider(page, newCredentials('proof'));
  await page.waitForURL('**/home/new-memo');
  await expectRemotePage(page, 'mf_memos', '新建 MEMO');
  await sideMenu(page).getByRole('link', { name: '记忆曲线' }).click();
  await expectRemotePage(page, 'mf_jars', '记忆曲线');
  await sideMenu(page).getByRole('link', { name: '设置' }).click();
  await expectRemotePage(page, 'mf_account', '设置');
  await topNav(page).getByRole('link', { name: '知识市场' }).click();
  await expectRemotePage(page, 'mf_marketplace', '知识市场');
}

interface SharedVersion {
  instance: string;
  version: string;
  loaded: boolean;
  from: string;
  useIn: string[];
}

/** Every version of every share key in globalThis.__FEDERATION__.__SHARE__, across all MF instances and scopes. */
function readShareScope(page: Page): Promise<Record<string, SharedVersion[]>> {
  return page.evaluate(() => {
    type Info = {
      loaded?: boolean;
      from?: string;
      useIn?: string[];
      // MF 2 shared tree-shaking keeps the cut-down copy it really loaded here.
      treeShaking?: { loaded?: boolean; useIn?: string[] };
    };
    const share = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Info>>>> } })
      .__FEDERATION__?.__SHARE__;
    const byKey: Record<string, SharedVersion[]> = {};
    for (const [instance, scopes] of Object.entries(share ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [key, versions] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(versions)) {
            (byKey[key] ??= []).push({
              instance,
              version,
              loaded: Boolean(info.loaded || info.treeShaking?.loaded),
              from: info.from ?? '',
              useIn: [...new Set([...(info.useIn ?? []), ...(info.treeShaking?.useIn ?? [])])].sort(),
            });
          }
        }
      }
    }
    return byKey;
  });
}

/**
 * For each singleton, the remotes whose module object is NOT the shell's. Module namespace objects of a
 * CommonJS package (react, react-dom) are interop wrappers each app builds for itself, and the shell provides its
 * cut-down copies (react-router, TypeBox) through a module re-exporting the names of shell/shared-provides.json
 * (host-provides.mjs), so "the same module" means: the very same object, or one whose every export is the shell's
 * very same value.
 */
function singletonsThatDiffer(page: Page, keys: readonly string[]): Promise<Record<string, string[]>> {
  return page.evaluate((singletonKeys) => {
    const registry = (window as unknown as { __MEMORY_SINGLETONS__?: Record<string, Record<string, object>> }).__MEMORY_SINGLETONS__ ?? {};
    const shell = registry.shell ?? {};
    const differ: Record<string, string[]> = {};
    for (const key of singletonKeys) {
      const reference = shell[key] as Record<string, unknown> | undefined;
      for (const [app, modules] of Object.entries(registry)) {
        if (app === 'shell') continue;
        const candidate = modules[key] as Record<string, unknown> | undefined;
        const exportNames = candidate ? Object.keys(candidate) : [];
        const same =
          reference !== undefined &&
          candidate !== undefined &&
          (candidate === reference || (exportNames.length > 0 && exportNames.every((name) => name in reference && candidate[name] === reference[name])));
        if (!same) (differ[key] ??= []).push(app);
      }
    }
    return differ;
  }, keys);
}

test('each shared singleton is loaded once and is the very same object in the shell and all four remotes', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response);
  });

  await visitEveryRemote(page, server!.origin);

  // (1) The share scope: one version per key, loaded, used by every remote. Whose copy it is, (2) shows: the shell
  // provides its copies without consuming them (host-provides.mjs), so MF records as `from` the first remote that
  // loaded one, and the shell's own imports are the reference the remotes' objects must be identical to.
  const shareScope = await readShareScope(page);
  for (const key of SINGLETONS.filter((name) => name !== 'antd' && name !== ICONS)) {
    const versions = shareScope[key] ?? [];
    expect(versions, `${key}: exactly one version in the share scope`).toHaveLength(1);
    const [only] = versions;
    expect(only?.loaded, `${key}: loaded`).toBe(true);
    expect(only?.useIn, `${key}: used by`).toEqual(expect.arrayContaining([...REMOTES]));
  }
  // antd's components load as pages need them. The shell registers every one at start-up and a remote's own copy is
  // registered only for a key nobody has: one version per key means the shell's. (MF rewrites `from` to the app
  // that loaded it first, so a component only a remote renders reads as that remote's.)
  for (const key of PER_MODULE_KEYS) {
    expect(shareScope[key] ?? [], `${key}: exactly one version in the share scope`).toHaveLength(1);
  }
  for (const key of KEYS_USED_EVERYWHERE) {
    const [only] = shareScope[key] ?? [];
    expect(only?.loaded, `${key}: loaded`).toBe(true);
    expect(only?.useIn, `${key}: used by`).toEqual(expect.arrayContaining([...REMOTES]));
  }

  // (2) Object identity across the shell and every remote (each app records its views from a lazy chunk).
  await expect
    .poll(() => page.evaluate(() => Object.keys((window as unknown as { __MEMORY_SINGLETONS__?: object }).__MEMORY_SINGLETONS__ ?? {}).sort()))
    .toEqual([...APPS].sort());
  expect(await singletonsThatDiffer(page, SINGLETONS)).toEqual({});
  const reactSeen = await page.evaluate(() => {
    const registry = (window as unknown as { __MEMORY_SINGLETONS__: Record<string, Record<string, { default?: unknown; useState?: unknown }>> }).__MEMORY_SINGLETONS__;
    const apps = Object.values(registry);
    return {
      // React's CommonJS module object itself: one instance means one set of hooks and one dispatcher.
      oneReact: new Set(apps.map((modules) => modules.react?.default ?? modules.react)).size,
      oneUseState: new Set(apps.map((modules) => modules.react?.useState)).size,
    };
  });
  expect(reactSeen).toEqual({ oneReact: 1, oneUseState: 1 });

  // (3) On the wire: exactly one script carries react-dom's renderer, one react-redux and one RTK, each the shell's.
  const carrying: Record<string, string[]> = Object.fromEntries(Object.keys(CARRIED_ONCE).map((name) => [name, []]));
  for (const response of scripts) {
    const body = await response.text().catch(() => '');
    for (const [name, marker] of Object.entries(CARRIED_ONCE)) if (body.includes(marker)) carrying[name]!.push(new URL(response.url()).pathname);
  }
  for (const [name, files] of Object.entries(carrying)) {
    expect(files, `scripts carrying ${name}: ${files.join(', ')}`).toHaveLength(1);
    expect(files[0], `${name} comes from the shell`).not.toContain('/remotes/');
  }
});
