// antd is shared per component, not as one package: `import { Table } from 'antd'` in app code is compiled to
// `import Table from 'antd/es/table'` (the swc-loader's import rewrite), and each export the shell provides
// (shell/shared-provides.json) is its own shared singleton key. A route then downloads only the components it
// renders, instead of one chunk holding every component any app uses. antd's internals (ConfigProvider's contexts,
// theme, cssinjs) are relative imports inside those modules, so they resolve in the provider's build: the shell
// provides every key, so there is one copy of them in the page and one theme. Libraries that import antd/es/<x>
// themselves (antd-img-crop: modal, upload, button, slider) match the same keys and get the shell's copies too.
//
// @ant-design/icons: each icon module is a few hundred bytes (its SVG), but it renders through the icons' runtime
// (AntdIconLight or AntdIcon, with IconBase, the style inserter and IconContext, which antd's ConfigProvider fills).
// Every remote bundled its own runtime. The runtime is shared, one key per module the icons import it by
// (iconRuntimeRequests); the icons themselves stay in each app's bundle: a key per icon costs about as many bytes in
// the share tables of main.js and every remoteEntry.js as the icon itself, and moved the icons into antd's chunks.
// So a remote may use any icon, and every icon in the page renders with the shell's runtime and its ConfigProvider.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(import.meta.dirname, '../../shell/package.json'));

/** `InputNumber` → `input-number`, `QRCode` → `qr-code`: the folder the import rewrite names (kebabCase). */
const kebabCase = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

/** The module an antd export is shared and imported as. */
export const antdComponentRequest = (name) => `antd/es/${kebabCase(name)}`;

/** builtin:swc-loader's `rspackExperiments.import` entry that rewrites named antd imports to antdComponentRequest. */
export const antdImportRewrite = { libraryName: 'antd', customName: 'antd/es/{{ kebabCase member }}' };

export const ICONS = '@ant-design/icons';

/** The package's ES modules (its `exports` hides package.json; its CommonJS entry is lib/index.js). */
const iconsEs = path.join(path.dirname(path.dirname(require.resolve(ICONS))), 'es');
/** How an icon module imports its runtime: `import AntdIcon from "../components/AntdIconLight"`. */
const RELATIVE_RUNTIME = /^\.\.\/components\/(\w+)$/;
const runtimeImport = /from\s*["'](\.\.\/components\/\w+)["']/;

/** The share key of a runtime module an icon module imports (`../components/AntdIconLight`). */
const runtimeKey = (relative) => `${ICONS}/es/components/${RELATIVE_RUNTIME.exec(relative)[1]}`;

/** The runtime an icon renders with (`PlusOutlined` → `@ant-design/icons/es/components/AntdIconLight`), from its module. */
export function iconRuntimeOf(name) {
  const file = path.join(iconsEs, 'icons', `${name}.js`);
  let source = '';
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const match = runtimeImport.exec(source);
  return match ? runtimeKey(match[1]) : null;
}

/** The share keys of the icons' runtime: every module the package's icons import it by, read from the package. */
export const iconRuntimeRequests = [
  ...new Set(
    readdirSync(path.join(iconsEs, 'icons'))
      .filter((file) => file.endsWith('.js') && file !== 'index.js')
      .map((file) => iconRuntimeOf(file.slice(0, -'.js'.length)))
      .filter(Boolean),
  ),
].sort();

/**
 * A build plugin: an icon module's relative import of its runtime becomes the runtime's share key, which Module
 * Federation then matches (it matches requests as written, and a relative one never equals a key).
 */
export const iconRuntimeAsShared = (compiler) => {
  const iconsFolder = /[\\/]@ant-design[\\/]icons[\\/]es[\\/]icons$/;
  compiler.hooks.normalModuleFactory.tap('IconRuntimeAsShared', (factory) => {
    factory.hooks.beforeResolve.tap('IconRuntimeAsShared', (data) => {
      if (RELATIVE_RUNTIME.test(data.request) && iconsFolder.test(data.context ?? '')) data.request = runtimeKey(data.request);
    });
  });
};

/** Export name by folder (`table` → `Table`), from antd's own index (`export { default as Table } from './table'`). */
const exportByFolder = (() => {
  const index = readFileSync(path.join(path.dirname(require.resolve('antd/package.json')), 'es', 'index.js'), 'utf8');
  return new Map([...index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)'/g)].map(([, name, folder]) => [folder, name]));
})();

/** The antd exports a compiled module imports through the rewrite (`import Table from "antd/es/table"` → Table). */
export function rewrittenAntdImports(source) {
  const names = new Set();
  for (const [, folder] of source.matchAll(/import\s+[\w$]+\s+from\s*['"]antd\/es\/([\w-]+)['"]/g)) {
    names.add(exportByFolder.get(folder) ?? folder);
  }
  return names;
}

/**
 * rspack provides a shared module only when its build imports it, so a shell that renders no Table would not provide
 * antd/es/table and a remote would fall back to its own copy (a second ConfigProvider context: a second theme). The
 * shell's entry therefore references every component it provides and the icons' runtime, in a branch that never
 * runs: they are built and provided as lazy chunks, and none is downloaded before a page asks for it.
 * @param {string[]} names  the antd exports the shell provides (shell/shared-provides.json)
 * @param {string[]} [also]  other requests to reach the same way (host-provides.mjs's re-exports)
 */
export function provideEveryAntdComponent(names, also = []) {
  const requests = [...names.map(antdComponentRequest), ...iconRuntimeRequests, ...also];
  const imports = requests.map((request) => `  import(${JSON.stringify(request)});`).join('\n');
  return `// Generated by antd-components.mjs (provideEveryAntdComponent).\nif (Date.now() < 0) {\n${imports}\n}\n`;
}
