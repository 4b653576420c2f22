// The one file of a multipart request (field `file`), read into memory or streamed elsewhere under a size limit, with
// the form's other fields handed to the caller as they come. Over the limit: 413 naming `file`; no file: 400 naming `file`.
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError, badField } from '../http/errors';
import { readUploadedFile, UploadTooLarge } from './read-upload';

export interface UploadedFile {
  fileName: string;
  bytes: Uint8Array;
}

export interface MultipartFileOptions {
  maxBytes: number;
  /** The file's name when the browser sent none. */
  defaultName: string;
  messages: { missing: string; tooLarge: string };
  /** Each other field of the form (may throw a 400 for a bad value). */
  onField?(name: string, value: string): void;
}

/**
 * @fastify/multipart's options for a form of one file under `fileSize` and up to `fields` short fields. Browsers send
 * a file name as UTF-8 bytes (「词汇.csv」), not in latin1: busboy's `defParamCharset`, missing from the types.
 */
export function oneFileForm(fileSize: number, fields: number): FastifyMultipartBaseOptions & { defParamCharset: string } {
  return { defParamCharset: 'utf8', limits: { fileSize, files: 1, fields, fieldSize: 200 } };
}

/** Where the file part goes as it streams in (into memory, into a store…), and how to drop it if the form fails. */
export interface FileReceiver<T> {
  receive(file: Readable & { truncated?: boolean }, declaredBytes: number): Promise<{ value: T; size: number }>;
  discard?(value: T): Promise<void>;
}

/**
 * The form's one file handed to `receiver` as it streams in (the form's parts come in order: it must be consumed
 * before the next). Whatever fails after it was received (a bad field, the limit met) discards it.
 */
export async function receiveMultipartFile<T>(request: FastifyRequest, options: MultipartFileOptions, receiver: FileReceiver<T>): Promise<{ fileName: string; value: T }> {
  if (!request.isMultipart()) throw badField('file', options.messages.missing);
  let file: { fileName: string; value: T; size: number } | null = null;
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', options.messages.tooLarge, { file: options.messages.tooLarge });
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        const declared = Number(request.headers['content-length'] ?? 0);
        const { value, size } = await receiver.receive(part.file, declared);
        file = { fileName: part.filename || options.defaultName, value, size };
        // Cut at the limit, the stream simply ends: what was received is not the file.
        if (part.file.truncated) throw new UploadTooLarge();
      } else {
        options.onField?.(part.fieldname, String(part.value));
      }
    }
    if (!file || file.size === 0) throw badField('file', options.messages.missing);
  } catch (error) {
    if (file) await receiver.discard?.(file.value);
    // The limit is met while the file streams in: either reading the part or reading the next one says so.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  return { fileName: file.fileName, value: file.value };
}

/** The form's one file read into memory under the limit. */
export async function readMultipartFile(request: FastifyRequest, options: MultipartFileOptions): Promise<UploadedFile> {
  const { fileName, value } = await receiveMultipartFile(request, options, {
    async receive(file, declared) {
      const bytes = await readUploadedFile(file, declared, options.maxBytes);
      return { value: bytes, size: bytes.length };
    },
  });
  return { fileName, bytes: value };
}
