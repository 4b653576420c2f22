// The upload of one attachment (SPEC §3, §7), loaded only when the first file is picked: a signed URL for a
// browser-made id, the file PUT to it with progress, and a blurhash of images for the placeholder.
import { nanoid } from 'nanoid';
import { encode } from 'blurhash';
import {
  ATTACHMENT_ID_LENGTH,
  BLURHASH,
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

/** PUT with upload progress: fetch cannot report it, XMLHttpRequest can. No bearer: the URL is signed. */
export function putWithProgress(url: string, file: Blob, contentType: string, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : reject(new Error(`upload failed with ${request.status}`)));
    request.onerror = () => reject(new Error('upload failed'));
    request.send(file);
  });
}

async function loadImage(file: Blob): Promise<CanvasImageSource> {
  if (typeof createImageBitmap === 'function') {
    try {
      return await createImageBitmap(file);
    } catch {
      // SVG cannot become a bitmap directly in every browser; an <img> can draw it.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Blurhash of a 64×64 thumbnail with 4×4 components (SPEC §9); none when the image cannot be drawn. */
export async function blurhashOf(file: Blob): Promise<string | undefined> {
  try {
    const { thumbnailSize: size, componentsX, componentsY } = BLURHASH;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.drawImage(await loadImage(file), 0, 0, size, size);
    return encode(context.getImageData(0, 0, size, size).data, size, size, componentsX, componentsY);
  } catch {
    return undefined;
  }
}

export async function uploadAttachment(file: File, type: AttachmentType, { requestUpload, onProgress }: UploadOptions): Promise<UploadedAttachment> {
  const contentType = contentTypeFor(file.name, file.type);
  const { data } = await requestUpload({ id: nanoid(ATTACHMENT_ID_LENGTH), contentType });
  const blurHash = type === 'IMAGE' ? blurhashOf(file) : Promise.resolve(undefined);
  await putWithProgress(data.signedUrl, file, contentType, onProgress);
  return { id: data.id, blurHash: await blurHash };
}
