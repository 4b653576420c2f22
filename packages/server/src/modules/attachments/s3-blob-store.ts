import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config';
import { BlobTooLargeError, ByteLimit, throughLimit, type BlobStore } from './blob-store';

/** Parts of a multipart upload; one part at a time, so an upload holds at most this much in memory. */
const PART_BYTES = 8 * 1024 * 1024;

/** A client for the configured bucket's service (AWS S3, MinIO, Cloudflare R2, Ceph …). */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Without keys the SDK's own chain applies (AWS_* variables, an instance or task role).
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: many S3-compatible services refuse (or store verbatim) the SDK's
    // default streamed checksums. Transport integrity is TLS's job; size and type are checked by us anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Blobs as objects named by their id in one bucket. The server stays in the middle: uploads and reads still go
 * through our signed URLs and routes (owner-only, expiring, size and type checked while streaming); only the
 * bytes live in the bucket, which can stay private.
 *
 * An upload is streamed through the size limit into a multipart upload (one part buffered at a time) or, when
 * small, a single PUT; S3 shows the object only once it is complete, and a refused or broken upload is aborted,
 * so nothing half-written or over the limit is kept.
 */
export function s3BlobStore(client: S3Client, bucket: string): BlobStore {
  return {
    async write(id, source, maxBytes) {
      const limiter = new ByteLimit(maxBytes);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: id, Body: limiter },
        partSize: PART_BYTES,
        queueSize: 1,
      });
      try {
        await throughLimit(source, limiter, () => upload.done());
      } catch (error) {
        if (limiter.bytes > maxBytes) throw new BlobTooLargeError(maxBytes);
        throw error;
      }
      return { size: limiter.bytes };
    },

    async size(id) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: id }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    read(id, range) {
      // The interface hands back a stream at once; the object's body flows into it when S3 answers.
      const out = new PassThrough();
      const request = new GetObjectCommand({
        Bucket: bucket,
        Key: id,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      });
      client.send(request).then(
        // pipeline ends the S3 response too when the reader goes away (a closed tab, a seek in a video).
        (object) => pipeline(object.Body as Readable, out).catch((error: unknown) => out.destroy(error as Error)),
        (error: unknown) => out.destroy(error as Error),
      );
      return out;
    },

    async remove(id) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: id }));
    },
  };
}

/** The store of the configured bucket. */
export function s3BlobStoreFor(settings: S3Settings): BlobStore {
  return s3BlobStore(createS3Client(settings), settings.bucket);
}

function isMissing(error: unknown): boolean {
  return error instanceof NotFound || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
}
