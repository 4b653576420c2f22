import { assertRemoteCompatible, checkRemoteOnce, loadCompatibleRemote, RemoteIncompatibleError } from './shared-exports-check';

const MANIFEST = 'https://cdn.example.com/mf-jars/mf-manifest.json';
const provides = { antd: ['Button', 'Modal'], 'react-router': ['Link'] };

function serveRecord(response: Response | Error) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('assertRemoteCompatible', () => {
  it('refuses a remote whose build imports an export the shell lacks, naming it', async () => {
    const fetch = serveRecord(json({ imports: { antd: ['Button', 'Mentions'], 'react-router': ['Link'] } }));
    const check = assertRemoteCompatible('mf_jars', MANIFEST, { provides });
    await expect(check).rejects.toBeInstanceOf(RemoteIncompatibleError);
    await expect(check).rejects.toMatchObject({ remote: 'mf_jars', missing: [{ pkg: 'antd', name: 'Mentions' }] });
    expect(fetch).toHaveBeenCalledWith('https://cdn.example.com/mf-jars/shared-exports.json', { cache: 'default' });
  });

  it('lets a remote through whose imports the shell provides', async () => {
    serveRecord(json({ imports: { antd: ['Modal'] } }));
    await expect(assertRemoteCompatible('mf_jars', MANIFEST, { provides })).resolves.toBeUndefined();
  });

  it('judges only on evidence: no record (404, network) is no refusal, the load reports a network failure', async () => {
    serveRecord(json({}, 404));
    await expect(assertRemoteCompatible('mf_jars', MANIFEST, { provides })).resolves.toBeUndefined();
    jest.restoreAllMocks();
    serveRecord(new TypeError('Failed to fetch'));
    await expect(assertRemoteCompatible('mf_jars', MANIFEST, { provides })).resolves.toBeUndefined();
  });

  it('refuses a remote that uses the shell’s MF bundler runtime of a version this shell does not provide', async () => {
    serveRecord(json({ imports: {}, bundlerRuntime: '2.10.0' }));
    const check = assertRemoteCompatible('mf_jars', MANIFEST, { provides, bundlerRuntime: '2.9.2' });
    await expect(check).rejects.toMatchObject({ remote: 'mf_jars', missing: [], bundlerRuntime: '2.10.0' });
    await expect(check).rejects.toThrow("mf_jars needs the shell's MF bundler runtime 2.10.0, which this shell does not provide: deploy the shell first");
    jest.restoreAllMocks();
    // The same version, or a remote with its own copy (no version in its record), runs.
    serveRecord(json({ imports: {}, bundlerRuntime: '2.9.2' }));
    await expect(assertRemoteCompatible('mf_jars', MANIFEST, { provides, bundlerRuntime: '2.9.2' })).resolves.toBeUndefined();
    jest.restoreAllMocks();
    serveRecord(json({ imports: {} }));
    await expect(assertRemoteCompatible('mf_jars', MANIFEST, { provides, bundlerRuntime: null })).resolves.toBeUndefined();
  });

  it('revalidates the record on 重试 (a redeploy may have changed it), and checks nothing without a cut-down list', async () => {
    const fetch = serveRecord(json({ imports: {} }));
    await assertRemoteCompatible('mf_jars', MANIFEST, { provides, fresh: true });
    expect(fetch).toHaveBeenCalledWith(expect.any(String), { cache: 'no-cache' });
    fetch.mockClear();
    await assertRemoteCompatible('mf_jars', MANIFEST, { provides: null });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('checkRemoteOnce', () => {
  it('asks once per remote, and again on 重试', async () => {
    const fetch = serveRecord(json({ imports: {} }));
    // Outside a production build the shell has no cut-down list: nothing to ask.
    await checkRemoteOnce('mf_memos', MANIFEST, false);
    expect(fetch).not.toHaveBeenCalled();
    process.env.MEMORY_SHARED_PROVIDES = JSON.stringify(provides);
    try {
      await checkRemoteOnce('mf_jars', MANIFEST, false);
      await checkRemoteOnce('mf_jars', MANIFEST, false);
      expect(fetch).toHaveBeenCalledTimes(1);
      await checkRemoteOnce('mf_jars', MANIFEST, true);
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      delete process.env.MEMORY_SHARED_PROVIDES;
    }
  });
});

describe('loadCompatibleRemote', () => {
  it('reports the incompatibility, which 重试 cannot fix, over a load failure', async () => {
    const incompatible = new RemoteIncompatibleError('mf_jars', [{ pkg: 'antd', name: 'Mentions' }]);
    await expect(loadCompatibleRemote('mf_jars', Promise.reject(incompatible), Promise.reject(new Error('chunk failed')))).rejects.toBe(incompatible);
    await expect(loadCompatibleRemote('mf_jars', Promise.resolve(), Promise.reject(new Error('chunk failed')))).rejects.toThrow('chunk failed');
    await expect(loadCompatibleRemote('mf_jars', Promise.resolve(), Promise.resolve('lifecycles'))).resolves.toBe('lifecycles');
  });

  it('reports a remoteEntry that threw for want of the shell’s MF bundler runtime as incompatible, not as a network failure', async () => {
    const thrown = new Error('[ Federation Runtime ]: RUNTIME-008 ScriptExecutionError: ShellBundlerRuntimeMissing: this remote uses …');
    const load = loadCompatibleRemote('mf_jars', Promise.resolve(), Promise.reject(thrown));
    await expect(load).rejects.toBeInstanceOf(RemoteIncompatibleError);
    await expect(load).rejects.toThrow("mf_jars needs the shell's MF bundler runtime, which this shell does not provide: deploy the shell first");
  });
});
