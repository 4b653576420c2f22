// The architecture's import boundaries (eslint.config.mjs: import/no-restricted-paths) fail on a bad import: each
// case lints one line as if it were a file in the importing folder, and expects the zone's error. A zone that
// stopped matching (a moved folder, a typo in a path) would let these pass silently in `eslint .`; here it fails.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

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
  ['mf-jars/src/pages/CurveListPage/zone-probe.ts', '../JarDetailPage/JarDetailPage', "another page's internals"],
];

/** Imports the same zones allow, so the cases above fail for the zone and not for the line's shape. */
const GOOD_IMPORTS = [
  ['packages/server/src/modules/memos/zone-probe.ts', '../timeline/service', ''],
  ['packages/server/src/zone-probe.ts', '../../contracts/src/index', ''],
  ['mf-jars/src/zone-probe.ts', '../../packages/api/src/index', ''],
];

async function restrictedPathErrors(file, from) {
  const [result] = await eslint.lintText(`import * as probe from '${from}';\nexport default probe;\n`, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message);
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
