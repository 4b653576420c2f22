// Which reader reads an uploaded file: by the kind the caller named, else by the file's extension.
import { IMPORT_KIND_BY_EXTENSION, IMPORT_MESSAGES, type ImportKind } from '@memory/contracts';
import { readCsv } from './formats/csv';
import { readFlomoExport } from './formats/flomo';
import { readMarkdownCards } from './formats/markdown-sr';
import { ImportFileError, type ImportedSource } from './model';
import { readAnkiOffThread } from './read-off-thread';


export function kindOf(fileName: string, named?: ImportKind): ImportKind {
  if (named) return named;
  const extension = /\.([^.]+)$/.exec(fileName.toLowerCase())?.[1] ?? '';
  const kind = Object.hasOwn(IMPORT_KIND_BY_EXTENSION, extension) ? IMPORT_KIND_BY_EXTENSION[extension] : undefined;
  if (!kind) throw new ImportFileError(IMPORT_MESSAGES.unknownFormat(fileName), 'IMPORT_UNKNOWN_FORMAT');
  return kind;
}

export async function readSource(kind: ImportKind, fileName: string, bytes: Uint8Array): Promise<ImportedSource> {
  switch (kind) {
    case 'apkg':
    case 'colpkg':
      return readAnkiOffThread(fileName, bytes);
    case 'csv':
      return readCsv(fileName, bytes);
    case 'markdown':
      return readMarkdownCards(fileName, bytes);
    case 'flomo':
      return readFlomoExport(fileName, bytes);
  }
}
