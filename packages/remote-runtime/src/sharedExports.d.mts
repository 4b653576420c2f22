/** Export names by shared package, e.g. { antd: ['Button', 'Modal'] }. */
export type SharedExportLists = Readonly<Record<string, readonly string[]>>;

/** An app's shared-exports.json: what its code imports from the cut-down shared packages; the shell's also what it provides. */
export interface SharedExportsRecord {
  imports: SharedExportLists;
  provides?: SharedExportLists;
  /** The MF bundler runtime version the shell provides, or a remote uses from the shell (absent: the remote bundles its own). */
  bundlerRuntime?: string;
}

export interface MissingSharedExport {
  pkg: string;
  name: string;
}

export declare const SHARED_EXPORTS_FILE: 'shared-exports.json';
export declare function sharedExportsUrl(manifestUrl: string): string;
export declare function missingSharedExports(provides: SharedExportLists, imports: SharedExportLists | undefined): MissingSharedExport[];
export declare function describeMissing(missing: readonly MissingSharedExport[]): string;
