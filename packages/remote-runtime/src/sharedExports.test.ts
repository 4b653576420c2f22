import { describeMissing, missingSharedExports, sharedExportsUrl } from './sharedExports.mjs';

const provides = { antd: ['Button', 'Modal'], 'react-router': ['Link', 'useNavigate'] };

describe('missingSharedExports', () => {
  it('names each export a build imports that the shell does not provide', () => {
    const missing = missingSharedExports(provides, { antd: ['Modal', 'Mentions', 'Button'], 'react-router': ['useBlocker', 'Link'] });
    expect(missing).toEqual([
      { pkg: 'antd', name: 'Mentions' },
      { pkg: 'react-router', name: 'useBlocker' },
    ]);
    expect(describeMissing(missing)).toBe('antd.Mentions, react-router.useBlocker');
  });

  it('finds nothing missing when every import is provided, or the package is not cut down', () => {
    expect(missingSharedExports(provides, { antd: ['Button'], dayjs: ['default'] })).toEqual([]);
    expect(missingSharedExports(provides, undefined)).toEqual([]);
  });
});

describe('sharedExportsUrl', () => {
  it('is the file beside the remote’s manifest, whatever query the manifest URL carries', () => {
    expect(sharedExportsUrl('https://cdn.example.com/mf-jars/mf-manifest.json?retry=3')).toBe('https://cdn.example.com/mf-jars/shared-exports.json');
  });
});
