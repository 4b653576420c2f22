import { crossAppPages } from '@memory/contracts';
import { devRemotesJson } from '@memory/federation/remote-routes';
import { createRouteTable, homeMenuItems, homeMenuKeyFor, isProtectedPath, paths, safeReturnTo, topNavKeyFor } from './paths';
import { parseRemotes } from './runtime-config';

// The route patterns as remotes.json lists them: what each remote's routes.json declares.
const remotes = parseRemotes(devRemotesJson());
const declarations = devRemotesJson().remotes;

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

  it('gives every page a remote declares to that remote', () => {
    for (const remote of declarations) {
      for (const page of Object.values(remote.pages)) expect([page.path, ownerOf(page.path)]).toEqual([page.path, remote.name]);
    }
  });

  it('finds each cross-app link target among the pages its owner declares', () => {
    for (const [name, target] of Object.entries(crossAppPages)) {
      const owner = declarations.find((remote) => remote.name === target.owner);
      expect([name, Object.values(owner?.pages ?? {}).some((page) => page.path === target.path)]).toEqual([name, true]);
      expect([name, ownerOf(target.path)]).toEqual([name, target.owner]);
    }
  });

  it('finds each side-menu entry and the shell\'s own links into the remotes among the pages some remote declares', () => {
    const declared = new Set(declarations.flatMap((remote) => Object.values(remote.pages).map((page) => page.path)));
    const remoteLinks = [...homeMenuItems.filter((item) => !item.external).map((item) => item.path), paths.homeDefault, paths.stars, paths.marketplace];
    expect(remoteLinks.filter((path) => !declared.has(path))).toEqual([]);
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
    expect(homeMenuKeyFor('/home/card-builder')).toBe('jars');
    expect(homeMenuKeyFor('/home/create-jar')).toBe('jars');
    expect(homeMenuKeyFor('/home/create-curve')).toBe('curves');
    expect(homeMenuKeyFor('/home/import')).toBe('jars');
    expect(homeMenuKeyFor('/home/import', '?to=memos')).toBe('new-memo');
    expect(homeMenuKeyFor('/home/import', '?to=jar&jarId=3')).toBe('jars');
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
