import { RUNTIME_CONFIG_ELEMENT_ID } from '@memory/contracts';
import { loadRuntimeConfig, parseAppConfig, parseRemotes, RuntimeConfigError } from './runtime-config';

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

  it("passes the provider's endpoints on when the server gives them, and ignores a malformed list", () => {
    const metadata = { issuer: 'http://h/oidc', end_session_endpoint: 'http://h/oidc/session/end' };
    expect(parseAppConfig({ oidc: { authority: 'http://h/oidc', clientId: 'memory-web', metadata } }).oidc.metadata).toEqual(metadata);
    expect(parseAppConfig({ oidc: { authority: 'http://h/oidc', clientId: 'memory-web', metadata: { issuer: 1 } } }).oidc.metadata).toBeUndefined();
  });

  it('refuses a config without an OIDC client', () => {
    expect(() => parseAppConfig({ apiBase: '/api' })).toThrow(RuntimeConfigError);
  });
});

describe('loadRuntimeConfig', () => {
  const appJson = { oidc: { authority: 'http://h/oidc', clientId: 'memory-web' } };
  const remotesJson = { remotes: [{ name: 'mf_jars', entry: 'http://h/remotes/mf-jars/mf-manifest.json', routes: ['/home/jars/*'] }] };
  afterEach(() => {
    document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
    jest.restoreAllMocks();
  });

  it('reads both documents from the block the server wrote into index.html, without fetching them', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = RUNTIME_CONFIG_ELEMENT_ID;
    block.textContent = JSON.stringify({ config: appJson, remotes: remotesJson });
    document.head.append(block);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const config = await loadRuntimeConfig();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(config.app.oidc.clientId).toBe('memory-web');
    expect(config.remotes.map((remote) => remote.name)).toEqual(['mf_jars']);
    expect(config.remotesUnavailable).toBe(false);
  });

  it('fetches the documents when index.html carries none (the dev server)', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      Response.json(String(input) === '/config.json' ? appJson : remotesJson),
    );
    const config = await loadRuntimeConfig();
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['/config.json', '/remotes.json']);
    expect(config.remotes).toHaveLength(1);
  });
});
