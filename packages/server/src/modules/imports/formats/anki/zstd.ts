// Zstandard frames of a modern Anki package (its collection, its media map and each media file), decompressed with a
// bound: the frame header's claims (window, content size) are checked before anything is allocated, and the output
// is counted block by block, so a small frame cannot expand into gigabytes.
import { Decompress } from 'fzstd';

const ZSTD_MAGIC = 0xfd2fb528;

/** Whether the bytes start with a zstd frame. */
export function isZstd(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) === ZSTD_MAGIC;
}

export class ZstdTooLarge extends Error {}
export class ZstdCorrupt extends Error {}

/** What the first frame header claims: the window it needs and the content size when written (RFC 8878 §3.1.1.1). */
function frameClaims(bytes: Uint8Array): { window: number; contentSize: number | null } {
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
  if (contentBytes === 0) return { window, contentSize: null };
  if (bytes.length < at + contentBytes) throw new ZstdCorrupt('truncated frame header');
  let contentSize = 0;
  for (let index = contentBytes - 1; index >= 0; index -= 1) contentSize = contentSize * 256 + (bytes[at + index] ?? 0);
  if (contentBytes === 2) contentSize += 256;
  return { window: singleSegment ? contentSize : window, contentSize };
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
 * ZstdCorrupt when the data is not valid zstd.
 */
export function zstdDecompress(bytes: Uint8Array, limit: number): Uint8Array {
  const claims = frameClaims(bytes);
  if (claims.window > limit || (claims.contentSize !== null && claims.contentSize > limit)) throw new ZstdTooLarge('frame claims too much');
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
