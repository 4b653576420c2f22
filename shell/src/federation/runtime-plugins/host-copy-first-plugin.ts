// The shared singletons hold React context or global state: the page must run one copy of each, the shell's. The
// production shell provides its copies without consuming them (host-provides.mjs), so the share scope no longer
// marks them "loaded", and loaded-first would fall back to the highest version: a remote built later with a newer
// patch of React would bring a second React. For a singleton the shell provides, this resolves to the shell's copy,
// whatever other apps registered (what loaded-first did while the shell consumed its own copies).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/** The host's entry for the package in the args' scope, if the host registered one. */
export function hostEntry(args: ResolveShareArgs, host: string) {
  const versions = args.shareScopeMap[args.scope]?.[args.pkgName] ?? {};
  return Object.values(versions).find((shared) => shared.from === host) ?? null;
}

export function hostCopyFirstPlugin(host: string): ModuleFederationRuntimePlugin {
  return {
    name: 'memory-host-copy-first-plugin',
    resolveShare(args) {
      const shared = hostEntry(args, host);
      if (!shared || !args.shareInfo.shareConfig?.singleton) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}
