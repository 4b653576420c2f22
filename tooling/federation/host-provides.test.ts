// How the production shell provides its shared singletons without consuming them (host-provides.mjs, beside this test).
import path from 'node:path';
import { hostProvides, isReExportModule } from './host-provides.mjs';

const shellDir = path.resolve(__dirname, '../../shell');
const shared = {
  react: { singleton: true, requiredVersion: '^19.3.1' },
  'antd/es/button': { singleton: true, requiredVersion: '^6.6.8' },
  'react-router': { singleton: true, requiredVersion: '^7.18.5', treeShaking: { mode: 'runtime-infer', usedExports: ['Link'] } },
};

describe('hostProvides', () => {
  const { provides, modules } = hostProvides({ dir: shellDir, shared, cutDown: { 'react-router': ['Link', 'useLocation'] } });

  it('provides a whole package under its own request, with the version its package.json gives', () => {
    expect(provides.react).toEqual({ shareKey: 'react', singleton: true, requiredVersion: '^19.3.1' });
    expect(provides['antd/es/button']).toEqual({ shareKey: 'antd/es/button', singleton: true, requiredVersion: '^6.6.8' });
  });

  it('provides a cut-down package through a generated module that re-exports the listed names', () => {
    const [request, options] = Object.entries(provides).find(([, o]) => o.shareKey === 'react-router')!;
    expect(request).toBe('./src/provided-react-router.re-export.generated.js');
    // A generated module has no package.json: the version must be the package's, not the shell's.
    expect(options).toEqual({ shareKey: 'react-router', version: '7.18.5', singleton: true, requiredVersion: '^7.18.5' });
    expect(modules['src/provided-react-router.re-export.generated.js']).toContain('export { Link, useLocation } from "react-router";');
    expect(isReExportModule(path.join(shellDir, 'src/provided-react-router.re-export.generated.js'))).toBe(true);
    expect(isReExportModule(path.join(shellDir, 'src/provided-antd-components.generated.js'))).toBe(false);
  });

  it('finds the version of a package whose exports hide its package.json', () => {
    const typebox = hostProvides({ dir: shellDir, shared: { '@sinclair/typebox': { singleton: true, requiredVersion: '^0.34.41' } }, cutDown: { '@sinclair/typebox': ['Type'] } });
    const [options] = Object.values(typebox.provides);
    expect(options!.version).toMatch(/^0\.34\.\d+$/);
  });
});
