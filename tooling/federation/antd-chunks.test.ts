// The shell build's grouping of antd into chunks by the remotes' start-ups and pages that use them (antd-chunks.mjs,
// beside this test).
import { antdUsage, lightComponentsByPage, mergeSignatures, signatureOf } from './antd-chunks.mjs';
import sharedSingletons from '../../packages/remote-runtime/shared-singletons.json';
import sharedProvides from '../../shell/shared-provides.json';

describe('antdUsage', () => {
  const { unitsByKey, loadSets, pagePaths } = antdUsage(sharedProvides.antd, sharedSingletons);
  const unitsOf = (key: string) => [...(unitsByKey.get(key) ?? [])].sort();

  it('finds what a remote’s ./app imports itself', () => {
    // mf_jars.cardBuilder: AI 制卡, a lazy page of mf-jars with forms of its own.
    expect(unitsOf('antd/es/form')).toEqual(['mf_account', 'mf_jars', 'mf_jars.cardBuilder', 'mf_marketplace']);
  });

  it('follows a workspace entry point it bundles into a library built on antd', () => {
    // mf-account imports @memory/design-system/image-crop-upload, which uses antd-img-crop (antd/es/slider).
    expect(unitsOf('antd/es/slider')).toContain('mf_account');
  });

  it('tells a lazy page from its remote’s start-up, and leaves out what ./app never reaches', () => {
    // mf-memos's feed, stars and trends pages are import()s of routes.tsx; the new-memo page is in ./app.
    expect(unitsOf('antd/es/card').filter((unit) => unit.startsWith('mf_memos'))).toEqual(['mf_memos.memos', 'mf_memos.stars', 'mf_memos.trends']);
    expect(unitsOf('antd/es/radio')).toContain('mf_memos');
    // Its dev harness (src/bootstrap.tsx, not exposed) renders antd Layout: no unit of a remote's uses that.
    expect(unitsOf('antd/es/layout')).toEqual([]);
    expect(pagePaths.get('mf_memos.memos')).toBe('/home/memos');
  });

  it('loads a lazy page with its remote’s start-up', () => {
    expect(loadSets).toContainEqual(['mf_memos', 'mf_memos.memos']);
    expect(loadSets).toContainEqual(['mf_jars']);
  });

  it('counts a remote that renders icons as a user of the icons’ runtime they render with', () => {
    const remotes = new Set(unitsOf('@ant-design/icons/es/components/AntdIconLight').map((unit) => unit.split('.')[0]));
    expect([...remotes].sort()).toEqual(['mf_account', 'mf_jars', 'mf_marketplace', 'mf_memos']);
    expect(unitsOf('@ant-design/icons/es/components/AntdIcon')).toEqual([]);
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

  it('counts what a visit loads together once: a page’s chunk merges into one its start-up loads anyway', () => {
    // Start-up `a` with two lazy pages; `b` another remote. A visit loads a page with its remote's start-up.
    const bytes = new Map([
      ['antd-a+b', 60_000],
      ['antd-a.p', 2_000],
      ['antd-a.q', 30_000],
    ]);
    const loadSets = [['a'], ['a', 'a.p'], ['a', 'a.q'], ['b']];
    const names = mergeSignatures(bytes, 24_000, loadSets);
    // Page p's 2 KB costs less than its request; page q's 30 KB would be downloaded by three visits that do not show q.
    expect(names.get('antd-a.p')).toBe('antd-a+a.p+b');
    expect(names.get('antd-a.q')).toBe('antd-a.q');
  });

  it('keeps apart what would make one visit download more than a request is worth, whatever the others save', () => {
    // Six remotes would each save a request; remote a would download 30 KB it never renders.
    const bytes = new Map([
      ['antd-a+b+c+d+e+f+g', 60_000],
      ['antd-b+c+d+e+f+g', 30_000],
    ]);
    expect(mergeSignatures(bytes, 24_000).get('antd-b+c+d+e+f+g')).toBe('antd-b+c+d+e+f+g');
    bytes.set('antd-b+c+d+e+f+g', 20_000);
    expect(mergeSignatures(bytes, 24_000).get('antd-b+c+d+e+f+g')).toBe('antd-a+b+c+d+e+f+g');
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

describe('lightComponentsByPage', () => {
  it('lists the light components of each start-up and what each lazy page adds, not the heavy ones', () => {
    const byRemote = lightComponentsByPage({
      unitsByKey: new Map([
        ['antd/es/button', new Set(['mf_memos', 'mf_memos.memos', 'mf_jars'])],
        ['antd/es/card', new Set(['mf_memos.memos', 'mf_jars'])],
        ['antd/es/table', new Set(['mf_jars', 'mf_memos.memos'])],
      ]),
      pagePaths: new Map([['mf_memos.memos', '/home/memos']]),
    });
    expect(byRemote).toEqual({
      mf_memos: { app: ['antd/es/button'], pages: { '/home/memos': ['antd/es/card'] } },
      mf_jars: { app: ['antd/es/button', 'antd/es/card'], pages: {} },
    });
  });
});
