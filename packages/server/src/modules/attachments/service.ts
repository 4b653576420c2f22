import type { Readable } from 'node:stream';
import {
  MAX_ATTACHMENTS,
  maxBytesFor,
  type AttachBody,
  type Attachment,
  type AttachmentRef,
  type AttachmentType,
  type AttachmentUploadBody,
  type AttachmentUploadResponse,
  type DisattachBody,
} from '@memory/contracts';
import { addDays } from '../../calendar';
import { now, today } from '../../clock';
import type { Database } from '../../db/database';
import { AppError, badField, conflict, notFound } from '../../http/errors';
import { PREMIUM_MESSAGES, type AccountService } from '../account/service';
import { findOwnedMemo } from '../memos/queries';
import { BlobTooLargeError, type BlobStore } from './blob-store';
import {
  attachmentsOfMemos,
  countAttachmentsOfMemo,
  deleteOwnedAttachment,
  findAttachable,
  findAttachment,
  findOwnedAttachments,
  insertPendingAttachment,
  linkAttachment,
  markUploaded,
  type AttachmentRow,
} from './queries';
import type { SignedMethod, UrlSigner } from './signing';

/**
 * What the server accepts, by content type. The picker offers .png .jpg .jpeg .svg / .mp4 .mov (SPEC §5); pasted
 * screenshots and the types the browser infers from other extensions (gif, webp, webm, m4v) are images and
 * videos a learner would expect to work too. Anything else is refused at the upload request.
 */
export const ACCEPTED_CONTENT_TYPES: Readonly<Record<string, AttachmentType>> = {
  'image/png': 'IMAGE',
  'image/jpeg': 'IMAGE',
  'image/svg+xml': 'IMAGE',
  'image/gif': 'IMAGE',
  'image/webp': 'IMAGE',
  'video/mp4': 'VIDEO',
  'video/quicktime': 'VIDEO',
  'video/webm': 'VIDEO',
  'video/x-m4v': 'VIDEO',
};

export const ATTACHMENT_MESSAGES = {
  notFound: '附件不存在',
  unsupportedType: '只支持 PNG、JPG、SVG、GIF、WebP 图片和 MP4、MOV、WebM 视频',
  idTaken: '附件编号已被占用，请重新上传',
  alreadyUploaded: '该附件已上传',
  notUploaded: '附件尚未上传完成',
  typeMismatch: '附件类型不一致',
  contentTypeMismatch: '文件类型与申请上传时不一致',
  invalidLink: '链接无效',
  expiredLink: '链接已过期，请重新上传',
  tooMany: `每条 MEMO 最多 ${MAX_ATTACHMENTS} 个附件`,
  jarsNotYet: '知识罐的附件暂未开放',
  attachedElsewhere: '附件不存在或已被使用',
  memoNotFound: '未找到该 MEMO',
  tooLarge: { IMAGE: '单个图片大小不能超过20MB', VIDEO: '单个视频大小不能超过200MB' } satisfies Record<AttachmentType, string>,
} as const;

/** An upload URL is good for 30 minutes (checked when the upload starts, so a slow 200 MB video still finishes). */
const UPLOAD_URL_TTL_MS = 30 * 60 * 1000;
/**
 * Read URLs last until the end of the 8th day from today (China time): the same URL all day long, so the browser
 * caches the image, and posts kept as 历史 MEMOS keep showing theirs for a week.
 */
const READ_URL_DAYS = 8;

export interface BlobDownload {
  contentType: string;
  size: number;
  open(range?: { start: number; end: number }): Readable;
}

export interface AttachmentsService {
  requestUpload(userId: string, body: AttachmentUploadBody): Promise<AttachmentUploadResponse>;
  /** The PUT to a signed URL: checks signature, expiry, content type and size while streaming to the store. */
  receiveUpload(id: string, link: SignedLink, upload: { contentType: string | undefined; length: number | undefined; body: Readable }): Promise<void>;
  /** The GET of a signed URL. */
  openDownload(id: string, link: SignedLink): Promise<BlobDownload>;
  details(userId: string, ids: readonly string[]): Promise<Attachment[]>;
  attach(userId: string, body: AttachBody): Promise<Attachment>;
  disattach(userId: string, body: DisattachBody): Promise<void>;
  remove(userId: string, id: string): Promise<void>;
  /** For memo creation: every ref must be the caller's own uploaded, unattached file of the stated type (400 otherwise). */
  checkRefsForNewMemo(userId: string, refs: readonly AttachmentRef[]): Promise<void>;
  /** Inside the memo's transaction: puts the checked refs on the memo, in order. */
  linkToMemo(tx: Database, userId: string, memoId: string, refs: readonly AttachmentRef[]): Promise<void>;
  ofMemos(memoIds: readonly string[]): Promise<Map<string, Attachment[]>>;
}

export interface SignedLink {
  expires: number;
  signature: string;
}

export function createAttachmentsService(
  db: Database,
  deps: { blobs: BlobStore; signer: UrlSigner; account: AccountService },
): AttachmentsService {
  const { blobs, signer, account } = deps;

  function readUrlExpiry(): Date {
    return new Date(`${addDays(today(), READ_URL_DAYS)}T00:00:00+08:00`);
  }

  function toAttachment(row: AttachmentRow, expiresAt: Date = readUrlExpiry()): Attachment {
    return { id: row.id, type: row.type, url: signer.signedPath('GET', row.id, row.contentType, expiresAt), blurHash: row.blurHash };
  }

  async function loadOwned(userId: string, id: string): Promise<AttachmentRow> {
    const [row] = await findOwnedAttachments(db, userId, [id]);
    if (!row) throw notFound(ATTACHMENT_MESSAGES.notFound);
    return row;
  }

  /** A signed link must match this attachment, method and content type, and not have expired. */
  async function checkLink(method: SignedMethod, id: string, link: SignedLink): Promise<AttachmentRow> {
    const row = await findAttachment(db, id);
    const verdict = row ? signer.check(method, id, row.contentType, link.expires, link.signature, now()) : 'invalid';
    if (!row || verdict === 'invalid') throw new AppError('FORBIDDEN', ATTACHMENT_MESSAGES.invalidLink);
    if (verdict === 'expired') throw new AppError('FORBIDDEN', ATTACHMENT_MESSAGES.expiredLink);
    return row;
  }

  return {
    async requestUpload(userId, body) {
      const contentType = normaliseContentType(body.contentType);
      const type = ACCEPTED_CONTENT_TYPES[contentType];
      if (!type) throw badField('contentType', ATTACHMENT_MESSAGES.unsupportedType);
      await account.requirePremium(userId, PREMIUM_MESSAGES.attachments);
      const inserted = await insertPendingAttachment(db, {
        id: body.id,
        userId,
        type,
        contentType,
        status: 'PENDING',
        createdAt: now(),
      });
      if (!inserted) {
        // Asking again for one's own unfinished upload (a retry) is fine as long as the type is the same.
        const existing = await findAttachment(db, body.id);
        const retry = existing?.userId === userId && existing.status === 'PENDING' && existing.contentType === contentType;
        if (!retry) throw conflict(ATTACHMENT_MESSAGES.idTaken, { id: ATTACHMENT_MESSAGES.idTaken });
      }
      const signedUrl = signer.signedPath('PUT', body.id, contentType, new Date(now().getTime() + UPLOAD_URL_TTL_MS));
      return { data: { signedUrl, id: body.id } };
    },

    async receiveUpload(id, link, upload) {
      const row = await checkLink('PUT', id, link);
      if (row.status === 'UPLOADED') throw conflict(ATTACHMENT_MESSAGES.alreadyUploaded);
      if (normaliseContentType(upload.contentType ?? '') !== row.contentType) {
        throw badField('contentType', ATTACHMENT_MESSAGES.contentTypeMismatch);
      }
      const maxBytes = maxBytesFor(row.type);
      const tooLarge = () => badField('file', ATTACHMENT_MESSAGES.tooLarge[row.type]);
      // A declared length over the limit is refused before a byte is stored; an undeclared one is counted.
      if (upload.length !== undefined && upload.length > maxBytes) throw tooLarge();
      try {
        const { size } = await blobs.write(id, upload.body, maxBytes);
        await markUploaded(db, id, size, now());
      } catch (error) {
        if (error instanceof BlobTooLargeError) throw tooLarge();
        throw error;
      }
    },

    async openDownload(id, link) {
      const row = await checkLink('GET', id, link);
      const size = row.status === 'UPLOADED' ? await blobs.size(id) : null;
      if (size === null) throw notFound(ATTACHMENT_MESSAGES.notFound);
      return { contentType: row.contentType, size, open: (range) => blobs.read(id, range) };
    },

    async details(userId, ids) {
      const rows = new Map((await findOwnedAttachments(db, userId, ids)).map((row) => [row.id, row]));
      const expiresAt = readUrlExpiry();
      return ids.flatMap((id) => {
        const row = rows.get(id);
        return row && row.status === 'UPLOADED' ? [toAttachment(row, expiresAt)] : [];
      });
    },

    async attach(userId, body) {
      if (body.jarId !== undefined || body.itemId !== undefined) throw badField('itemId', ATTACHMENT_MESSAGES.jarsNotYet);
      const row = await loadOwned(userId, body.id);
      if (row.status !== 'UPLOADED') throw conflict(ATTACHMENT_MESSAGES.notUploaded);
      if (row.type !== body.type) throw badField('type', ATTACHMENT_MESSAGES.typeMismatch);
      let position = row.position;
      if (body.memoId !== undefined && body.memoId !== row.memoId) {
        if (!(await findOwnedMemo(db, userId, body.memoId))) throw notFound(ATTACHMENT_MESSAGES.memoNotFound);
        position = await countAttachmentsOfMemo(db, body.memoId);
        if (position >= MAX_ATTACHMENTS) throw badField('memoId', ATTACHMENT_MESSAGES.tooMany);
      }
      const linked = await linkAttachment(db, userId, row.id, {
        memoId: body.memoId ?? row.memoId,
        position,
        ...(body.blurHash !== undefined ? { blurHash: body.blurHash } : {}),
      });
      if (!linked) throw notFound(ATTACHMENT_MESSAGES.notFound);
      return toAttachment(linked);
    },

    async disattach(userId, body) {
      const row = await loadOwned(userId, body.id);
      if (body.memoId !== undefined && body.memoId !== row.memoId) throw notFound(ATTACHMENT_MESSAGES.notFound);
      await linkAttachment(db, userId, row.id, { memoId: null, position: 0 });
    },

    async remove(userId, id) {
      const removed = await deleteOwnedAttachment(db, userId, id);
      if (!removed) throw notFound(ATTACHMENT_MESSAGES.notFound);
      await blobs.remove(id);
    },

    async checkRefsForNewMemo(userId, refs) {
      if (refs.length === 0) return;
      const ids = refs.map((ref) => ref.id);
      const usable = new Map((await findAttachable(db, userId, ids)).map((row) => [row.id, row]));
      const allUsable = new Set(ids).size === ids.length && refs.every((ref) => usable.get(ref.id)?.type === ref.type);
      if (!allUsable) throw badField('attachments', ATTACHMENT_MESSAGES.attachedElsewhere);
    },

    async linkToMemo(tx, userId, memoId, refs) {
      for (const [position, ref] of refs.entries()) {
        await linkAttachment(tx, userId, ref.id, { memoId, position, ...(ref.blurHash !== undefined ? { blurHash: ref.blurHash } : {}) });
      }
    },

    async ofMemos(memoIds) {
      const byMemo = new Map<string, Attachment[]>();
      const expiresAt = readUrlExpiry();
      for (const row of await attachmentsOfMemos(db, memoIds)) {
        if (!row.memoId) continue;
        const list = byMemo.get(row.memoId) ?? [];
        list.push(toAttachment(row, expiresAt));
        byMemo.set(row.memoId, list);
      }
      return byMemo;
    },
  };
}

/** "image/PNG; charset=binary" → "image/png": parameters and case do not change what the file is. */
export function normaliseContentType(value: string): string {
  return (value.split(';')[0] ?? '').trim().toLowerCase();
}
