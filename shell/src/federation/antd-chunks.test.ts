// The shell build's grouping of antd into chunks by the remotes that use them (antd-chunks.mjs at the root).
import { lightComponentsByRemote, mergeSignatures, remotesByAntdComponent, signatureOf } from '../../../antd-chunks.mjs';
import { perModuleShareKeys } from '../../../antd-components.mjs';
import sharedSingletons from '../../../packages/remote-runtime/shared-singletons.json';
import sharedProvides from '../../shared-provides.json';

describe('remotesByAntdComponent', () => {
  const byKey = remotesByAntdComponent(perModuleShareKeys(sharedProvides), sharedSingletons);

  it('finds what a remote imports itself', () => {
    expect([...(byKey.get('antd/es/form') ?? [])].sort()).toEqual(['mf_account', 'mf_jars', 'mf_marketplace']);
    expect(byKey.get('antd/es/form')?.has('mf_memos')).toBe(false);
  });

  it('follows a workspace entry point it bundles into a library built on antd', () => {
    // mf-account imports @memory/design-system/image-crop-upload, which uses antd-img-crop (antd/es/slider).
    expect(byKey.get('antd/es/slider')?.has('mf_account')).toBe(true);
  });

  it('counts each icon a remote imports as a key of its own', () => {
    expect([...(byKey.get('@ant-design/icons/es/icons/PauseOutlined') ?? [])]).toEqual(['mf_jars']);
    // mf-account bundles @memory/design-system/image-crop-upload, whose ImageCropUpload renders PlusOutlined.
    expect(byKey.get('@ant-design/icons/es/icons/PlusOutlined')?.has('mf_account')).toBe(true);
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
        ['@ant-design/icons/es/icons/PlusOutlined', new Set(['mf_jars'])],
      ]),
    );
    expect(byRemote).toEqual({ mf_memos: ['antd/es/button'], mf_jars: ['@ant-design/icons/es/icons/PlusOutlined', 'antd/es/button'] });
  });
});
