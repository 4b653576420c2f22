import { loadShare, preloadRemote } from '@module-federation/enhanced/runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(() => Promise.resolve()),
  loadShare: jest.fn(() => Promise.resolve(false)),
}));

describe('preloadRemoteApp', () => {
  const compiled = process.env.MEMORY_ANTD_BY_REMOTE;
  afterEach(() => {
    process.env.MEMORY_ANTD_BY_REMOTE = compiled;
    jest.clearAllMocks();
  });

  it('loads the antd components the remote imports from the shell’s chunks with the remote, once', () => {
    process.env.MEMORY_ANTD_BY_REMOTE = JSON.stringify({ mf_memos: ['antd/es/card', 'antd/es/radio'] });
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { preloadRemoteApp } = require('./preload-remote-app') as typeof import('./preload-remote-app');
      preloadRemoteApp('mf_memos');
      preloadRemoteApp('mf_memos');
    });
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(jest.mocked(loadShare).mock.calls.map(([key]) => key)).toEqual(['antd/es/card', 'antd/es/radio']);
  });

  it('loads no component when the build lists none (development)', () => {
    process.env.MEMORY_ANTD_BY_REMOTE = '';
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { preloadRemoteApp } = require('./preload-remote-app') as typeof import('./preload-remote-app');
      preloadRemoteApp('mf_jars');
    });
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(loadShare).not.toHaveBeenCalled();
  });
});
