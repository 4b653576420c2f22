// Exports: a jar as a file (/jars/{id}/export) and 下载我的数据 (/account/export/**). A download carries the bearer
// token like every call (an <a href> would not), comes back as a Blob, and is saved through an object URL; the
// store keeps only its name and size (a Blob is not serialisable state).
import type { AccountExportCreated, AccountExportJob, JarExportFormat } from '@memory/contracts';
import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { api } from '../api';

/** What a download saved. */
export interface SavedDownload {
  fileName: string;
  size: number;
}

/**
 * The file name a download's Content-Disposition gives: `filename*=UTF-8''…` (a Chinese jar name), else the plain
 * `filename`, else `fallback`.
 */
export function downloadFileName(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(header) ?? /filename\s*=\s*([^;]+)/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/** Saves a Blob as a file: a temporary <a download> on an object URL, released once the click has happened. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start reading the URL after click() returns: release it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A download request: the body as a Blob when it succeeded, the server's JSON error otherwise. */
const downloadArgs = (url: string): FetchArgs => ({
  url,
  cache: 'no-store',
  responseHandler: async (response) => (response.ok ? response.blob() : response.json().catch(() => null)),
});

const jarExportPath = (jarId: string, format: JarExportFormat) => `/jars/${encodeURIComponent(jarId)}/export?format=${format}`;
const accountExportPath = (id: string) => `/account/export/${encodeURIComponent(id)}`;

export const exportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 导出: downloads the jar in `format` and saves it under the name the server gives (the jar's name). */
    downloadJarExport: build.mutation<SavedDownload, { jarId: string; format: JarExportFormat; fallbackName?: string }>({
      async queryFn({ jarId, format, fallbackName }, _api, _extra, baseQuery) {
        const result = await baseQuery(downloadArgs(jarExportPath(jarId, format)));
        if (result.error) return { error: result.error };
        const blob = result.data as Blob;
        const fileName = downloadFileName(result.meta?.response?.headers.get('Content-Disposition'), `${fallbackName ?? '知识罐'}.${format}`);
        saveBlob(blob, fileName);
        return { data: { fileName, size: blob.size } };
      },
    }),
    /** 下载我的数据: starts packing (a running export is answered again). */
    startAccountExport: build.mutation<AccountExportCreated, void>({
      query: () => ({ url: '/account/export', method: 'POST' }),
      invalidatesTags: ['AccountExport'],
    }),
    /** The latest export (the server keeps one), so the card shows a finished or running one after a reload. */
    getLatestAccountExport: build.query<AccountExportJob | null, void>({
      query: () => '/account/export/latest',
      providesTags: ['AccountExport'],
    }),
    /** Its state; the card polls it while RUNNING. */
    getAccountExport: build.query<AccountExportJob, string>({
      query: (id) => accountExportPath(id),
      providesTags: (_result, _error, id) => [{ type: 'AccountExport', id }],
    }),
    downloadAccountExport: build.mutation<SavedDownload, string>({
      async queryFn(id, _api, _extra, baseQuery) {
        const result = await baseQuery(downloadArgs(`${accountExportPath(id)}/download`));
        if (result.error) return { error: result.error };
        const blob = result.data as Blob;
        const fileName = downloadFileName(result.meta?.response?.headers.get('Content-Disposition'), '记忆仓库-我的数据.zip');
        saveBlob(blob, fileName);
        return { data: { fileName, size: blob.size } };
      },
    }),
  }),
});

export const {
  useDownloadJarExportMutation,
  useStartAccountExportMutation,
  useGetAccountExportQuery,
  useGetLatestAccountExportQuery,
  useDownloadAccountExportMutation,
} = exportsApi;
