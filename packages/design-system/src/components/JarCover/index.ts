// Imported as '@memory/design-system/jar-cover' (not the shared root): only jar lists and pages draw covers.
export * from './JarCover';
