// The shared safe zip (src/files/safe-zip.ts) with the import's limits, its refusals as the import's own errors.
import { openZip as openSafeZip, ZipRefused, type SafeZip, type ZipRefusal } from '../../files/safe-zip';
import { IMPORT_LIMITS, ImportFileError } from './model';

export type { SafeZip };

const CODES: Readonly<Record<ZipRefusal, ImportFileError['code']>> = {
  NOT_ZIP: 'IMPORT_NOT_ZIP',
  BAD_PATH: 'IMPORT_BAD_PATH',
  ZIP_BOMB: 'IMPORT_ZIP_BOMB',
  MISSING_ENTRY: 'IMPORT_BAD_SCHEMA',
};

function translated<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ZipRefused) throw new ImportFileError(error.message, CODES[error.reason]);
    throw error;
  }
}

export function openZip(fileName: string, bytes: Uint8Array, limits = IMPORT_LIMITS): SafeZip {
  const zip = translated(() => openSafeZip(fileName, bytes, limits));
  return { entries: zip.entries, read: (name) => translated(() => zip.read(name)) };
}
