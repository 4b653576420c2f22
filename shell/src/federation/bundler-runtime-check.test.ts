import { federationFromShell } from '@memory/remote-runtime/bundler-runtime';
import { builtInBundlerRuntime, isShellBundlerRuntimeMissing } from './bundler-runtime-check';

describe('builtInBundlerRuntime', () => {
  it('is the version a production build compiles in, or null (dev)', () => {
    expect(builtInBundlerRuntime()).toBeNull();
    process.env.MEMORY_MF_BUNDLER_RUNTIME = '2.9.2';
    try {
      expect(builtInBundlerRuntime()).toBe('2.9.2');
    } finally {
      delete process.env.MEMORY_MF_BUNDLER_RUNTIME;
    }
  });
});

describe('isShellBundlerRuntimeMissing', () => {
  it('finds the remote’s error in what the MF runtime and the shell wrap it in', () => {
    let thrown: unknown;
    try {
      federationFromShell({}, jest.fn(), '2.9.2');
    } catch (error) {
      thrown = error;
    }
    expect(isShellBundlerRuntimeMissing(thrown)).toBe(true);
    const runtimeError = new Error(`[ Federation Runtime ]: RUNTIME-008 ScriptExecutionError: Script "…/remoteEntry.js" … ${(thrown as Error).message}`);
    expect(isShellBundlerRuntimeMissing({ message: 'mf_jars failed to load (load)', reason: runtimeError })).toBe(true);
    expect(isShellBundlerRuntimeMissing(new Error('Failed to fetch'))).toBe(false);
    expect(isShellBundlerRuntimeMissing(undefined)).toBe(false);
  });
});
