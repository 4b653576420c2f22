// Attachments (images, videos, and the audio of imported decks): signed upload URLs, type and size rules of SPEC §5.
import { Type, type Static } from '@sinclair/typebox';
import {
  ATTACHMENT_ID_LENGTH,
  AUDIO_EXTENSIONS,
  AUDIO_MAX_BYTES,
  BLURHASH_MAX_LENGTH,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  VIDEO_EXTENSIONS,
  VIDEO_MAX_BYTES,
} from './limits';
import { DataOf, Id, Nullable, StringEnum } from './schema-helpers';

export const ATTACHMENT_TYPES = ['IMAGE', 'VIDEO', 'AUDIO'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
export const AttachmentTypeSchema = StringEnum(ATTACHMENT_TYPES);

/** Browser-generated nanoid (21 URL-safe characters). */
export const AttachmentId = Type.String({
  minLength: ATTACHMENT_ID_LENGTH,
  maxLength: ATTACHMENT_ID_LENGTH,
  pattern: '^[A-Za-z0-9_-]+$',
});
export const BlurHash = Type.String({ maxLength: BLURHASH_MAX_LENGTH });

/** An attachment as referenced from a memo or item body. */
export const AttachmentRef = Type.Object({
  id: AttachmentId,
  type: AttachmentTypeSchema,
  blurHash: Type.Optional(BlurHash),
});
export type AttachmentRef = Static<typeof AttachmentRef>;

/** An attachment as the server returns it: url is a signed, expiring download URL. */
export const Attachment = Type.Object({
  id: Id,
  type: AttachmentTypeSchema,
  url: Type.String(),
  blurHash: Nullable(Type.String()),
});
export type Attachment = Static<typeof Attachment>;

/** PUT /api/attachments {id, contentType} → { data: { signedUrl, id } }; then PUT the file body to signedUrl. */
export const AttachmentUploadBody = Type.Object({
  id: AttachmentId,
  contentType: Type.String({ minLength: 1, maxLength: 128 }),
});
export type AttachmentUploadBody = Static<typeof AttachmentUploadBody>;

export const SignedUpload = Type.Object({ signedUrl: Type.String(), id: Id });
export const AttachmentUploadResponse = DataOf(SignedUpload);
export type AttachmentUploadResponse = Static<typeof AttachmentUploadResponse>;

/** PUT /api/attachments/detail {ids} → Attachment[] (fresh signed URLs for attachments the caller owns). */
export const AttachmentDetailBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 100 }) });
export type AttachmentDetailBody = Static<typeof AttachmentDetailBody>;

/** Which memo or jar item an attachment belongs to. */
export const AttachmentOwner = Type.Object({
  memoId: Type.Optional(Id),
  jarId: Type.Optional(Id),
  itemId: Type.Optional(Id),
});

/** POST /api/attachments: attach an uploaded file to a memo or jar item. */
export const AttachBody = Type.Composite([AttachmentRef, AttachmentOwner]);
export type AttachBody = Static<typeof AttachBody>;

/** PUT /api/attachments/disattach: detach from a memo or item without deleting the blob. */
export const DisattachBody = Type.Composite([Type.Object({ id: Id }), AttachmentOwner]);
export type DisattachBody = Static<typeof DisattachBody>;

const CONTENT_TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  webm: 'video/webm',
  ogv: 'video/ogg',
  avi: 'video/x-msvideo',
  mkv: 'video/x-matroska',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/opus',
  wav: 'audio/wav',
  aac: 'audio/aac',
  flac: 'audio/flac',
  '3gp': 'video/3gpp',
};
export const OCTET_STREAM = 'application/octet-stream';

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Content type from the file's own type, else from its extension, else octet-stream (SPEC §5). */
export function contentTypeFor(fileName: string, declaredType?: string | null): string {
  if (declaredType) return declaredType;
  return CONTENT_TYPES_BY_EXTENSION[extensionOf(fileName)] ?? OCTET_STREAM;
}

/** A file extension for a stored file's content type (exports name files `<id>.<ext>`); `bin` when unknown. */
export function extensionFor(contentType: string): string {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'image/jpeg') return 'jpg';
  const known = Object.entries(CONTENT_TYPES_BY_EXTENSION).find(([, value]) => value === type);
  return known ? known[0] : 'bin';
}

export function attachmentTypeOf(contentType: string): AttachmentType | null {
  if (contentType.startsWith('image/')) return 'IMAGE';
  if (contentType.startsWith('video/')) return 'VIDEO';
  if (contentType.startsWith('audio/')) return 'AUDIO';
  return null;
}

const EXTENSIONS: Readonly<Record<AttachmentType, readonly string[]>> = { IMAGE: IMAGE_EXTENSIONS, VIDEO: VIDEO_EXTENSIONS, AUDIO: AUDIO_EXTENSIONS };
const MAX_BYTES: Readonly<Record<AttachmentType, number>> = { IMAGE: IMAGE_MAX_BYTES, VIDEO: VIDEO_MAX_BYTES, AUDIO: AUDIO_MAX_BYTES };

/** Whether the picker accepts this file name (.png .jpg .jpeg .svg / .mp4 .mov; audio comes only by import). */
export function isAcceptedFileName(fileName: string, type: AttachmentType): boolean {
  return EXTENSIONS[type].includes(`.${extensionOf(fileName)}`);
}

export function maxBytesFor(type: AttachmentType): number {
  return MAX_BYTES[type];
}

/** "cannot exceed": exactly the limit is allowed, one byte more is not. */
export function exceedsSizeLimit(type: AttachmentType, bytes: number): boolean {
  return bytes > maxBytesFor(type);
}

/** How many bytes from a file's start are read to tell what it is (file-type's own detection size). */
export const FILE_SNIFF_BYTES = 4100;

const SVG_START = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/i;

/**
 * Whether a file's first bytes are an SVG: text (no NUL byte) whose root element is `<svg`, after at most an XML
 * declaration, comments and a doctype. Magic-byte libraries know binary formats only; SVG is text.
 */
export function startsAsSvg(sample: Uint8Array): boolean {
  if (sample.includes(0)) return false;
  return SVG_START.test(new TextDecoder().decode(sample));
}

/**
 * Whether bytes found to be `detected` (from their magic bytes; undefined when unknown) may be kept as `declared`:
 * the same kind, image or video. Browsers draw a raster image whatever raster type it is served as (a PNG named
 * .jpg shows), but an SVG only as SVG, so SVG must be declared and found alike.
 */
export function bytesMatchContentType(declared: string, detected: string | undefined): boolean {
  if (detected === undefined) return false;
  const kind = attachmentTypeOf(detected);
  if (kind === null || kind !== attachmentTypeOf(declared)) return false;
  return (detected === 'image/svg+xml') === (declared === 'image/svg+xml');
}
