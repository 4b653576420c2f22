// The few protobuf messages of an Anki package we read, decoded by hand with @bufbuild/protobuf's wire reader (no
// generated code): the package's meta, its media map, and the config blobs of the new schema's notetypes and
// templates. Field numbers from anki's proto/anki/import_export.proto and proto/anki/notetypes.proto.
import { BinaryReader, WireType } from '@bufbuild/protobuf/wire';

/** Calls `each` with every field of the message; `each` must consume the value (or the field is skipped). */
function fields(bytes: Uint8Array, each: (field: number, wireType: WireType, reader: BinaryReader) => boolean): void {
  const reader = new BinaryReader(bytes);
  while (reader.pos < reader.len) {
    const [field, wireType] = reader.tag();
    if (!each(field, wireType, reader)) reader.skip(wireType, field);
  }
}

/** PackageMetadata { Version version = 1 }: 1 legacy anki2, 2 legacy anki21, 3 latest (zstd, protobuf media map). */
export function readPackageVersion(bytes: Uint8Array): number {
  let version = 0;
  fields(bytes, (field, wireType, reader) => {
    if (field !== 1 || wireType !== WireType.Varint) return false;
    version = reader.int32();
    return true;
  });
  return version;
}

export interface MediaMapEntry {
  name: string;
  size: number | null;
  /** The zip entry holding the file. */
  zipName: string;
}

/**
 * MediaEntries { repeated MediaEntry entries = 1 }, MediaEntry { string name = 1; uint32 size = 2; bytes sha1 = 3;
 * optional uint32 legacy_zip_filename = 255 }: the entry at position i is the zip entry `i` unless it names another.
 */
export function readMediaEntries(bytes: Uint8Array): MediaMapEntry[] {
  const entries: MediaMapEntry[] = [];
  fields(bytes, (field, wireType, reader) => {
    if (field !== 1 || wireType !== WireType.LengthDelimited) return false;
    const entry = reader.bytes();
    let name = '';
    let size: number | null = null;
    let zipName = String(entries.length);
    fields(entry, (inner, innerType, innerReader) => {
      if (inner === 1 && innerType === WireType.LengthDelimited) name = innerReader.string();
      else if (inner === 2 && innerType === WireType.Varint) size = innerReader.uint32();
      else if (inner === 255 && innerType === WireType.Varint) zipName = String(innerReader.uint32());
      else return false;
      return true;
    });
    entries.push({ name, size, zipName });
    return true;
  });
  return entries;
}

/** Notetype.Config's `kind` (field 1): 0 normal, 1 cloze. */
export function readNotetypeKind(bytes: Uint8Array): number {
  let kind = 0;
  fields(bytes, (field, wireType, reader) => {
    if (field !== 1 || wireType !== WireType.Varint) return false;
    kind = reader.int32();
    return true;
  });
  return kind;
}

/** Template.Config's question and answer formats (fields 1 and 2). */
export function readTemplateFormats(bytes: Uint8Array): { qfmt: string; afmt: string } {
  const formats = { qfmt: '', afmt: '' };
  fields(bytes, (field, wireType, reader) => {
    if (wireType !== WireType.LengthDelimited || (field !== 1 && field !== 2)) return false;
    formats[field === 1 ? 'qfmt' : 'afmt'] = reader.string();
    return true;
  });
  return formats;
}
