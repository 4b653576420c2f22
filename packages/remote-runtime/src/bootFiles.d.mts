/** The files a build lists for the server's preloads, as `{ js, css }` paths relative to its dist. */
export interface FileLists {
  js?: string[];
  css?: string[];
}

export declare const BOOT_FILES: 'boot-files.json';
export declare const PAGE_FILES: 'page-files.json';
export declare const PAGE_CHUNK_PREFIX: 'page-';
