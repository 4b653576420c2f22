// Small material files made here, byte by byte, for the readers of AI 制卡's sources: a .docx (the three parts
// Word needs and mammoth reads) and PDFs with and without a text layer (one Helvetica font, one content stream per
// page, a correct cross-reference table).
import { strToU8, zipSync } from 'fflate';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A .docx whose body is these paragraphs (a `# ` paragraph is a Heading 1). */
export function makeDocx(paragraphs: readonly string[]): Uint8Array {
  const body = paragraphs
    .map((paragraph) => {
      const heading = paragraph.startsWith('# ');
      const text = heading ? paragraph.slice(2) : paragraph;
      const style = heading ? '<w:pPr><w:pStyle w:val="Heading1"/></w:pPr>' : '';
      return `<w:p>${style}<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
    })
    .join('');
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/_rels/document.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
    ),
    'word/styles.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>`,
    ),
    'word/document.xml': strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`),
  });
}

/** A PDF of these pages; each page is lines of text (ASCII: the standard Helvetica font), or null for a page of
 * drawing only (what a scan's page is to a text reader: no text layer). */
export function makePdf(pages: ReadonlyArray<readonly string[] | null>): Uint8Array {
  const objects: string[] = ['', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const kids: number[] = [];
  for (const lines of pages) {
    const stream = lines
      ? `BT /F1 12 Tf 72 760 Td ${lines.map((line) => `(${line.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj 0 -16 Td`).join(' ')} ET`
      : '0.5 g 72 72 451 698 re f';
    objects.push(`<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`);
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${objects.length} 0 R >>`);
    kids.push(objects.length);
  }
  objects[0] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

/** The first bytes of an OLE container: an old .doc, or an Office file with a password. */
export const OLE_FILE = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(504).fill(0)]);
/** A PNG's signature and header: a picture, whatever its name says. */
export const PNG_FILE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

/** A web page with its furniture: navigation, scripts, a style, a sidebar and a footer around the article. */
export const WEB_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>光合作用 - 植物学笔记</title>
<style>body { font-family: sans-serif }</style><script>window.tracker = '统计脚本';</script></head>
<body>
<nav class="site-nav"><a href="/">首页</a> · <a href="/topics">专题导航</a> · <a href="/login">登录</a></nav>
<div id="main"><article>
<h1>光合作用</h1>
<p>光合作用的场所是叶绿体。光反应发生在类囊体膜上，暗反应发生在叶绿体基质中，两者相互依存，缺一不可。</p>
<p>植物通过气孔吸收二氧化碳，并在光照下释放氧气。叶片的形状、厚薄和排列方式都会影响它吸收阳光的效率。</p>
<script>document.write('广告脚本');</script>
<p>在强光下，一些植物会关闭部分气孔，以减少水分散失。温度过高或过低时，光合速率都会明显下降。</p>
</article>
<aside class="sidebar"><h3>热门文章</h3><ul><li><a href="/a">侧栏推荐一</a></li><li><a href="/b">侧栏推荐二</a></li></ul></aside></div>
<footer>版权所有 © 2026 植物学笔记 · 备案号</footer>
</body></html>`;
