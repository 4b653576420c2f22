// AI 制卡's source readers on their own: each kind of file gives its text, a file that is not what its name says
// (or broken, locked, scanned) is refused with a Chinese message naming it, and a web page gives its article only.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import iconv from 'iconv-lite';
import { CARD_BUILDER_SOURCE_MAX_LENGTH } from '@memory/contracts';
import { cutToRunLimit, readSourceFile, SourceRefused } from '../../src/modules/card-builder/source-file';
import { readWebPage } from '../../src/modules/card-builder/source-web-page';
import { makeDocx, makePdf, OLE_FILE, PNG_FILE, WEB_PAGE } from './source-fixtures';

const utf8 = (text: string) => new TextEncoder().encode(text);

async function refused(fileName: string, bytes: Uint8Array, message: RegExp) {
  await assert.rejects(readSourceFile(fileName, bytes), (error: unknown) => {
    assert.ok(error instanceof SourceRefused, `a SourceRefused, not ${String(error)}`);
    assert.match(error.message, message);
    return true;
  });
}

describe('AI 制卡 source files', () => {
  it('reads .txt in UTF-8 and in GBK, and .md as it is', async () => {
    const text = '光合作用的场所是叶绿体。\r\n\r\n\r\n植物的根位于土壤中。  ';
    assert.deepEqual(await readSourceFile('笔记.txt', utf8(text)), { title: '笔记', text: '光合作用的场所是叶绿体。\n\n植物的根位于土壤中。', stoppedEarly: false });
    const gbk = await readSourceFile('旧笔记.txt', new Uint8Array(iconv.encode('叶绿体是光合作用的场所。', 'gbk')));
    assert.equal(gbk.text, '叶绿体是光合作用的场所。');
    const md = await readSourceFile('第三章.md', utf8('# 第三章\n\n- 根毛吸收水分\n'));
    assert.equal(md.text, '# 第三章\n\n- 根毛吸收水分');
  });

  it('reads a .docx through mammoth: paragraphs and headings as Markdown', async () => {
    const read = await readSourceFile('讲义.docx', makeDocx(['# 光合作用', '光合作用的场所是叶绿体。', '暗反应发生在叶绿体基质中。']));
    assert.equal(read.title, '讲义');
    assert.equal(read.text, '# 光合作用\n\n光合作用的场所是叶绿体。\n\n暗反应发生在叶绿体基质中。');
  });

  it('reads a PDF’s text layer page by page', async () => {
    const read = await readSourceFile('notes.pdf', makePdf([['Photosynthesis happens in the chloroplast.', 'Light reactions need light.'], ['Roots take up water.']]));
    assert.equal(read.text, 'Photosynthesis happens in the chloroplast.\nLight reactions need light.\n\nRoots take up water.');
    assert.equal(read.stoppedEarly, false);
  });

  it('stops reading a long PDF once it holds more than one run takes', async () => {
    // Lines that fit the page (pdfjs leaves out what falls off it): 45 × 61 characters a page, 30 pages.
    const page = Array.from({ length: 45 }, (_, index) => `Line ${String(index).padStart(2, '0')}: the chloroplast is where photosynthesis happens.`);
    const pageLength = page.join('\n').length;
    const read = await readSourceFile('long.pdf', makePdf(Array.from({ length: 30 }, () => page)));
    assert.equal(read.stoppedEarly, true);
    assert.ok(read.text.length > CARD_BUILDER_SOURCE_MAX_LENGTH && read.text.length < CARD_BUILDER_SOURCE_MAX_LENGTH + pageLength + 2, `read ${read.text.length}`);
  });

  it('says a PDF without a text layer is a scan, and what to do', async () => {
    await refused('扫描件.pdf', makePdf([null, null]), /「扫描件\.pdf」是扫描版 PDF.*没有文字层.*OCR/);
  });

  it('refuses broken, locked, old and mislabelled files, naming each', async () => {
    await refused('坏的.pdf', utf8('%PDF-1.7\n1 0 obj << /Type /Catalog'), /「坏的\.pdf」不是完整的 PDF/);
    await refused('图片.pdf', PNG_FILE, /「图片\.pdf」的内容不是 PDF/);
    await refused('图片.txt', PNG_FILE, /「图片\.txt」不是文本文件/);
    await refused('加密.docx', OLE_FILE, /「加密\.docx」是旧版 Word 文档（\.doc）或设了密码/);
    await refused('截断.docx', makeDocx(['正文']).slice(0, 200), /「截断\.docx」无法读取/);
    await refused('别的.docx', utf8('只是一段文字'), /「别的\.docx」的内容不是 Word 文档/);
    await refused('图片.png', PNG_FILE, /「图片\.png」不是支持的格式/);
    await refused('空的.txt', utf8('  \n\n '), /「空的\.txt」里没有可制卡的文字/);
  });

  it('cuts a source over the run’s limit between paragraphs', () => {
    const paragraph = '叶'.repeat(999);
    const text = Array.from({ length: 60 }, () => paragraph).join('\n\n'); // 60 × 1 001 − 2
    const cut = cutToRunLimit(text);
    assert.ok(cut.length <= CARD_BUILDER_SOURCE_MAX_LENGTH);
    assert.ok(cut.endsWith(paragraph) && cut.length > CARD_BUILDER_SOURCE_MAX_LENGTH - 1_001, `cut at ${cut.length}`);
    assert.equal(cutToRunLimit('短文'), '短文');
  });
});

describe('AI 制卡 web pages', () => {
  it('takes the article, without navigation, scripts, sidebar or footer', () => {
    const read = readWebPage(WEB_PAGE);
    assert.match(read.title, /光合作用/);
    assert.match(read.text, /光合作用的场所是叶绿体。/);
    assert.match(read.text, /温度过高或过低时，光合速率都会明显下降。/);
    for (const furniture of ['专题导航', '统计脚本', '广告脚本', '侧栏推荐', '版权所有', 'font-family']) {
      assert.ok(!read.text.includes(furniture), `「${furniture}」left the page: ${read.text}`);
    }
  });

  it('takes a copied fragment too, and refuses HTML with no text', () => {
    assert.equal(readWebPage('<p>根毛吸收<b>水分</b>和无机盐。</p>').text, '根毛吸收**水分**和无机盐。');
    assert.throws(() => readWebPage('<html><body><script>var a = 1;</script><img src="x.png"></body></html>'), SourceRefused);
  });
});
