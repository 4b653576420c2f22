// Standalone entry for the dev harness. The async boundary lets Module Federation negotiate the
// shared singletons before any of them is evaluated.
void import('./bootstrap');
