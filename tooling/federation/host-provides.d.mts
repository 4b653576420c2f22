// Types of host-provides.mjs.
export interface ProvideOptions {
  shareKey: string;
  version?: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}
export declare const isReExportModule: (resource: string) => boolean;
export declare function hostProvides(o: {
  dir: string;
  shared: Record<string, { singleton?: boolean; requiredVersion?: string | false; treeShaking?: unknown }>;
  cutDown: Record<string, string[]>;
}): { provides: Record<string, ProvideOptions>; modules: Record<string, string> };
