// The shell build's grouping of antd into chunks by the remotes that use them (antd-chunks.mjs at the root).
import { lightComponentsByRemote, mergeSignatures, remotesByAntdComponent, signatureOf } from '../../../antd-chunks.mjs';
import sharedSingletons from '../../../packages/remote-runtime/shared-singletons.json';
import sharedProvides from '../../shared-provides.json';

describe('remotesByAntdComponent', () => {
  const byKey = remotesByAntdComponent(sharedProvides.antd, sharedSingletons);

  it('finds what a remote imports itself', () => {
    expect([...(byKey.get('antd/es/form') ?? [])].sort()).toEqual(['mf_account', 'mf_jars', 'mf_marketplace']);
    expect(byKey.get('antd/es/form')?.has('mf_memos')).toBe(false);
  });

  it('follows a workspace entry point it bundles into a library built on antd', () => {
    // mf-account imports @memory/design-system/image-crop-upload, which uses antd-img-crop (antd/es/slider).
    expect(byKey.get('antd/es/slider')?.has('mf_account')).toBe(true);
  });

  it('counts a remote that renders icons as a user of the icons’ runtime they render with', () => {
    expect([...(byKey.get('@ant-design/icons/es/components/AntdIconLight') ?? [])].sort()).toEqual(['mf_account', 'mf_jars', 'mf_marketplace', 'mf_memos']);
    expect(byKey.has('@ant-design/icons/es/components/AntdIcon')).toBe(false);
  });

});

describe('signatureOf', () => {
  it('puts what start-up loads in the base chunk', () => {
    expect(signatureOf(new Set(['base', 'mf_jars']))).toBe('antd-base');
  });

  it('names a chunk for its remotes; the shell’s own pages count only when no remote uses it', () => {
    expect(signatureOf(new Set(['mf_memos', 'shell', 'mf_jars']))).toBe('antd-mf_jars+mf_memos');
    expect(signatureOf(new Set(['shell']))).toBe('antd-shell');
  });
});

describe('mergeSignatures', () => {
  it('merges a small chunk into one its remotes load anyway rather than make a request of its own', () => {
    const names = mergeSignatures(
      new Map([
        ['antd-base', 500_000],
        ['antd-a+b+c', 60_000],
        ['antd-a', 2_000],
      ]),
      24_000,
    );
    expect(names.get('antd-a')).toBe('antd-a+b+c');
    expect(names.get('antd-a+b+c')).toBe('antd-a+b+c');
    expect(names.get('antd-base')).toBe('antd-base');
  });

  it('keeps a big chunk apart when the other remotes would download it for nothing', () => {
    const names = mergeSignatures(
      new Map([
        ['antd-a+b+c', 60_000],
        ['antd-a', 80_000],
      ]),
      24_000,
    );
    expect(names.get('antd-a')).toBe('antd-a');
  });
});

describe('lightComponentsByRemote', () => {
  it('lists the light components per remote, not the heavy ones a page loads when it renders them', () => {
    const byRemote = lightComponentsByRemote(
      new Map([
        ['antd/es/button', new Set(['mf_memos', 'mf_jars'])],
        ['antd/es/table', new Set(['mf_jars'])],
      ]),
    );
    expect(byRemote).toEqual({ mf_memos: ['antd/es/button'], mf_jars: ['antd/es/button'] });
  });
});
