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

/** Second step of an upload: PUT the file body to the signed URL (no bearer: the URL carries its signature). */
export async function uploadToSignedUrl(signedUrl: string, file: Blob, contentType: string): Promise<void> {
  const response = await fetch(signedUrl, { method: 'PUT', body: file, headers: { 'Content-Type': contentType } });
  if (!response.ok) throw new Error(`upload failed with ${response.status}`);
}
