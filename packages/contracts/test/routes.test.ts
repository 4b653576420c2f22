import { Value } from '@sinclair/typebox/value';
import { fillPath, hrefTo, pathsOf } from '../src/routes';
import { RemoteRoutesSchema } from '../src/remote-routes';

describe('route declarations', () => {
  it('accepts a routes.json with patterns and titled pages, and refuses one that is not', () => {
    const pages = { jars: { path: '/home/jars', title: '知识罐' }, jar: { path: '/home/jars/:id', title: '知识罐' } };
    expect(Value.Check(RemoteRoutesSchema, { $comment: 'why', routes: ['/home/jars/*'], pages })).toBe(true);
    expect(Value.Check(RemoteRoutesSchema, { routes: [], pages })).toBe(false);
    expect(Value.Check(RemoteRoutesSchema, { routes: ['home/jars'], pages })).toBe(false);
    expect(Value.Check(RemoteRoutesSchema, { routes: ['/home/jars/*'], pages: { jars: { path: '/home/jars' } } })).toBe(false);
  });

  it('derives a remote’s paths from its pages and fills patterns in order, encoded', () => {
    expect(pathsOf({ jars: { path: '/home/jars', title: '知识罐' } })).toEqual({ jars: '/home/jars' });
    expect(fillPath('/home/jars/:id/items/:itemId', 'a/b', '7')).toBe('/home/jars/a%2Fb/items/7');
    expect(hrefTo.publicJar('9')).toBe('/marketplace/jar/9');
    expect(hrefTo.memberCards).toBe('/home/member-cards');
  });
});
