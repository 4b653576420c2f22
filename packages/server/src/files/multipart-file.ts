// The one file of a multipart request (field `file`), read into memory under a size limit, with the form's other
// fields handed to the caller as they come. Over the limit: 413 naming `file`; no file: 400 naming `file`.
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badField } from '../http/errors';
import { readUploadedFile } from './read-upload';

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

export async function readMultipartFile(request: FastifyRequest, options: MultipartFileOptions): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badField('file', options.messages.missing);
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        const declared = Number(request.headers['content-length'] ?? 0);
        file = { fileName: part.filename || options.defaultName, bytes: await readUploadedFile(part.file, declared, options.maxBytes) };
      } else {
        options.onField?.(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    // The limit is met while the file streams in: either reading the part or reading the next one says so.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', options.messages.tooLarge, { file: options.messages.tooLarge });
    }
    throw error;
  }
  if (!file || file.bytes.length === 0) throw badField('file', options.messages.missing);
  return file;
}
