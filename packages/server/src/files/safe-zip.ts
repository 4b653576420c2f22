// A zip opened with its claims checked before anything is inflated: entry names (no `..`, no absolute paths),
// the number of entries, the total uncompressed size and each entry's compression ratio (a zip bomb claims
// gigabytes from kilobytes). Entries are inflated one at a time, on demand, and must be exactly the size claimed.
// Shared by what reads uploaded zips (imports' packages, AI 制卡's .docx); each says its refusals its own way.
import { unzipSync } from 'fflate';

/** What a zip may claim. */
export interface ZipLimits {
  /** Everything inside, uncompressed. */
  unzippedBytes: number;
  /** One entry's uncompressed size over its compressed size: beyond this it is a bomb. */
  entryRatio: number;
  entries: number;
}

/** Why a zip was refused; the message names the file, in Chinese. */
export type ZipRefusal = 'NOT_ZIP' | 'BAD_PATH' | 'ZIP_BOMB' | 'MISSING_ENTRY';

export class ZipRefused extends Error {
  constructor(
    message: string,
    readonly reason: ZipRefusal,
  ) {
    super(message);
    this.name = 'ZipRefused';
  }
}

export interface ZipEntry {
  name: string;
  compressedSize: number;
  size: number;
}

/**
 * fflate finds an entry by walking the whole central directory (about 3 ms for 20 000 entries), so reading a
 * package's files one by one would cost O(n²). A miss therefore inflates the entry and up to PREFETCH entries not
 * read yet in the same walk, kept until CACHE_BYTES are held: reading every file costs n / PREFETCH walks. The cache
 * holds a walk's worth of pictures (256 of ≈ 100 KB); more only raises the import's peak memory.
 */
const PREFETCH = 256;
const CACHE_BYTES = 32 * 1024 * 1024;

/** Entries smaller than this may compress as well as they like (a text file of spaces is not a bomb). */
const RATIO_FREE_BYTES = 1024 * 1024;

export interface SafeZip {
  entries: ReadonlyMap<string, ZipEntry>;
  read(name: string): Uint8Array;
}

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);
}

function unsafeName(name: string): boolean {
  const normalised = name.replace(/\\/g, '/');
  return normalised.startsWith('/') || /^[a-z]:/i.test(normalised) || normalised.split('/').includes('..');
}

/**
 * Checks each entry's claims as the central directory lists them, before anything is inflated: its name, the number
 * of entries, the running total and its ratio. Answers the entry to keep (null for a folder).
 */
export function claimsChecker(fileName: string, limits: ZipLimits): (entry: ZipEntry) => ZipEntry | null {
  let count = 0;
  let total = 0;
  return (entry) => {
    if (unsafeName(entry.name)) {
      throw new ZipRefused(`「${fileName}」里有路径不安全的文件（${entry.name}），已拒绝读取`, 'BAD_PATH');
    }
    if (count >= limits.entries) {
      throw new ZipRefused(`「${fileName}」里的文件超过 ${limits.entries} 个，已拒绝读取`, 'ZIP_BOMB');
    }
    total += entry.size;
    const ratio = entry.size / Math.max(entry.compressedSize, 1);
    if (total > limits.unzippedBytes || (entry.size > RATIO_FREE_BYTES && ratio > limits.entryRatio)) {
      throw new ZipRefused(`「${fileName}」解压后过大（疑似压缩炸弹），已拒绝读取`, 'ZIP_BOMB');
    }
    if (entry.name.endsWith('/')) return null;
    count += 1;
    return entry;
  };
}

export const notAZip = (fileName: string) => new ZipRefused(`「${fileName}」不是 zip 压缩包，请选择导出的原始文件`, 'NOT_ZIP');
export const notWhole = (fileName: string) => new ZipRefused(`「${fileName}」不是完整的 zip 压缩包（可能已损坏），请重新导出后再试`, 'NOT_ZIP');
export const damagedEntry = (fileName: string) => new ZipRefused(`「${fileName}」里的文件已损坏，无法解压`, 'NOT_ZIP');
export const sizeLied = (fileName: string, name: string) => new ZipRefused(`「${fileName}」里的 ${name} 与声明的大小不符，已拒绝读取`, 'ZIP_BOMB');
export const missingEntry = (fileName: string, name: string) => new ZipRefused(`「${fileName}」里没有 ${name}`, 'MISSING_ENTRY');

export function openZip(fileName: string, bytes: Uint8Array, limits: ZipLimits): SafeZip {
  if (!isZip(bytes)) throw notAZip(fileName);
  const entries = new Map<string, ZipEntry>();
  const claim = claimsChecker(fileName, limits);
  try {
    // The filter sees each entry's header and inflates nothing (it answers false).
    unzipSync(bytes, {
      filter(file) {
        const entry = claim({ name: file.name, compressedSize: file.size, size: file.originalSize });
        if (entry) entries.set(entry.name, entry);
        return false;
      },
    });
  } catch (error) {
    if (error instanceof ZipRefused) throw error;
    throw notWhole(fileName);
  }
  const cache = new Map<string, Uint8Array>();
  const unread = new Set(entries.keys());
  let cachedBytes = 0;

  function inflate(names: ReadonlySet<string>): Record<string, Uint8Array> {
    try {
      return unzipSync(bytes, { filter: (file) => names.has(file.name) });
    } catch {
      throw damagedEntry(fileName);
    }
  }

  // A header that lied about the size is a bomb too.
  function checked(name: string, data: Uint8Array | undefined): Uint8Array {
    if (!data || data.length !== entries.get(name)?.size) throw sizeLied(fileName, name);
    return data;
  }

  return {
    entries,
    read(name) {
      if (!entries.has(name)) throw missingEntry(fileName, name);
      const cached = cache.get(name);
      if (cached) return cached;
      const wanted = new Set([name]);
      // Small entries only ride along: a large one (a collection, a video) is inflated when it is asked for.
      for (const other of unread) {
        if (wanted.size > PREFETCH) break;
        const size = entries.get(other)?.size ?? 0;
        if (size <= RATIO_FREE_BYTES && cachedBytes + size <= CACHE_BYTES) wanted.add(other);
      }
      const inflated = inflate(wanted);
      for (const [entryName, data] of Object.entries(inflated)) {
        unread.delete(entryName);
        // The one asked for is kept too when small: a deck's picture is often on many notes.
        if (data.length > RATIO_FREE_BYTES || cachedBytes + data.length > CACHE_BYTES) continue;
        cache.set(entryName, checked(entryName, data));
        cachedBytes += data.length;
      }
      return checked(name, inflated[name]);
    },
  };
}
