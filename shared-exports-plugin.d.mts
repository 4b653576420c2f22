// Types of shared-exports-plugin.mjs (the parts its tests use; rspack.base.mjs is plain JavaScript).
export declare function importedNames(source: string, pkg: string): Set<string>;
