// Attachments: signed upload URLs, details, attach / detach / delete.
import type {
  AttachBody,
  Attachment,
  AttachmentDetailBody,
  AttachmentUploadBody,
  AttachmentUploadResponse,
  DisattachBody,
} from '@memory/contracts';
import { api } from '../api';

export const attachmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestAttachmentUpload: build.mutation<AttachmentUploadResponse, AttachmentUploadBody>({
      query: (body) => ({ url: '/attachments', method: 'PUT', body }),
    }),
    /** PUT because the ids travel in the body; it reads, so it is a query. */
    getAttachmentDetails: build.query<Attachment[], AttachmentDetailBody['ids']>({
      query: (ids) => ({ url: '/attachments/detail', method: 'PUT', body: { ids } }),
      providesTags: (result) => (result ?? []).map((attachment) => ({ type: 'Attachment' as const, id: attachment.id })),
    }),
    attachAttachment: build.mutation<Attachment, AttachBody>({
      query: (body) => ({ url: '/attachments', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [
        ...(body.memoId ? [{ type: 'Memo' as const, id: body.memoId }] : []),
        ...(body.itemId ? [{ type: 'JarItem' as const, id: body.itemId }] : []),
      ],
    }),
    disattachAttachment: build.mutation<void, DisattachBody>({
      query: (body) => ({ url: '/attachments/disattach', method: 'PUT', body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'Attachment', id: body.id },
        ...(body.memoId ? [{ type: 'Memo' as const, id: body.memoId }] : []),
        ...(body.itemId ? [{ type: 'JarItem' as const, id: body.itemId }] : []),
      ],
    }),
    deleteAttachment: build.mutation<void, string>({
      query: (id) => ({ url: `/attachments/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Attachment', id }],
    }),
  }),
});

export const {
  useRequestAttachmentUploadMutation,
  useGetAttachmentDetailsQuery,
  useAttachAttachmentMutation,
  useDisattachAttachmentMutation,
  useDeleteAttachmentMutation,
} = attachmentsApi;

/**
 * A refused PUT to a signed URL, shaped like an RTK Query error (`status`, `data`): `apiErrorMessage` then shows the
 * server's words (「单个图片大小不能超过20MB」, a quota message) instead of a bare 上传失败.
 */
export class UploadFailedError extends Error {
  constructor(
    readonly status: number | 'FETCH_ERROR',
    readonly data?: unknown,
  ) {
    super(`upload failed with ${status}`);
  }
}

function bodyOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Second step of an upload: PUT the file to the signed URL (no bearer: the URL carries its signature), with
 * progress (0–100): fetch cannot report it, XMLHttpRequest can. */
export function putWithProgress(signedUrl: string, file: Blob, contentType: string, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', signedUrl);
    request.setRequestHeader('Content-Type', contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300 ? resolve() : reject(new UploadFailedError(request.status, bodyOf(request.responseText)));
    request.onerror = () => reject(new UploadFailedError('FETCH_ERROR'));
    request.send(file);
  });
}
