import { hostCopyFirstPlugin } from './host-copy-first-plugin';

type Args = Parameters<NonNullable<ReturnType<typeof hostCopyFirstPlugin>['resolveShare']>>[0];

/** resolveShare's arguments for `react` with the given registered copies; the default resolver picks the highest. */
function argsFor(copies: { version: string; from: string }[], singleton = true): Args {
  const versions = Object.fromEntries(copies.map((copy) => [copy.version, { ...copy, loaded: false }]));
  const highest = copies.map((copy) => copy.version).sort().at(-1)!;
  return {
    shareScopeMap: { default: { react: versions } },
    scope: 'default',
    pkgName: 'react',
    version: highest,
    shareInfo: { shareConfig: { singleton, requiredVersion: '^19.0.0' } },
    resolver: () => ({ shared: versions[highest], useTreesShaking: false }),
  } as unknown as Args;
}

describe('hostCopyFirstPlugin', () => {
  const plugin = hostCopyFirstPlugin('shell');
  const resolve = (args: Args) => (plugin.resolveShare!(args) as Args).resolver();

  it('resolves a singleton to the shell’s copy even when a remote registered a newer one', () => {
    const args = argsFor([
      { version: '19.3.1', from: 'shell' },
      { version: '19.4.0', from: 'mf_memos' },
    ]);
    expect(resolve(args)?.shared).toMatchObject({ version: '19.3.1', from: 'shell' });
  });

  it('leaves MF’s choice alone when the shell has no copy, or the module is not a singleton', () => {
    expect(resolve(argsFor([{ version: '19.4.0', from: 'mf_memos' }]))?.shared).toMatchObject({ from: 'mf_memos' });
    const notSingleton = argsFor([{ version: '19.3.1', from: 'shell' }, { version: '19.4.0', from: 'mf_memos' }], false);
    expect(resolve(notSingleton)?.shared).toMatchObject({ from: 'mf_memos' });
  });
});
