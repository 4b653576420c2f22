import { loadShare, preloadRemote } from '@module-federation/enhanced/runtime';
import { preloadRemoteApp } from './preload-remote-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(() => Promise.resolve()),
  loadShare: jest.fn(() => Promise.resolve(false)),
}));

describe('preloadRemoteApp', () => {
  afterEach(() => {
    delete process.env.MEMORY_ANTD_BY_REMOTE;
    jest.clearAllMocks();
  });

  it('loads the antd components the URL’s remote imports from the shell’s chunks with the remote, once', () => {
    process.env.MEMORY_ANTD_BY_REMOTE = JSON.stringify({ mf_memos: ['antd/es/card', 'antd/es/radio'], mf_jars: ['antd/es/form'] });
    preloadRemoteApp('mf_memos', { withAntd: true });
    preloadRemoteApp('mf_memos', { withAntd: true });
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(jest.mocked(loadShare).mock.calls.map(([key]) => key)).toEqual(['antd/es/card', 'antd/es/radio']);
  });

  it('loads no component for a speculative preload (a hovered link)', () => {
    process.env.MEMORY_ANTD_BY_REMOTE = JSON.stringify({ mf_jars: ['antd/es/form'] });
    preloadRemoteApp('mf_jars');
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(loadShare).not.toHaveBeenCalled();
  });

  it('loads no component when the build lists none (development)', () => {
    preloadRemoteApp('mf_account', { withAntd: true });
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(loadShare).not.toHaveBeenCalled();
  });
});
