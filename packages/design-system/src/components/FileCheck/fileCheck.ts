import { FILE_SNIFF_BYTES, bytesMatchContentType, contentTypeFor, startsAsSvg } from '@memory/contracts';

/**
 * Whether a picked file's bytes are the image or video its name (or the browser's type for it) says: its first
 * bytes are read and recognised by file-type (SVG, which is text, by its root element). The server checks the
 * same on upload; checking here first says so before a byte is sent. file-type loads on first use only.
 */
export async function fileIsWhatItClaims(file: File): Promise<boolean> {
  const declared = contentTypeFor(file.name, file.type);
  const sample = await bytesOf(file.slice(0, FILE_SNIFF_BYTES));
  // The browser build ('file-type/core'): the package root resolves to its Node entry in tools that pick "node".
  const { fileTypeFromBuffer } = await import('file-type/core');
  const found = await fileTypeFromBuffer(sample);
  const detected = found && found.mime !== 'application/xml' ? found.mime : startsAsSvg(sample) ? 'image/svg+xml' : undefined;
  return bytesMatchContentType(declared, detected);
}

/** A blob's bytes through FileReader, which every browser (and jsdom, unlike Blob.arrayBuffer) has. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}
