import { BUNDLER_RUNTIME_GLOBAL, federationFromShell, provideBundlerRuntime, type BundlerRuntimeFunctions } from './bundlerRuntime.mjs';

const names = ['remotes', 'consumes', 'I', 'installInitialConsumes', 'init', 'getSharedFallbackGetter', 'attachShareScopeMap'];
const functions = Object.fromEntries(names.map((name) => [name, jest.fn()])) as unknown as BundlerRuntimeFunctions;
const runtime = { init: jest.fn() };
const initContainerEntry = jest.fn();

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL];
});

describe('provideBundlerRuntime and federationFromShell', () => {
  it('gives each remote a fresh federation object of the shell’s functions, its own runtime and initContainerEntry', () => {
    provideBundlerRuntime('2.9.2', functions);
    const first = federationFromShell(runtime, initContainerEntry, '2.9.2');
    const second = federationFromShell({}, initContainerEntry, '2.9.2');
    expect(first).toEqual({
      runtime,
      instance: undefined,
      initOptions: undefined,
      bundlerRuntime: {
        remotes: functions.remotes,
        consumes: functions.consumes,
        I: functions.I,
        S: {},
        installInitialConsumes: functions.installInitialConsumes,
        initContainerEntry,
        init: functions.init,
        getSharedFallbackGetter: functions.getSharedFallbackGetter,
      },
      attachShareScopeMap: functions.attachShareScopeMap,
      bundlerRuntimeOptions: {},
    });
    // What an app's MF code writes (share scope, options) stays in that app's object; the functions are the shell's.
    expect(second.bundlerRuntime).not.toBe(first.bundlerRuntime);
    expect(second.bundlerRuntime.S).not.toBe(first.bundlerRuntime.S);
    expect(second.bundlerRuntimeOptions).not.toBe(first.bundlerRuntimeOptions);
    expect(second.bundlerRuntime.consumes).toBe(first.bundlerRuntime.consumes);
    expect(Object.isFrozen((globalThis as unknown as Record<string, { functions: object }>)[BUNDLER_RUNTIME_GLOBAL]?.functions)).toBe(true);
  });

  it('throws, naming both versions, when the shell provides no functions or another version’s', () => {
    expect(() => federationFromShell(runtime, initContainerEntry, '2.9.2')).toThrow(
      "ShellBundlerRuntimeMissing: this remote uses the shell's MF bundler runtime 2.9.2, the shell provides none: deploy the shell first",
    );
    provideBundlerRuntime('2.9.1', functions);
    expect(() => federationFromShell(runtime, initContainerEntry, '2.9.2')).toThrow('MF bundler runtime 2.9.2, the shell provides 2.9.1');
  });
});
