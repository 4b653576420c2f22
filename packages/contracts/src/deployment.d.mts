/** A remote of this workspace. */
export interface RemoteApp {
  /** Module Federation container name */
  name: string;
  /** folder in the repository, and path segment under /remotes/ */
  folder: string;
  /** its dev server's port (`pnpm dev`) */
  devPort: number;
}

export declare const REMOTE_APPS: readonly RemoteApp[];

/** The files a build lists for the server's preloads, as `{ js, css }` paths relative to its dist. */
export interface FileLists {
  js?: string[];
  css?: string[];
  /** A remote's lists: the shared modules (share keys, e.g. antd/es/tabs) these chunks consume from the host. */
  shared?: string[];
}

export declare const BOOT_FILES: 'boot-files.json';
export declare const PAGE_FILES: 'page-files.json';
export declare const SHARED_FILES: 'shared-files.json';
export declare const PAGE_CHUNK_PREFIX: 'page-';
export declare const SHARED_EXPORTS_FILE: 'shared-exports.json';
