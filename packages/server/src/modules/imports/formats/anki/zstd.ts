// Zstandard frames of a modern Anki package (its collection, its media map and each media file), decompressed with a
// bound: the frame header's claims (window, content size) are checked before anything is allocated, and the output
// is counted block by block, so a small frame cannot expand into gigabytes.
import { Decompress, decompress } from 'fzstd';
import type { ReusedBuffers } from '../../../../files/reused-buffers';

const ZSTD_MAGIC = 0xfd2fb528;

/** Whether the bytes start with a zstd frame. */
export function isZstd(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) === ZSTD_MAGIC;
}

export class ZstdTooLarge extends Error {}
export class ZstdCorrupt extends Error {}

interface FrameClaims {
  window: number;
  contentSize: number | null;
  /** Where the frame's first block starts, and whether a 4-byte checksum follows its last block. */
  blocksAt: number;
  checksum: boolean;
}

/** What the first frame header claims: the window it needs and the content size when written (RFC 8878 §3.1.1.1). */
function frameClaims(bytes: Uint8Array): FrameClaims {
  if (!isZstd(bytes) || bytes.length < 6) throw new ZstdCorrupt('not a zstd frame');
  const descriptor = bytes[4] ?? 0;
  const contentFlag = descriptor >> 6;
  const singleSegment = (descriptor & 0x20) !== 0;
  const dictionaryBytes = [0, 1, 2, 4][descriptor & 3] ?? 0;
  let at = 5;
  let window = 0;
  if (!singleSegment) {
    const windowDescriptor = bytes[at] ?? 0;
    at += 1;
    const base = 2 ** (10 + (windowDescriptor >> 3));
    window = base + (base / 8) * (windowDescriptor & 7);
  }
  at += dictionaryBytes;
  const contentBytes = [singleSegment ? 1 : 0, 2, 4, 8][contentFlag] ?? 0;
  const checksum = (descriptor & 0x04) !== 0;
  if (contentBytes === 0) return { window, contentSize: null, blocksAt: at, checksum };
  if (bytes.length < at + contentBytes) throw new ZstdCorrupt('truncated frame header');
  let contentSize = 0;
  for (let index = contentBytes - 1; index >= 0; index -= 1) contentSize = contentSize * 256 + (bytes[at + index] ?? 0);
  if (contentBytes === 2) contentSize += 256;
  return { window: singleSegment ? contentSize : window, contentSize, blocksAt: at + contentBytes, checksum };
}

/** The largest block a frame may hold (RFC 8878 §3.1.1.2.4: Block_Maximum_Size, at most the window). */
const BLOCK_MAX = 128 * 1024;

/**
 * Whether a frame can be decompressed straight into a buffer of the size it claims: one frame, nothing after it, and
 * its blocks' headers (read without decompressing anything) cannot produce less than the claim nor much more, so
 * the work done stays proportional to the claim. Anything else takes the counted, streamed path.
 */
function fitsItsClaim(bytes: Uint8Array, claims: FrameClaims & { contentSize: number }): boolean {
  let at = claims.blocksAt;
  let most = 0;
  for (;;) {
    if (at + 3 > bytes.length) return false;
    const header = (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
    const last = (header & 1) === 1;
    const type = (header >> 1) & 3;
    const size = header >>> 3;
    at += 3;
    if (type === 3) return false; // reserved
    // Raw: its bytes; RLE: one byte, repeated; compressed: at most a block.
    most += type === 2 ? Math.min(claims.window, BLOCK_MAX) : size;
    at += type === 1 ? 1 : size;
    if (most > 2 * claims.contentSize + BLOCK_MAX) return false;
    if (last) break;
  }
  return most >= claims.contentSize && at + (claims.checksum ? 4 : 0) === bytes.length;
}

/** The size the frame says it decompresses to, when its writer recorded it (null when not, or not zstd). */
export function zstdContentSize(bytes: Uint8Array): number | null {
  try {
    return frameClaims(bytes).contentSize;
  } catch {
    return null;
  }
}

/**
 * The frame(s) decompressed, refused with ZstdTooLarge beyond `limit` bytes (claimed or produced) and with
 * ZstdCorrupt when the data is not valid zstd. A frame decompressed in place is as long as it claims (fzstd checks
 * neither the claim nor the checksum: a damaged frame reads as damaged bytes either way). With `reuse`, that buffer is
 * a view of reused memory (zeroed first: a frame producing less than it claims shows no earlier file's bytes).
 */
export function zstdDecompress(bytes: Uint8Array, limit: number, reuse?: ReusedBuffers): Uint8Array {
  const claims = frameClaims(bytes);
  if (claims.window > limit || (claims.contentSize !== null && claims.contentSize > limit)) throw new ZstdTooLarge('frame claims too much');
  // One buffer of the claimed size, written in place: the streamed path allocates a window, a buffer per block and
  // copies of each (≈ 5 times the file), which an import of 1 000 pictures leaves to the garbage collector.
  if (claims.contentSize !== null && fitsItsClaim(bytes, { ...claims, contentSize: claims.contentSize })) {
    try {
      return decompress(bytes, reuse ? reuse.view('zstd content', claims.contentSize).fill(0) : new Uint8Array(claims.contentSize));
    } catch (error) {
      throw new ZstdCorrupt(error instanceof Error ? error.message : 'invalid zstd data');
    }
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  let ended = false;
  const stream = new Decompress((chunk, final) => {
    total += chunk.length;
    if (total > limit) throw new ZstdTooLarge('frame produced too much');
    // fzstd may hand out views of its window buffer that it overwrites later: copies are kept.
    if (chunk.length > 0) chunks.push(chunk.slice());
    if (final) ended = true;
  });
  try {
    stream.push(bytes, true);
  } catch (error) {
    if (error instanceof ZstdTooLarge) throw error;
    throw new ZstdCorrupt(error instanceof Error ? error.message : 'invalid zstd data');
  }
  if (!ended && total === 0) throw new ZstdCorrupt('no data');
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
