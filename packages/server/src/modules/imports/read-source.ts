// Which reader reads an uploaded file: by the kind the caller named, else by the file's extension.
import { IMPORT_KIND_BY_EXTENSION, IMPORT_MESSAGES, type ImportKind } from '@memory/contracts';
import type { RangeSource } from '../../files/ranged-zip';
import { readCsv } from './formats/csv';
import { readFlomoExport } from './formats/flomo';
import { readMarkdownCards } from './formats/markdown-sr';
import { ImportFileError, type ImportedSource } from './model';
import { readAnkiOffThread } from './read-off-thread';
import { openZipByRange } from './safe-zip';

/** An uploaded file where it waits (the blob store): any range of it, or all of it. */
export interface StoredUpload extends RangeSource {
  readAll(): Promise<Uint8Array>;
}

export function kindOf(fileName: string, named?: ImportKind): ImportKind {
  if (named) return named;
  const extension = /\.([^.]+)$/.exec(fileName.toLowerCase())?.[1] ?? '';
  const kind = Object.hasOwn(IMPORT_KIND_BY_EXTENSION, extension) ? IMPORT_KIND_BY_EXTENSION[extension] : undefined;
  if (!kind) throw new ImportFileError(IMPORT_MESSAGES.unknownFormat(fileName), 'IMPORT_UNKNOWN_FORMAT');
  return kind;
}

/**
 * An Anki package is read where it is stored, by range (its central directory, its collection, its media map, and
 * later each media file): up to 300 MB, never held whole. The other formats are small text and read whole.
 */
export async function readSource(kind: ImportKind, fileName: string, file: StoredUpload): Promise<ImportedSource> {
  switch (kind) {
    case 'apkg':
    case 'colpkg':
      return readAnkiOffThread(fileName, await openZipByRange(fileName, file));
    case 'csv':
      return readCsv(fileName, await file.readAll());
    case 'markdown':
      return readMarkdownCards(fileName, await file.readAll());
    case 'flomo':
      return readFlomoExport(fileName, await file.readAll());
  }
}
