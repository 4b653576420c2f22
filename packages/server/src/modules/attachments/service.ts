import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  MAX_ATTACHMENTS,
  MAX_PENDING_UPLOADS,
  STORAGE_QUOTA_BYTES,
  maxBytesFor,
  ATTACHMENT_ID_LENGTH,
  ATTACHMENT_MESSAGES,
  FILE_SNIFF_BYTES,
  contentTypeFor,
  bytesMatchContentType,
  chinaDayStart,
  PREMIUM_REQUIRED_MESSAGES,
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
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { attachments } from '../../db/schema/attachments';
import { jars } from '../../db/schema/jars';
import { AppError, badField, conflict, notFound } from '../../http/errors';
import type { AccountService } from '../account/service';
import { BlobTooLargeError, type BlobStore } from './blob-store';
import { formatBytes } from './format-bytes';
import {
  countUploadedAttachmentsOf,
  deleteAttachments,
  findOwnedJarItem,
  insertUploadedAttachments,
  isAvatarFile,
  uploadedAttachmentsOf,
  subscribedAttachmentsOf,
  isJarCover,
  deleteOwnedAttachment,
  findAttachable,
  findAttachment,
  findOwnedAttachments,
  insertPendingAttachment,
  linkAttachment,
  lockStorageOf,
  markUploaded,
  storageUse,
  type AttachmentRow,
} from './queries';
import type { SignedMethod, UrlSigner } from './signing';
import { peekStart, sniffContentType } from './sniff';

/**
 * What the server accepts, by content type. The picker offers .png .jpg .jpeg .svg / .mp4 .mov (SPEC §5); pasted
 * screenshots and the types the browser infers from other extensions (gif, webp, webm, m4v) are images and
 * videos a learner would expect to work too. Anything else is refused at the upload request.
 */
const ACCEPTED_CONTENT_TYPES: Readonly<Record<string, AttachmentType>> = {
  'image/png': 'IMAGE',
  'image/jpeg': 'IMAGE',
  'image/svg+xml': 'IMAGE',
  'image/gif': 'IMAGE',
  'image/webp': 'IMAGE',
  'video/mp4': 'VIDEO',
  'video/quicktime': 'VIDEO',
  'video/webm': 'VIDEO',
  'video/x-m4v': 'VIDEO',
  // Audio arrives with imported decks (Anki's [sound:…]); these are what file-type finds in such files.
  'audio/mpeg': 'AUDIO',
  'audio/mp4': 'AUDIO',
  'audio/x-m4a': 'AUDIO',
  'audio/ogg': 'AUDIO',
  'audio/opus': 'AUDIO',
  'audio/wav': 'AUDIO',
  'audio/x-wav': 'AUDIO',
  'audio/aac': 'AUDIO',
  'audio/flac': 'AUDIO',
  'audio/x-flac': 'AUDIO',
};

/** The kind of an accepted content type; own properties only (`__proto__` or `constructor` is not a type). */
const acceptedKind = (contentType: string): AttachmentType | undefined =>
  Object.hasOwn(ACCEPTED_CONTENT_TYPES, contentType) ? ACCEPTED_CONTENT_TYPES[contentType] : undefined;

/** An accepted image or video of the kind and type declared (SVG declared and found alike). */
const bytesMatch = (declared: string, detected: string | undefined): boolean =>
  detected !== undefined && acceptedKind(detected) !== undefined && bytesMatchContentType(declared, detected);

/** An upload URL is good for 30 minutes (checked when the upload starts, so a slow 200 MB video still finishes). */
const UPLOAD_URL_TTL_MS = 30 * 60 * 1000;
/**
 * Read URLs last until the end of the 8th day from today (China time): the same URL all day long, so the browser
 * caches the image, and posts kept as 历史 MEMOS keep showing theirs for a week.
 */
const READ_URL_DAYS = 8;

/** Why an imported file was not stored. */
export type ImportedFileRefusal = 'UNSUPPORTED_MEDIA' | 'TOO_LARGE' | 'OVER_QUOTA' | 'PREMIUM_REQUIRED';

/** A file stored for the caller and on nothing yet (a copy, an imported file): what the owner's module links. */
export type StoredFile = AttachmentRow;

export interface BlobDownload {
  contentType: string;
  size: number;
  open(range?: { start: number; end: number }): Readable;
}

export interface AttachmentsService {
  requestUpload(userId: string, body: AttachmentUploadBody): Promise<AttachmentUploadResponse>;
  /** An avatar upload: an image of any account (premium not required), its id chosen here. */
  requestAvatarUpload(userId: string, contentType: string): Promise<AttachmentUploadResponse>;
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
  ofJarItems(itemIds: readonly string[]): Promise<Map<string, Attachment[]>>;
  /** Signed read URLs of these attachments (jar covers), by id; missing or unfinished ones are left out. */
  readUrls(ids: readonly string[]): Promise<Map<string, string>>;
  /**
   * A jar cover must be the caller's uploaded image on no memo or item and no other jar (`jarId`: the jar being
   * edited may keep its own): another user's or a missing one is a 404, anything else a 400 on coverAttachmentId.
   */
  checkCover(userId: string, id: string, jarId?: string): Promise<void>;
  /** Copies of the memos' files (new ids, bytes copied in the blob store), not yet on anything: memo id → copies. */
  copyFilesOfMemos(memoIds: readonly string[]): Promise<Map<string, StoredFile[]>>;
  /** Inside the item's transaction: records copies made by copyFilesOfMemos on the item, in order. */
  linkCopiesToItem(tx: Database, itemId: string, copies: readonly StoredFile[]): Promise<void>;
  /**
   * An imported file (a deck's image, a flomo picture), checked as an upload is: an accepted type by its name and by
   * its bytes, the size limit of its kind, the owner's membership and quota. Stored on nothing yet (the sweeper
   * removes it if the import never links it); a refusal is answered with its reason, for the import's report. The
   * bytes are not kept once it answers (the import reads the next file into the same memory).
   */
  storeImportedFile(userId: string, name: string, bytes: Uint8Array): Promise<{ file: StoredFile } | { refused: ImportedFileRefusal; detail: string }>;
  /** Inside the owner's transaction: puts stored files (storeImportedFile) on a memo or a jar item, in order. */
  linkImportedFiles(tx: Database, userId: string, owner: { memoId: string } | { jarItemId: string }, files: readonly StoredFile[]): Promise<void>;
  /** Deletes the rows (in `tx`, or at once) and then the files; for items and jars being deleted. */
  removeFiles(ids: readonly string[]): Promise<void>;
  /** The files of these jar items, for removal together with them. */
  idsOfJarItems(itemIds: readonly string[], tx?: Database): Promise<string[]>;

  // Exports (a jar as an Anki package, 下载我的数据): the rows and the bytes, never a URL.
  /** The uploaded files each of these points shows (a buyer's copy: the creator's), in order: item id → files. */
  filesOfJarItems(itemIds: readonly string[]): Promise<Map<string, StoredFile[]>>;
  /** Every uploaded file the user owns (memos, points, covers, avatar, files on nothing yet), oldest first. */
  filesOfUser(userId: string): Promise<StoredFile[]>;
  /** A stored file's bytes, streamed from the blob store. */
  openFile(id: string): Readable;
}

export interface SignedLink {
  expires: number;
  signature: string;
}

/** Per-person storage limits; the defaults are @memory/contracts' (tests and operators may set others). */
export interface StorageLimits {
  quotaBytes: number;
  maxPendingUploads: number;
}

const DEFAULT_STORAGE_LIMITS: StorageLimits = { quotaBytes: STORAGE_QUOTA_BYTES.MEMBER, maxPendingUploads: MAX_PENDING_UPLOADS };

export function createAttachmentsService(
  db: Database,
  deps: {
    blobs: BlobStore;
    signer: UrlSigner;
    account: AccountService;
    /** Whether the memo is the user's (the memos module's MemosService.owns). */
    ownsMemo(userId: string, memoId: string): Promise<boolean>;
    limits?: StorageLimits;
  },
): AttachmentsService {
  const { blobs, signer, account } = deps;
  const limits = deps.limits ?? DEFAULT_STORAGE_LIMITS;

  /**
   * Room for one more upload slot of `type`: open slots under the cap, and uploaded bytes plus the most every open
   * slot (this one included) may still bring under the quota. Runs under the person's lock.
   */
  async function checkRoom(tx: Database, userId: string, type: AttachmentType, exceptId: string): Promise<void> {
    const use = await storageUse(tx, userId, new Date(now().getTime() - UPLOAD_URL_TTL_MS), exceptId);
    if (use.openImages + use.openVideos >= limits.maxPendingUploads) throw new AppError('RATE_LIMITED', ATTACHMENT_MESSAGES.tooManyPending(limits.maxPendingUploads));
    const reserved = use.openImages * maxBytesFor('IMAGE') + use.openVideos * maxBytesFor('VIDEO') + maxBytesFor(type);
    if (use.uploadedBytes + reserved > limits.quotaBytes) {
      const message = ATTACHMENT_MESSAGES.quotaFull(formatBytes(use.uploadedBytes), formatBytes(limits.quotaBytes));
      throw new AppError('PAYLOAD_TOO_LARGE', message, { contentType: message });
    }
  }

  function readUrlExpiry(): Date {
    return chinaDayStart(addDays(today(), READ_URL_DAYS));
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
    async requestAvatarUpload(userId, requested) {
      const contentType = normaliseContentType(requested);
      if (acceptedKind(contentType) !== 'IMAGE') throw badField('contentType', ATTACHMENT_MESSAGES.avatarImageOnly);
      const id = randomBytes(16).toString('base64url').slice(0, ATTACHMENT_ID_LENGTH);
      await insertPendingAttachment(db, { id, userId, type: 'IMAGE', contentType, status: 'PENDING', createdAt: now() });
      const signedUrl = signer.signedPath('PUT', id, contentType, new Date(now().getTime() + UPLOAD_URL_TTL_MS));
      return { data: { signedUrl, id } };
    },

    async requestUpload(userId, body) {
      const contentType = normaliseContentType(body.contentType);
      // Own properties only: "__proto__" or "constructor" must not find Object's built-ins.
      const type = acceptedKind(contentType);
      if (!type) throw badField('contentType', ATTACHMENT_MESSAGES.unsupportedType);
      await account.requirePremium(userId, PREMIUM_REQUIRED_MESSAGES.ATTACHMENTS);
      const inserted = await db.transaction(async (tx) => {
        await lockStorageOf(tx, userId);
        await checkRoom(tx, userId, type, body.id);
        return insertPendingAttachment(tx, { id: body.id, userId, type, contentType, status: 'PENDING', createdAt: now() });
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
      // The name's extension chose the content type; the first bytes must show that file, or it is refused with
      // the message a wrong extension gets (a .txt renamed .png would otherwise be stored and shown broken).
      const { sample, body } = await peekStart(upload.body);
      if (!bytesMatch(row.contentType, await sniffContentType(sample))) {
        const message = (await isAvatarFile(db, id)) ? ATTACHMENT_MESSAGES.avatarImageOnly : ATTACHMENT_MESSAGES.unsupportedType;
        throw badField('file', message);
      }
      try {
        const { size } = await blobs.write(id, body, maxBytes);
        // The bytes really written count against the quota (the slot reserved the most its type may bring).
        const stored = await storageUse(db, row.userId, now(), id);
        if (stored.uploadedBytes + size > limits.quotaBytes) {
          await blobs.remove(id);
          const message = ATTACHMENT_MESSAGES.quotaFull(formatBytes(stored.uploadedBytes), formatBytes(limits.quotaBytes));
          throw new AppError('PAYLOAD_TOO_LARGE', message, { file: message });
        }
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
      const row = await loadOwned(userId, body.id);
      if (row.status !== 'UPLOADED') throw conflict(ATTACHMENT_MESSAGES.notUploaded);
      if (row.type !== body.type) throw badField('type', ATTACHMENT_MESSAGES.typeMismatch);
      if (body.itemId !== undefined) return attachToItem(userId, row, body.itemId, body.jarId, body.blurHash);
      if (body.jarId !== undefined) throw badField('itemId', ATTACHMENT_MESSAGES.jarNeedsItem);
      let position = row.position;
      if (body.memoId !== undefined && body.memoId !== row.memoId) {
        if (row.jarItemId !== null || (await isJarCover(db, row.id))) throw badField('id', ATTACHMENT_MESSAGES.attachedElsewhere);
        if (!(await deps.ownsMemo(userId, body.memoId))) throw notFound(ATTACHMENT_MESSAGES.memoNotFound);
        position = await countUploadedAttachmentsOf(db, 'memo', body.memoId);
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
      if (body.itemId !== undefined) {
        const item = await findOwnedJarItem(db, userId, body.itemId, body.jarId);
        if (!item || row.jarItemId !== item.id) throw notFound(ATTACHMENT_MESSAGES.notFound);
        if (item.role === 'BUYER') throw new AppError('FORBIDDEN', ATTACHMENT_MESSAGES.buyerReadOnly);
      }
      await linkAttachment(db, userId, row.id, { memoId: null, jarItemId: null, position: 0 });
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
      return groupBy(await uploadedAttachmentsOf(db, 'memo', memoIds), (row) => row.memoId);
    },

    async ofJarItems(itemIds) {
      const [own, subscribed] = await Promise.all([uploadedAttachmentsOf(db, 'jarItem', itemIds), subscribedAttachmentsOf(db, itemIds)]);
      return groupBy([...own, ...subscribed], (row) => row.jarItemId);
    },

    async readUrls(ids) {
      const urls = new Map<string, string>();
      // A page of jars without covers asks for none: no clock, no query.
      if (ids.length === 0) return urls;
      const expiresAt = readUrlExpiry();
      for (const row of await db.select().from(attachments).where(inArray(attachments.id, [...ids]))) {
        if (row.status === 'UPLOADED') urls.set(row.id, toAttachment(row, expiresAt).url);
      }
      return urls;
    },

    async checkCover(userId, id, jarId) {
      const [row] = await findOwnedAttachments(db, userId, [id]);
      if (!row) throw notFound(ATTACHMENT_MESSAGES.coverNotFound);
      const field = 'coverAttachmentId';
      if (row.status !== 'UPLOADED') throw badField(field, ATTACHMENT_MESSAGES.notUploaded);
      if (row.type !== 'IMAGE') throw badField(field, ATTACHMENT_MESSAGES.coverImageOnly);
      if (row.memoId !== null || row.jarItemId !== null) throw badField(field, ATTACHMENT_MESSAGES.attachedElsewhere);
      const [usedBy] = await db.select({ id: jars.id }).from(jars).where(eq(jars.coverAttachmentId, id)).limit(1);
      if (usedBy && usedBy.id !== jarId) throw badField(field, ATTACHMENT_MESSAGES.attachedElsewhere);
    },

    async copyFilesOfMemos(memoIds) {
      const copies = new Map<string, AttachmentRow[]>();
      const at = now();
      for (const source of await uploadedAttachmentsOf(db, 'memo', memoIds)) {
        if (!source.memoId) continue;
        const id = randomBytes(16).toString('base64url').slice(0, 21);
        const { size } = await blobs.write(id, blobs.read(source.id), maxBytesFor(source.type));
        const copy: AttachmentRow = { ...source, id, memoId: null, jarItemId: null, sizeBytes: size, createdAt: at, uploadedAt: at };
        copies.set(source.memoId, [...(copies.get(source.memoId) ?? []), copy]);
      }
      return copies;
    },

    async linkCopiesToItem(tx, itemId, copies) {
      await insertUploadedAttachments(
        tx,
        copies.map((copy, position) => ({ ...copy, jarItemId: itemId, position })),
      );
    },

    async storeImportedFile(userId, name, bytes) {
      const declared = normaliseContentType(contentTypeFor(name));
      const type = acceptedKind(declared);
      const detected = await sniffContentType(bytes.subarray(0, FILE_SNIFF_BYTES));
      if (!type || !bytesMatch(declared, detected)) return { refused: 'UNSUPPORTED_MEDIA', detail: ATTACHMENT_MESSAGES.importUnsupported(name) };
      if (bytes.length > maxBytesFor(type)) return { refused: 'TOO_LARGE', detail: ATTACHMENT_MESSAGES.importTooLarge(name, formatBytes(maxBytesFor(type))) };
      if (!(await account.isPremium(userId))) return { refused: 'PREMIUM_REQUIRED', detail: PREMIUM_REQUIRED_MESSAGES.ATTACHMENTS };
      const id = randomBytes(16).toString('base64url').slice(0, ATTACHMENT_ID_LENGTH);
      const at = now();
      const row: AttachmentRow = {
        id,
        userId,
        type,
        contentType: declared,
        status: 'UPLOADED',
        sizeBytes: bytes.length,
        blurHash: null,
        memoId: null,
        jarItemId: null,
        position: 0,
        createdAt: at,
        uploadedAt: at,
      };
      // The quota is checked and the row written under the person's lock, so two imports cannot both squeeze in.
      const fits = await db.transaction(async (tx) => {
        await lockStorageOf(tx, userId);
        const use = await storageUse(tx, userId, new Date(at.getTime() - UPLOAD_URL_TTL_MS));
        if (use.uploadedBytes + bytes.length > limits.quotaBytes) return false;
        await insertUploadedAttachments(tx, [row]);
        return true;
      });
      if (!fits) return { refused: 'OVER_QUOTA', detail: ATTACHMENT_MESSAGES.importOverQuota(name, formatBytes(limits.quotaBytes)) };
      try {
        await blobs.write(id, Readable.from([bytes]), maxBytesFor(type));
      } catch (error) {
        await deleteAttachments(db, [id]);
        throw error;
      }
      return { file: row };
    },

    async linkImportedFiles(tx, userId, owner, files) {
      for (const [position, file] of files.entries()) {
        await linkAttachment(tx, userId, file.id, 'memoId' in owner ? { memoId: owner.memoId, position } : { memoId: null, jarItemId: owner.jarItemId, position });
      }
    },

    async removeFiles(ids) {
      await deleteAttachments(db, ids);
      for (const id of ids) await blobs.remove(id);
    },

    async idsOfJarItems(itemIds, tx = db) {
      if (itemIds.length === 0) return [];
      const rows = await tx.select({ id: attachments.id }).from(attachments).where(inArray(attachments.jarItemId, [...itemIds]));
      return rows.map((row) => row.id);
    },

    async filesOfJarItems(itemIds) {
      const grouped = new Map<string, StoredFile[]>();
      // Large jars ask in slices: one ANY() of 10 000 ids is fine, but the subscribed join stays cheaper in pieces.
      for (let start = 0; start < itemIds.length; start += 1000) {
        const slice = itemIds.slice(start, start + 1000);
        const [own, subscribed] = await Promise.all([uploadedAttachmentsOf(db, 'jarItem', slice), subscribedAttachmentsOf(db, slice)]);
        for (const row of [...own, ...subscribed]) {
          if (!row.jarItemId) continue;
          const list = grouped.get(row.jarItemId) ?? [];
          list.push(row);
          grouped.set(row.jarItemId, list);
        }
      }
      return grouped;
    },

    async filesOfUser(userId) {
      return db
        .select()
        .from(attachments)
        .where(and(eq(attachments.userId, userId), eq(attachments.status, 'UPLOADED')))
        .orderBy(asc(attachments.createdAt), asc(attachments.id));
    },

    openFile(id) {
      return blobs.read(id);
    },
  };

  function groupBy(rows: AttachmentRow[], keyOf: (row: AttachmentRow) => string | null): Map<string, Attachment[]> {
    const grouped = new Map<string, Attachment[]>();
    const expiresAt = readUrlExpiry();
    for (const row of rows) {
      const key = keyOf(row);
      if (!key) continue;
      const list = grouped.get(key) ?? [];
      list.push(toAttachment(row, expiresAt));
      grouped.set(key, list);
    }
    return grouped;
  }

  /** A knowledge point's file (premium, the owner's own item; a buyer's copy of a creator's item is read-only). */
  async function attachToItem(userId: string, row: AttachmentRow, itemId: string, jarId: string | undefined, blurHash: string | undefined) {
    const item = await findOwnedJarItem(db, userId, itemId, jarId);
    if (!item) throw notFound(ATTACHMENT_MESSAGES.itemNotFound);
    if (item.role === 'BUYER') throw new AppError('FORBIDDEN', ATTACHMENT_MESSAGES.buyerReadOnly);
    await account.requirePremium(userId, PREMIUM_REQUIRED_MESSAGES.ATTACHMENTS);
    let position = row.position;
    if (row.jarItemId !== item.id) {
      if (row.memoId !== null || row.jarItemId !== null || (await isJarCover(db, row.id))) {
        throw badField('id', ATTACHMENT_MESSAGES.attachedElsewhere);
      }
      position = await countUploadedAttachmentsOf(db, 'jarItem', item.id);
      if (position >= MAX_ATTACHMENTS) throw badField('itemId', ATTACHMENT_MESSAGES.tooManyOnItem);
    }
    const linked = await linkAttachment(db, userId, row.id, {
      memoId: null,
      jarItemId: item.id,
      position,
      ...(blurHash !== undefined ? { blurHash } : {}),
    });
    if (!linked) throw notFound(ATTACHMENT_MESSAGES.notFound);
    return toAttachment(linked);
  }
}

/** "image/PNG; charset=binary" → "image/png": parameters and case do not change what the file is. */
function normaliseContentType(value: string): string {
  return (value.split(';')[0] ?? '').trim().toLowerCase();
}
