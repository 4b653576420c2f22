// '@memory/remote-runtime/proof-hooks': test scaffolding that only test builds carry. With MEMORY_PROOF_HOOKS=1 at
// build time (tooling/federation/app-config.mjs defines it), each app records its own view of every shared singleton on window so the
// composition e2e can prove the shell and every remote hold the very same module objects. In any other build the
// branch below is constant-false: rspack drops it together with the lazy import, so no registry ships.
// Not part of the shared root on purpose: the views must be compiled into each app's own bundle.

/** Call once from each app's entry (the shell's bootstrap, each remote's app.tsx) with its MF name. */
export function recordSharedSingletons(appName: string): void {
  if (process.env.MEMORY_PROOF_HOOKS) {
    void import('./sharedSingletonViews').then(({ recordSharedSingletonViews }) => recordSharedSingletonViews(appName));
  }
}
