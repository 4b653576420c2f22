// The workspace's CI proof that every app runs on the shell's cut-down shared packages: after `pnpm build`, every
// export an app's dist/shared-exports.json imports (antd, react-router, @sinclair/typebox) is one the shell's build
// provides, and every remote that uses the shell's MF bundler runtime (mf-bundler-runtime.mjs) needs the version the
// shell's build provides. A miss here is what production would show as 该模块需要更新的主应用版本 once that remote is deployed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceRemotes } from '../remote-routes.mjs';
import { describeMissing, missingSharedExports, SHARED_EXPORTS_FILE } from '@memory/remote-runtime/shared-exports';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const apps = ['shell', ...workspaceRemotes.map((remote) => remote.folder)];

// `<app>=<folder>` arguments check another build of that app (the redeploy e2e checks a remote built on its own).
const distOverrides = Object.fromEntries(process.argv.slice(2).map((argument) => argument.split('=')));

const problems = [];
const recordOf = (app) => {
  const file = path.join(distOverrides[app] ?? path.join(repoRoot, app, 'dist'), SHARED_EXPORTS_FILE);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  problems.push(`${app}/dist/${SHARED_EXPORTS_FILE} is missing: build first (pnpm build)`);
  return null;
};

const shell = recordOf('shell');
if (shell?.provides) {
  for (const app of apps) {
    const record = app === 'shell' ? shell : recordOf(app);
    const missing = missingSharedExports(shell.provides, record?.imports);
    if (missing.length > 0) {
      problems.push(`${app} imports ${describeMissing(missing)}, which the shell's shared copy lacks: add to shell/shared-provides.json and deploy the shell first`);
    }
    if (record?.bundlerRuntime && record.bundlerRuntime !== shell.bundlerRuntime) {
      problems.push(`${app} uses the shell's MF bundler runtime ${record.bundlerRuntime}, the shell's build provides ${shell.bundlerRuntime ?? 'none'}: build both with one @module-federation/enhanced and deploy the shell first`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Apps that need exports the shell does not provide:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Every app's shared imports are in the shell's cut-down copies, and its MF bundler runtime is the shell's (${apps.length} apps).`);
