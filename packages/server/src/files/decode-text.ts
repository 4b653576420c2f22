// An uploaded text file's bytes as text, whatever Chinese editors saved it as.
import iconv from 'iconv-lite';

/** The bytes as text: UTF-8 when they are valid UTF-8, UTF-16 with a BOM, GBK (GB18030, its superset) otherwise. */
export function decodeText(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return iconv.decode(buffer, 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return iconv.decode(buffer, 'utf-16be');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return iconv.decode(buffer, 'gb18030');
  }
}
