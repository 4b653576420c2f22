import { forgetFailedLoads } from './shared-retry-plugin';

describe('forgetFailedLoads', () => {
  it('forgets a rejected load so that the next one starts again, and keeps the others', async () => {
    const failed = { loading: Promise.reject(new Error('chunk failed')), loaded: false };
    const done = { loading: Promise.resolve('lib'), loaded: false };
    const other = { loading: Promise.reject(new Error('other package')), loaded: false };
    other.loading.catch(() => undefined);
    const scopeMap = { default: { 'antd/es/table': { '6.6.8': failed, '6.6.9': done }, 'antd/es/tabs': { '6.6.8': other } } };

    await forgetFailedLoads(scopeMap, 'antd/es/table');

    expect(failed.loading).toBeNull();
    expect(done.loading).not.toBeNull();
    expect(other.loading).not.toBeNull();
  });

  it('does nothing for a package nobody registered', async () => {
    await expect(forgetFailedLoads({ default: {} }, 'antd/es/table')).resolves.toBeUndefined();
  });
});
