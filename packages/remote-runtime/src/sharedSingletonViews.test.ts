import sharedSingletons from '../shared-singletons.json';
import { recordSharedSingletonViews, sharedSingletonViews, SINGLETON_REGISTRY_KEY } from './sharedSingletonViews';

describe('the shared-singleton proof hook', () => {
  it('records a view of exactly the singletons tooling/federation/app-config.mjs shares', () => {
    expect(Object.keys(sharedSingletonViews).sort()).toEqual([...sharedSingletons].sort());
    for (const name of sharedSingletons) expect(sharedSingletonViews[name]).toBeTruthy();
  });

  it('records the views under the app name on window', () => {
    recordSharedSingletonViews('mf_recorded');
    const registry = (window as unknown as Record<string, Record<string, unknown>>)[SINGLETON_REGISTRY_KEY];
    expect(registry?.mf_recorded).toBe(sharedSingletonViews);
  });
});
