import { createRouteTable, homeMenuKeyFor, isProtectedPath, safeReturnTo, topNavKeyFor, type RemoteDescriptor } from './paths';

// The route patterns of ARCHITECTURE §1, as remotes.json lists them.
const remotes: RemoteDescriptor[] = [
  { name: 'mf_memos', entry: 'http://x/memos/mf-manifest.json', routes: ['/home/new-memo', '/home/memos', '/home/stars', '/home/trends'] },
  {
    name: 'mf_jars',
    entry: 'http://x/jars/mf-manifest.json',
    routes: ['/home/jars/*', '/home/create-jar', '/home/curves', '/home/create-curve', '/home/curves/*'],
  },
  {
    name: 'mf_marketplace',
    entry: 'http://x/marketplace/mf-manifest.json',
    routes: ['/marketplace', '/marketplace/*', '/home/store', '/home/store/*', '/home/jars/:id/publish'],
  },
  { name: 'mf_account', entry: 'http://x/account/mf-manifest.json', routes: ['/home/account', '/home/member-cards', '/home/settings', '/order/*'] },
];

const table = createRouteTable(remotes);
const ownerOf = (pathname: string) => {
  const owner = table.resolveOwner(pathname);
  return owner?.kind === 'remote' ? owner.remote : owner?.kind ?? null;
};

describe('route ownership', () => {
  it.each([
    ['/home/new-memo', 'mf_memos'],
    ['/home/trends', 'mf_memos'],
    ['/home/jars', 'mf_jars'],
    ['/home/jars/42', 'mf_jars'],
    ['/home/jars/42/items/7/edit', 'mf_jars'],
    ['/home/curves/3/edit', 'mf_jars'],
    ['/home/create-jar', 'mf_jars'],
    ['/marketplace', 'mf_marketplace'],
    ['/marketplace/jar/9', 'mf_marketplace'],
    ['/home/store/jar-publish-tasks', 'mf_marketplace'],
    ['/home/settings', 'mf_account'],
    ['/order/abc', 'mf_account'],
  ])('%s belongs to %s', (pathname, expected) => {
    expect(ownerOf(pathname)).toBe(expected);
  });

  it('gives the publish page of a jar to the marketplace, though /home/jars/* is the jars remote', () => {
    expect(ownerOf('/home/jars/42/publish')).toBe('mf_marketplace');
    expect(ownerOf('/home/jars/42/settings')).toBe('mf_jars');
  });

  it.each(['/', '/login', '/callback', '/mobile-app', '/contact-us', '/markdown-help', '/home', '/home/feedback'])(
    '%s is a shell page',
    (pathname) => expect(ownerOf(pathname)).toBe('shell'),
  );

  it.each(['/nope', '/home/unknown', '/home/new-memo/extra', '/login/x'])('%s belongs to nobody (404)', (pathname) => {
    expect(ownerOf(pathname)).toBeNull();
  });

  it('knows no remote when remotes.json listed none', () => {
    expect(createRouteTable([]).resolveOwner('/home/jars')).toBeNull();
  });
});

describe('protection and menus', () => {
  it('protects /home and /order only', () => {
    expect(['/home', '/home/jars/1', '/order/5'].map(isProtectedPath)).toEqual([true, true, true]);
    expect(['/', '/marketplace', '/homepage', '/orders'].map(isProtectedPath)).toEqual([false, false, false, false]);
  });

  it('lights the side-menu item of the section the URL is in', () => {
    expect(homeMenuKeyFor('/home/new-memo')).toBe('new-memo');
    expect(homeMenuKeyFor('/home/jars/3/items/4')).toBe('jars');
    expect(homeMenuKeyFor('/home/create-jar')).toBe('jars');
    expect(homeMenuKeyFor('/home/create-curve')).toBe('curves');
    expect(homeMenuKeyFor('/home/store/jar-publish-tasks')).toBe('store');
    expect(homeMenuKeyFor('/home/unknown')).toBeUndefined();
    expect(homeMenuKeyFor('/marketplace')).toBeUndefined();
  });

  it('lights the top-nav item, with every /home page under 首页', () => {
    expect(topNavKeyFor('/home/curves')).toBe('home');
    expect(topNavKeyFor('/marketplace/jar/1')).toBe('marketplace');
    expect(topNavKeyFor('/contact-us')).toBe('contact-us');
    expect(topNavKeyFor('/')).toBeUndefined();
  });
});

describe('safeReturnTo', () => {
  it('keeps in-app paths and refuses anything that leaves the app or loops through sign-in', () => {
    expect(safeReturnTo('/home/jars/3?tab=items')).toBe('/home/jars/3?tab=items');
    expect(safeReturnTo('https://evil.example')).toBe('/home/new-memo');
    expect(safeReturnTo('//evil.example')).toBe('/home/new-memo');
    expect(safeReturnTo('/login?returnTo=/home')).toBe('/home/new-memo');
    expect(safeReturnTo(null)).toBe('/home/new-memo');
  });
});
