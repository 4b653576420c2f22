// The architecture's import boundaries (eslint.config.mjs: import/no-restricted-paths) fail on a bad import: each
// case lints one line as if it were a file in the importing folder, and expects the zone's error. A zone that
// stopped matching (a moved folder, a typo in a path) would let these pass silently in `eslint .`; here it fails.
// The same for the shape of a server module's service.ts (no-restricted-syntax): each bad export fails.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { serverModuleSchemaFiles } from '../../eslint.config.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** [the importing file, an import it must not make, a word of the zone's message]. */
const BAD_IMPORTS = [
  ['mf-jars/src/zone-probe.ts', '../../mf-memos/src/app', 'another app'],
  ['shell/src/zone-probe.ts', '../../mf-account/src/app', 'another app'],
  ['packages/api/src/zone-probe.ts', '../../design-system/src/index', 'no UI'],
  ['packages/design-system/src/zone-probe.ts', '../../api/src/index', 'UI only'],
  ['packages/contracts/src/zone-probe.ts', '../../api/src/index', 'bottom layer'],
  ['packages/server/src/zone-probe.ts', '../../api/src/index', 'only @memory/contracts'],
  ['packages/server/src/zone-probe.ts', '../../design-system/src/index', 'only @memory/contracts'],
  ['packages/server/src/zone-probe.ts', '../../remote-runtime/src/index', 'only @memory/contracts'],
  ['mf-memos/src/zone-probe.ts', '../../packages/server/src/app', 'over HTTP only'],
  ['packages/remote-runtime/src/zone-probe.ts', '../../server/src/app', 'over HTTP only'],
  ['packages/server/src/modules/memos/zone-probe.ts', '../timeline/queries', 'through its service.ts'],
  ['packages/server/src/modules/jars/zone-probe.ts', '../timeline/scheduler', 'through its service.ts'],
  ['packages/server/src/modules/subscriptions/zone-probe.ts', '../jars/queries', 'through its service.ts'],
  ['packages/server/src/domain/zone-probe.ts', '../modules/jars/service', 'imports no module'],
  ['packages/server/src/http/zone-probe.ts', '../modules/timeline/queries', 'imports no module'],
  ['packages/server/src/db/zone-probe.ts', '../modules/account/service', 'imports no module'],
  ['packages/server/src/modules/memos/zone-probe.ts', '../../demo-jars', 'imports no composition root'],
  ['packages/server/src/modules/orders/zone-probe.ts', '../../admin/cli', 'imports no composition root'],
  ['mf-jars/src/pages/CurveListPage/zone-probe.ts', '../JarDetailPage/JarDetailPage', "another page's internals"],
];

/** Imports the same zones allow, so the cases above fail for the zone and not for the line's shape. */
const GOOD_IMPORTS = [
  ['packages/server/src/modules/memos/zone-probe.ts', '../timeline/service', ''],
  ['packages/server/src/modules/memos/zone-probe.ts', '../../domain/search-grams', ''],
  ['packages/server/src/admin/zone-probe.ts', '../modules/orders/queries', ''],
  ['packages/server/src/zone-probe.ts', '../../contracts/src/index', ''],
  ['mf-jars/src/zone-probe.ts', '../../packages/api/src/index', ''],
];

async function restrictedPathErrors(file, from) {
  const [result] = await eslint.lintText(`import * as probe from '${from}';\nexport default probe;\n`, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message);
}

/** Every server module's zone: another module's internal file is refused, its service.ts allowed. */
const modulesDir = path.join(root, 'packages/server/src/modules');
const serverModules = readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const internalFileOf = (module) => readdirSync(path.join(modulesDir, module)).find((file) => file.endsWith('.ts') && file !== 'service.ts');
for (const [index, module] of serverModules.entries()) {
  const other = serverModules[(index + 1) % serverModules.length];
  const probe = `packages/server/src/modules/${module}/zone-probe.ts`;
  BAD_IMPORTS.push([probe, `../${other}/${internalFileOf(other).replace(/\.ts$/, '')}`, `server module ${module} must use another module through its service.ts only`]);
  GOOD_IMPORTS.push([probe, `../${other}/service`, '']);
}

/** Every server module's tables: a schema file off its list is refused, its own allowed; the barrel never. */
const schemaFiles = readdirSync(path.join(root, 'packages/server/src/db/schema')).map((file) => file.replace(/\.ts$/, ''));
const allowedSchemas = serverModuleSchemaFiles();
for (const module of serverModules) {
  const probe = `packages/server/src/modules/${module}/zone-probe.ts`;
  const refused = schemaFiles.find((file) => !allowedSchemas[module].includes(file));
  BAD_IMPORTS.push([probe, `../../db/schema/${refused}`, `server module ${module} may use the tables of`]);
  BAD_IMPORTS.push([probe, '../../db/tables', 'not the db/tables barrel']);
  for (const file of allowedSchemas[module]) GOOD_IMPORTS.push([probe, `../../db/schema/${file}`, '']);
}

describe('import boundaries', () => {
  for (const [file, from, words] of BAD_IMPORTS) {
    it(`${file} may not import ${from}`, async () => {
      const errors = await restrictedPathErrors(file, from);
      assert.equal(errors.length, 1, `expected the zone to refuse it, got ${JSON.stringify(errors)}`);
      assert.match(errors[0], new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    });
  }
  for (const [file, from] of GOOD_IMPORTS) {
    it(`${file} may import ${from}`, async () => {
      assert.deepEqual(await restrictedPathErrors(file, from), []);
    });
  }
});

/** [what a service.ts may not export, a word of the rule's message]. */
const BAD_SERVICE_EXPORTS = [
  ["export { findOwnedMemo } from './queries';", 're-exports nothing'],
  ["export type { MemoRow } from './queries';", 're-exports nothing'],
  ["export * from './queries';", 're-exports nothing'],
  ["import { findOwnedMemo } from './queries';\nexport { findOwnedMemo };", 'no values but its factory'],
  ['export const MEMO_MESSAGES = { notFound: "x" } as const;', 'no constant'],
  ['export async function findMemo(): Promise<void> {}', 'its create…Service factory'],
  ['export class MemoStore {}', 'factory, interface and types only'],
  ['export default function createMemosService(): void {}', 'factory, interface and types only'],
];

/** What a service.ts does export: the factory, the interface, types (also a row type of its queries). */
const GOOD_SERVICE_FILE = [
  "import type { MemoRow } from './queries';",
  'export type { MemoRow };',
  'export type MemoId = string;',
  'export interface MemosService {',
  '  owns(userId: string, memoId: string): Promise<boolean>;',
  '}',
  'export function createMemosService(): MemosService {',
  '  return { owns: async () => false };',
  '}',
].join('\n');

async function serviceShapeErrors(code, file = 'packages/server/src/modules/memos/service.ts') {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe("a server module's service.ts", () => {
  for (const [code, words] of BAD_SERVICE_EXPORTS) {
    it(`may not say ${JSON.stringify(code)}`, async () => {
      const errors = await serviceShapeErrors(code);
      assert.equal(errors.length, 1, `expected the rule to refuse it, got ${JSON.stringify(errors)}`);
      assert.match(errors[0], new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    });
  }
  it('exports its factory, its interface and types', async () => {
    assert.deepEqual(await serviceShapeErrors(GOOD_SERVICE_FILE), []);
  });
  it("leaves the module's other files alone", async () => {
    assert.deepEqual(await serviceShapeErrors("export const LIMIT = 5;\nexport { findOwnedMemo } from './queries';", 'packages/server/src/modules/memos/helpers.ts'), []);
  });
});
