/**
 * `Content-Disposition: attachment` for a download whose name may be Chinese: `filename*=UTF-8''…` (RFC 6266 / 5987,
 * what every current browser reads) and an ASCII `filename` for the rest (non-ASCII characters become `_`, the
 * extension kept), so 唐诗.apkg saves as 唐诗.apkg and an old client still gets `__.apkg`.
 */
export function attachmentDisposition(fileName: string): string {
  const clean = safeFileName(fileName);
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A name the user's file system accepts: no path separators, control or reserved characters (Windows' too), no
 * leading dots, at most 100 characters before the extension; `导出` when nothing is left.
 */
export function safeFileName(name: string, fallback = '导出'): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot).replace(/[^.A-Za-z0-9]/g, '') : '';
  const stem = (dot > 0 ? name.slice(0, dot) : name)
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 100)
    .trim();
  return `${stem || fallback}${extension}`;
}
