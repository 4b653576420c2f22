// The upload of one attachment (SPEC §3, §7), loaded only when the first file is picked: a signed URL for a
// browser-made id, the file PUT to it with progress, and a blurhash of images for the placeholder (the shared
// PUT and blurhash the jar and avatar uploads use too).
import { nanoid } from 'nanoid';
import { putWithProgress } from '@memory/api';
import { blurhashOf } from '@memory/design-system/blurhash';
import {
  ATTACHMENT_ID_LENGTH,
  contentTypeFor,
  type AttachmentType,
  type AttachmentUploadBody,
  type AttachmentUploadResponse,
} from '@memory/contracts';

export interface UploadedAttachment {
  id: string;
  blurHash?: string;
}

export interface UploadOptions {
  requestUpload(body: AttachmentUploadBody): Promise<AttachmentUploadResponse>;
  onProgress(percent: number): void;
}

export async function uploadAttachment(file: File, type: AttachmentType, { requestUpload, onProgress }: UploadOptions): Promise<UploadedAttachment> {
  const contentType = contentTypeFor(file.name, file.type);
  const { data } = await requestUpload({ id: nanoid(ATTACHMENT_ID_LENGTH), contentType });
  const blurHash = type === 'IMAGE' ? blurhashOf(file) : Promise.resolve(undefined);
  await putWithProgress(data.signedUrl, file, contentType, onProgress);
  return { id: data.id, blurHash: await blurHash };
}
