// The shared safe zip (src/files/safe-zip.ts, and ranged-zip.ts for a stored package) with the import's limits, its
// refusals as the import's own errors.
import { openZipByRange as openRangedZip, type RangeSource, type ZipReader } from '../../files/ranged-zip';
import { openZip as openSafeZip, ZipRefused, type SafeZip, type ZipRefusal } from '../../files/safe-zip';
import { IMPORT_LIMITS, ImportFileError } from './model';

export type { SafeZip, ZipReader };

const CODES: Readonly<Record<ZipRefusal, ImportFileError['code']>> = {
  NOT_ZIP: 'IMPORT_NOT_ZIP',
  BAD_PATH: 'IMPORT_BAD_PATH',
  ZIP_BOMB: 'IMPORT_ZIP_BOMB',
  MISSING_ENTRY: 'IMPORT_BAD_SCHEMA',
};

function translatedError(error: unknown): unknown {
  return error instanceof ZipRefused ? new ImportFileError(error.message, CODES[error.reason]) : error;
}

function translated<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw translatedError(error);
  }
}

const translatedAsync = <T>(read: Promise<T>): Promise<T> =>
  read.catch((error: unknown) => {
    throw translatedError(error);
  });

export function openZip(fileName: string, bytes: Uint8Array, limits = IMPORT_LIMITS): SafeZip {
  const zip = translated(() => openSafeZip(fileName, bytes, limits));
  return { entries: zip.entries, read: (name) => translated(() => zip.read(name)) };
}

/** A stored package read by range (its central directory, then one entry at a time), never held whole. */
export async function openZipByRange(fileName: string, source: RangeSource, limits = IMPORT_LIMITS): Promise<ZipReader> {
  const zip = await translatedAsync(openRangedZip(fileName, source, limits));
  return { entries: zip.entries, read: (name, reuse) => translatedAsync(zip.read(name, reuse)) };
}
