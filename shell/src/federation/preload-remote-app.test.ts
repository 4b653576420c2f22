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

  // Each test its own remote: a remote is preloaded once per page load.
  const memos = { app: ['antd/es/radio'], pages: { '/home/memos': ['antd/es/card', 'antd/es/modal'], '/home/stars': ['antd/es/skeleton'] } };
  const byRemote = { mf_memos: memos, mf_memos_again: memos, mf_jars: { app: ['antd/es/form'], pages: {} } };

  it('loads the antd components of the URL’s page from the shell’s chunks with the remote, once', () => {
    process.env.MEMORY_ANTD_BY_REMOTE = JSON.stringify(byRemote);
    preloadRemoteApp('mf_memos', { antdFor: '/home/memos' });
    preloadRemoteApp('mf_memos', { antdFor: '/home/memos' });
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(jest.mocked(loadShare).mock.calls.map(([key]) => key)).toEqual(['antd/es/radio', 'antd/es/card', 'antd/es/modal']);
  });

  it('loads only the start-up’s components for a page in ./app, not the other pages’', () => {
    process.env.MEMORY_ANTD_BY_REMOTE = JSON.stringify(byRemote);
    preloadRemoteApp('mf_memos_again', { antdFor: '/home/new-memo' });
    expect(jest.mocked(loadShare).mock.calls.map(([key]) => key)).toEqual(['antd/es/radio']);
  });

  it('loads no component for a speculative preload (a hovered link)', () => {
    process.env.MEMORY_ANTD_BY_REMOTE = JSON.stringify(byRemote);
    preloadRemoteApp('mf_jars');
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(loadShare).not.toHaveBeenCalled();
  });

  it('loads no component when the build lists none (development)', () => {
    preloadRemoteApp('mf_account', { antdFor: '/home/account' });
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(loadShare).not.toHaveBeenCalled();
  });
});
