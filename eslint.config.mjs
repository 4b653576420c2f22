// One lint config for the workspace. Besides code hygiene it enforces the architecture of
// ARCHITECTURE.md §1: no remote imports the shell or another remote, packages never import apps,
// server modules meet only through their service.ts (which exports the module's factory, interface and types
// only), inside a remote pages and features keep to themselves, and there are no import cycles.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { workspaceRemotes } from './tooling/federation/remote-routes.mjs';

const apps = ['shell', ...workspaceRemotes.map((remote) => remote.folder)];

/** The folders directly inside `dir` (none when it does not exist). */
const foldersIn = (dir) => {
  try {
    const entries = readdirSync(new URL(dir, import.meta.url), { withFileTypes: true });
    return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch {
    return [];
  }
};

/**
 * The composition roots of packages/server/src: they create the services and wire them (app.ts), or seed, run and
 * administer the server outside any module. With tests and testing/, they may reach a module's internal files.
 */
const serverCompositionRoots = [
  'app.ts', 'server.ts', 'main.ts', 'run.ts', 'seed.ts', 'demo.ts', 'demo-jars.ts', 'demo-marketplace.ts',
  'demo-marketplace-data.ts', 'admin',
];

/** Every app may not reach into any other app; packages may not reach into any app. */
const boundaryZones = [
  ...apps.map((app) => ({
    target: `./${app}`,
    from: apps.filter((other) => other !== app).map((other) => `./${other}`),
    message: `${app} must not import another app: share through @memory/* packages or runtime props.`,
  })),
  {
    target: './packages',
    from: apps.map((app) => `./${app}`),
    message: 'packages never import apps: dependencies flow apps → packages.',
  },
  {
    target: ['./packages/contracts'],
    from: ['./packages/api', './packages/design-system', './packages/remote-runtime', './packages/server'],
    message: '@memory/contracts is the bottom layer and imports no other package.',
  },
  {
    // Each app bundles its own @memory/remote-runtime; a shared package importing it would split a remote's context.
    target: ['./packages/api'],
    from: ['./packages/remote-runtime', './packages/design-system', './packages/server'],
    message: '@memory/api imports only @memory/contracts: no UI, no remote runtime.',
  },
  {
    target: ['./packages/design-system'],
    from: ['./packages/api', './packages/remote-runtime', './packages/server'],
    message: '@memory/design-system is UI only: it takes data and api calls through props (the apps wire @memory/api in).',
  },
  {
    target: ['./packages/server'],
    from: ['./packages/api', './packages/design-system', './packages/remote-runtime'],
    message: '@memory/server shares only @memory/contracts with the browser: no api client, UI or remote runtime.',
  },
  {
    // (@memory/api and the design system refuse it in their own zones above.)
    target: [...apps.map((app) => `./${app}`), './packages/remote-runtime'],
    from: ['./packages/server'],
    message: 'The browser reaches @memory/server over HTTP only: what both need lives in @memory/contracts.',
  },
  ...serverModuleZones(),
];

/** Apps are loaded at runtime (Module Federation), never imported by name. */
const appImportPattern = { regex: `^(${apps.join('|')})(/.*)?$`, message: 'Apps are loaded at runtime, never imported.' };

/**
 * RTK and react-redux are not shared packages: @memory/api (shared, provided by the shell) holds the one copy, and the
 * apps use its StoreProvider and hooks. A runtime import elsewhere would ship another copy with the app. Types are free.
 */
const reduxImportPattern = {
  regex: '^(@reduxjs/toolkit|react-redux)(/.*)?$',
  allowTypeImports: true,
  message: 'Only @memory/api imports RTK and react-redux: use its StoreProvider, useAppSelector and useAppDispatch.',
};

/**
 * A server module (packages/server/src/modules/<name>/) may import another module's service.ts only, never its
 * queries, scheduler or other internals. Shared code outside modules/ (db, http, domain, calendar, clock, config…)
 * stays open to all modules and imports none, and no module imports a composition root: either would let one module
 * reach another's internals through a third file.
 */
function serverModuleZones() {
  const srcDir = './packages/server/src';
  const modulesDir = `${srcDir}/modules`;
  const modules = foldersIn(modulesDir);
  const shared = readdirSync(new URL(srcDir, import.meta.url)).filter(
    (entry) => entry !== 'modules' && !serverCompositionRoots.includes(entry),
  );
  return [
    ...modules.map((module) => ({
      target: `${modulesDir}/${module}`,
      from: modulesDir,
      except: [`./${module}`, ...modules.filter((other) => other !== module).map((other) => `./${other}/service.ts`)],
      message: `server module ${module} must use another module through its service.ts only.`,
    })),
    {
      target: shared.map((entry) => `${srcDir}/${entry}`),
      from: modulesDir,
      message: 'shared server code (outside modules/ and the composition roots) imports no module: modules build on it.',
    },
    {
      target: modulesDir,
      from: serverCompositionRoots.map((entry) => `${srcDir}/${entry}`),
      message: 'a server module imports no composition root (app, server, seeds, admin CLI): those import modules.',
    },
    ...serverSchemaZones(srcDir, modules),
  ];
}

/**
 * The tables each server module may name, as the files of src/db/schema it may import: its own first, then those it
 * still joins today. A ratchet: an entry may shrink (a join turned into a service call), never grow without a
 * reason. Raw SQL names tables in strings, which no import rule sees; the typed queries are held here.
 */
export function serverModuleSchemaFiles() {
  return {
    account: ['users'],
    ai: [],
    'card-builder': ['card-builder'],
    attachments: ['attachments', 'auth', 'jars', 'marketplace', 'memos', 'users'],
    curves: ['curves'],
    // 下载我的数据 reads everything one user owns, page by page, for data.json: a read-only dump of every table
    // rather than a dump method on ten services. It writes only its own table (account_exports).
    // 智能曲线's fits read the reviews of the units on it (the training data) and curve names (true retention).
    'fsrs-fit': ['fsrs', 'reviews', 'curves'],
    exports: ['exports', 'users', 'settings', 'curves', 'memos', 'jars', 'reviews', 'orders', 'marketplace'],
    imports: ['imports'],
    jars: ['jars', 'memos', 'reviews'],
    marketplace: ['marketplace', 'jars'],
    memos: ['memos'],
    orders: ['orders', 'auth', 'users'],
    // auth: auth_secrets keeps its VAPID keys and link-signing key.
    reminders: ['reminders', 'auth'],
    settings: ['settings'],
    store: ['marketplace', 'jars'],
    subscriptions: ['marketplace', 'jars'],
    // fsrs: the grade path reads the learner's adopted parameters (fsrs_parameters) beside the retention.
    timeline: ['reviews', 'curves', 'fsrs'],
    users: ['users'],
  };
}

function serverSchemaZones(srcDir, modules) {
  const serverModuleSchemas = serverModuleSchemaFiles();
  const unlisted = modules.filter((module) => !(module in serverModuleSchemas));
  if (unlisted.length > 0) throw new Error(`eslint.config.mjs: list the schema files of server module(s) ${unlisted.join(', ')} in serverModuleSchemaFiles`);
  return [
    {
      target: `${srcDir}/modules`,
      from: `${srcDir}/db/tables.ts`,
      message: 'a server module imports its tables from their files in src/db/schema, not the db/tables barrel.',
    },
    ...modules.map((module) => ({
      target: `${srcDir}/modules/${module}`,
      from: `${srcDir}/db/schema`,
      except: serverModuleSchemas[module].map((file) => `./${file}.ts`),
      message: `server module ${module} may use the tables of ${serverModuleSchemas[module].join(', ')} (serverModuleSchemaFiles in eslint.config.mjs); another module's data comes through its service.`,
    })),
  ];
}

/**
 * A module's service.ts is its public face: the factory (create…Service), the service interface and types. No
 * re-export (`export … from`, `export { x }`), no exported constant or helper function: what another module needs
 * becomes a method of the service, handed in as a dependency, or moves to shared code (src/domain, @memory/contracts).
 */
const serviceFileShape = [
  { selector: 'ExportNamedDeclaration[source]', message: 'service.ts re-exports nothing: add a method to the service, or move shared code to src/domain.' },
  { selector: 'ExportAllDeclaration', message: 'service.ts re-exports nothing: add a method to the service, or move shared code to src/domain.' },
  {
    selector: "ExportNamedDeclaration[declaration=null][source=null][exportKind='value']",
    message: 'service.ts exports no values but its factory: add a method to the service (types: `export type { … }`).',
  },
  {
    selector: 'ExportNamedDeclaration > VariableDeclaration',
    message: 'service.ts exports no constant: keep it in the module, or move a shared one to src/domain or @memory/contracts.',
  },
  {
    selector: 'ExportNamedDeclaration > FunctionDeclaration:not([id.name=/^create[A-Z]\\w*Service$/])',
    message: 'service.ts exports one function, its create…Service factory: make this a method of the service, or move it to shared code.',
  },
  { selector: 'ExportNamedDeclaration > ClassDeclaration', message: 'service.ts exports its factory, interface and types only.' },
  { selector: 'ExportNamedDeclaration > TSEnumDeclaration', message: 'service.ts exports its factory, interface and types only.' },
  { selector: 'ExportDefaultDeclaration', message: 'service.ts exports its factory, interface and types only.' },
];

/**
 * Inside each remote: `pages/<Page>/` is that page's own code, and only `routes.tsx` composes pages;
 * `features/<feature>/` is one feature. So a page never reaches into another page, a feature into another
 * feature, and nothing but the route table imports a page. Pages use features and the remote's shared folders
 * (`components/`, or a domain folder such as `jars/`); what two pages or two features share moves there.
 */
const remoteInternalZones = apps
  .filter((app) => app.startsWith('mf-'))
  .flatMap((app) => {
    const src = `./${app}/src`;
    const isolated = (kind, noun) =>
      foldersIn(`${src}/${kind}`).map((name) => ({
        target: `${src}/${kind}/${name}`,
        from: `${src}/${kind}`,
        except: [`./${name}`],
        message: `a ${noun} must not import another ${noun}'s internals: move what they share to a shared folder of ${app}.`,
      }));
    const composers = ['pages', 'routes.tsx', 'routes.test.tsx'];
    const shared = readdirSync(new URL(src, import.meta.url)).filter((entry) => !composers.includes(entry));
    return [
      ...isolated('pages', 'page'),
      ...isolated('features', 'feature'),
      {
        target: shared.map((entry) => `${src}/${entry}`),
        from: `${src}/pages`,
        message: `only ${app}/src/routes.tsx imports pages: shared code lives outside pages/.`,
      },
    ];
  });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', 'shell/dist-monolith/**', 'storybook-static/**', '**/.data/**', 'test-results/**',
      '**/test-results/**', '**/playwright-report/**', '**/@mf-types/**', 'packages/server/drizzle/**', '**/dist-test/**', '**/dist-bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true, project: ['./tsconfig.base.json'] }, node: true },
      'import/internal-regex': '^@memory/',
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: [...boundaryZones, ...remoteInternalZones] }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [appImportPattern, reduxImportPattern] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The design system is UI only (tests and stories too): no api, no remote runtime.
    files: ['packages/design-system/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            appImportPattern,
            reduxImportPattern,
            {
              regex: '^@memory/(api|remote-runtime|server)(/.*)?$',
              message: '@memory/design-system is UI only: take data and api calls through props; the apps wire @memory/api in.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one package that imports RTK and react-redux (its tests too).
    files: ['packages/api/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [appImportPattern] }] },
  },
  {
    // A server module's service.ts: its factory, interface and types only (serviceFileShape).
    files: ['packages/server/src/modules/*/service.ts'],
    rules: { 'no-restricted-syntax': ['error', ...serviceFileShape] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', '**/*.stories.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Playwright fixtures call `use(...)`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
