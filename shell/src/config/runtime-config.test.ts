import { parseAppConfig, parseRemotes, RuntimeConfigError } from './runtime-config';

describe('remotes.json', () => {
  it('reads every well-formed remote and drops malformed ones', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const remotes = parseRemotes({
      remotes: [
        {
          name: 'mf_jars',
          entry: 'http://localhost:3002/mf-manifest.json',
          routes: ['/home/jars/*'],
          pages: { jars: { path: '/home/jars', title: '知识罐' }, broken: { path: '/home/jars/x' } },
        },
        { name: 'mf_curves', entry: 'http://localhost:3005/mf-manifest.json', routes: ['/home/curves'] },
        { name: 'mf_broken', routes: ['/x'] },
      ],
    });
    expect(remotes).toEqual([
      { name: 'mf_jars', entry: 'http://localhost:3002/mf-manifest.json', routes: ['/home/jars/*'], titles: { '/home/jars': '知识罐' } },
      { name: 'mf_curves', entry: 'http://localhost:3005/mf-manifest.json', routes: ['/home/curves'], titles: {} },
    ]);
  });

  it('rejects a file that is not a remotes list', () => {
    expect(() => parseRemotes({ mf_jars: 'x' })).toThrow(RuntimeConfigError);
  });
});

describe('config.json', () => {
  it('fills the defaults the spec fixes', () => {
    expect(parseAppConfig({ oidc: { authority: 'http://h/oidc', clientId: 'memory-web' } })).toEqual({
      oidc: { authority: 'http://h/oidc', clientId: 'memory-web', scope: 'openid profile offline_access' },
      apiBase: '/api',
      feedbackUrl: '',
    });
  });

  it('refuses a config without an OIDC client', () => {
    expect(() => parseAppConfig({ apiBase: '/api' })).toThrow(RuntimeConfigError);
  });
});
