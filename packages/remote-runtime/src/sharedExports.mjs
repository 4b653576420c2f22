// The one rule for "can this remote run on this shell": every export a remote's build imports from a shared package
// that the shell provides cut down (tree-shaken) must be in the shell's copy. Plain JavaScript so the shell (at
// runtime, before mounting a remote) and the workspace check (tooling/federation/scripts/check-shared-exports.mjs, after `pnpm build`)
// run the very same code; the types are in sharedExports.d.mts.

import { SHARED_EXPORTS_FILE } from '@memory/contracts/deployment';

export { SHARED_EXPORTS_FILE };

/** Where a remote's record lives, from its manifest URL (remotes.json `entry`). */
export function sharedExportsUrl(manifestUrl) {
  return new URL(SHARED_EXPORTS_FILE, manifestUrl).href;
}

/**
 * The `{ pkg, name }` pairs that `imports` uses and `provides` lacks, sorted. A package the shell does not cut
 * down (absent from `provides`) is loaded whole, so nothing can be missing from it.
 */
export function missingSharedExports(provides, imports) {
  const missing = [];
  for (const [pkg, names] of Object.entries(imports ?? {})) {
    const provided = provides[pkg];
    if (!provided) continue;
    const available = new Set(provided);
    for (const name of names) if (!available.has(name)) missing.push({ pkg, name });
  }
  return missing.sort((a, b) => a.pkg.localeCompare(b.pkg) || a.name.localeCompare(b.name));
}

/** `antd.Mentions, react-router.useBlocker`: for logs and the CI message. */
export function describeMissing(missing) {
  return missing.map(({ pkg, name }) => `${pkg}.${name}`).join(', ');
}
