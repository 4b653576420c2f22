import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { zipSync } from 'fflate';
import iconv from 'iconv-lite';
import { readCsv } from '../../src/modules/imports/formats/csv';
import { flomoTags, readFlomoExport } from '../../src/modules/imports/formats/flomo';
import { readMarkdownCards } from '../../src/modules/imports/formats/markdown-sr';
import { writeAnkiCsv, type ExportDeck } from '../../src/modules/imports/formats/write-csv';
import { writeMarkdownCards } from '../../src/modules/imports/formats/write-markdown';
import { ImportFileError, type ImportedSource } from '../../src/modules/imports/model';

const utf8 = (text: string) => new TextEncoder().encode(text);
const sha1 = (value: string) => createHash('sha1').update(value).digest('hex');

function refusal(run: () => unknown): ImportFileError {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof ImportFileError, String(error));
    return error;
  }
  assert.fail('the file was not refused');
}

describe('readCsv', () => {
  it("reads Anki's header lines: tab separator, HTML fields, guid, tags and deck columns", () => {
    const text = [
      '#separator:tab',
      '#html:true',
      '#tags:导入 日语',
      '#guid column:1',
      '#deck column:4',
      '#tags column:5',
      'g1\t<b>猫</b>\tねこ<br>[sound:neko.mp3]\t日语::N5\t动物 名词',
      'g2\t犬<img src="inu.jpg">\tいぬ\t日语::N4\t动物',
      '',
    ].join('\n');
    const source = readCsv('日语.txt', utf8(text));
    assert.equal(source.kind, 'csv');
    assert.equal(source.target, 'JAR_ITEMS');
    assert.equal(source.notes.length, 2);
    const [cat, dog] = source.notes;
    assert.equal(cat?.sourceId, 'g1');
    assert.deepEqual(cat?.fields, ['**猫**', 'ねこ']);
    assert.deepEqual(cat?.deck, ['日语', 'N5']);
    assert.deepEqual(cat?.tags, ['导入', '日语', '动物', '名词']);
    assert.deepEqual(cat?.media, ['neko.mp3']);
    assert.equal(cat?.noteType, 'CSV');
    assert.equal(dog?.sourceId, 'g2');
    assert.deepEqual(dog?.fields, ['犬', 'いぬ']);
    assert.deepEqual(dog?.media, ['inu.jpg']);
    assert.deepEqual(dog?.deck, ['日语', 'N4']);
    assert.equal(source.media.size, 0);
    assert.deepEqual(source.noteTypes, [{ name: 'CSV', fields: ['第 1 列', '第 2 列'], kind: 'BASIC', front: 0, content: [1] }]);
    assert.deepEqual(source.skipped, []);
  });

  it('reads #separator by name or as a character, #columns, #notetype and #deck', () => {
    const text = '#separator:Pipe\n#notetype:Basic (and reversed card)\n#deck:英语::四级\n#columns:Back|Front|Tags\napple|苹果|水果\n';
    const source = readCsv('e.txt', utf8(text));
    assert.deepEqual(source.noteTypes, [
      { name: 'Basic (and reversed card)', fields: ['Back', 'Front'], kind: 'BASIC_REVERSED', front: 1, content: [0] },
    ]);
    assert.deepEqual(source.notes[0]?.fields, ['apple', '苹果']);
    assert.deepEqual(source.notes[0]?.deck, ['英语', '四级']);
    assert.deepEqual(source.notes[0]?.tags, ['水果']);
    const literal = readCsv('l.txt', utf8('#separator:@\na@b\n'));
    assert.deepEqual(literal.notes[0]?.fields, ['a', 'b']);
  });

  it('plain fields stay text without #html:true (a <b> is not bold), sound tags are still media', () => {
    const source = readCsv('p.csv', utf8('x,<b>y</b> [sound:a.mp3]\n'));
    assert.deepEqual(source.notes[0]?.fields, ['x', '<b>y</b>']);
    assert.deepEqual(source.notes[0]?.media, ['a.mp3']);
  });

  it('without headers: a comma file with a row of column names maps the named columns', () => {
    const text = '标签,问题,答案\n地理,中国的首都？,北京\n历史,"秦朝, 建于？",公元前 221 年\n';
    const source = readCsv('题库.csv', utf8(text));
    assert.deepEqual(source.noteTypes, [{ name: 'CSV', fields: ['问题', '答案'], kind: 'BASIC', front: 0, content: [1] }]);
    assert.equal(source.notes.length, 2);
    assert.deepEqual(source.notes[1]?.fields, ['秦朝, 建于？', '公元前 221 年']);
    assert.deepEqual(source.notes[1]?.tags, ['历史']);
    assert.equal(source.notes[0]?.sourceId, sha1(['中国的首都？', '北京'].join('\x1f')));
  });

  it('without headers: semicolons are detected, the first row is data, columns 1 and 2 are front and content', () => {
    assert.equal(readCsv('s.csv', utf8('答案;这一行是数据：只有一个词像列名\n问;答\n')).notes.length, 2);
    const source = readCsv('s.csv', utf8('猫;cat\n狗;dog\n'));
    assert.equal(source.notes.length, 2);
    assert.deepEqual(source.notes[0]?.fields, ['猫', 'cat']);
    assert.deepEqual(source.noteTypes[0], { name: 'CSV', fields: ['第 1 列', '第 2 列'], kind: 'BASIC', front: 0, content: [1] });
  });

  it('the same file read twice gives the same sourceIds; another row another id', () => {
    const a = readCsv('s.csv', utf8('猫;cat\n狗;dog\n'));
    const b = readCsv('s.csv', utf8('狗;dog\n猫;cat\n'));
    assert.equal(a.notes[0]?.sourceId, b.notes[1]?.sourceId);
    assert.notEqual(a.notes[0]?.sourceId, a.notes[1]?.sourceId);
  });

  it('decodes GBK bytes (Excel) and drops a UTF-8 BOM', () => {
    const gbk = iconv.encode('正面,背面\n苹果,一种水果\n', 'gbk');
    assert.throws(() => new TextDecoder('utf-8', { fatal: true }).decode(gbk)); // the fixture really is not UTF-8
    const source = readCsv('水果.csv', new Uint8Array(gbk));
    assert.deepEqual(source.notes.map((note) => note.fields), [['苹果', '一种水果']]);
    const bom = readCsv('b.csv', new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('正面,背面\n甲,乙\n')]));
    assert.deepEqual(bom.noteTypes[0]?.fields, ['正面', '背面']);
    assert.deepEqual(bom.notes[0]?.fields, ['甲', '乙']);
  });

  it('quoted fields keep their newlines, separators and quotes; CRLF line ends', () => {
    const text = 'Front,Back\r\n"第一行\r\n第二行","a, ""b"""\r\nx,y\r\n';
    const source = readCsv('q.csv', utf8(text));
    assert.equal(source.notes.length, 2);
    assert.deepEqual(source.notes[0]?.fields, ['第一行\n第二行', 'a, "b"']);
  });

  it('refuses a file with mixed separators, naming the lines and the separator', () => {
    const text = '问题,答案\n一,1\n二;2\n三,3\n四;4\n五;5\n六,6\n';
    const error = refusal(() => readCsv('词汇.csv', utf8(text)));
    assert.equal(error.code, 'IMPORT_BAD_TEXT');
    assert.equal(error.message, '「词汇.csv」第 3、5、6 行的列数与其他行不同：请检查分隔符（当前按逗号分隔）');
  });

  it('skips the few rows whose column count differs (UNREADABLE, with the line), empty rows silently', () => {
    const rows = Array.from({ length: 10 }, (_, index) => `词${index},释义${index}`);
    rows.splice(4, 0, '坏行没有分隔符', '');
    const source = readCsv('词汇.csv', utf8(rows.join('\n')));
    assert.equal(source.notes.length, 10);
    assert.deepEqual(source.skipped, [{ where: '第 5 行', reason: 'UNREADABLE', detail: '第 5 行有 1 列，其他行是 2 列' }]);
  });

  it('a row with nothing left once converted is skipped as EMPTY', () => {
    const source = readCsv('e.csv', utf8('#html:true\n#separator:comma\n<br>,<div></div>\na,b\n'));
    assert.equal(source.notes.length, 1);
    assert.deepEqual(source.skipped, [{ where: '第 3 行', reason: 'EMPTY', detail: '第 3 行没有内容' }]);
  });

  it('a cloze column makes a CLOZE note type without a 正面', () => {
    const source = readCsv('c.csv', utf8('Text,Extra\n{{c1::北京}}是首都,备注\n'));
    assert.deepEqual(source.noteTypes[0], { name: 'CSV', fields: ['Text', 'Extra'], kind: 'CLOZE', front: null, content: [0, 1] });
    const unnamed = readCsv('c.csv', utf8('{{c1::北京}}是首都;备注\n问;答\n'));
    assert.deepEqual(unnamed.noteTypes[0], { name: 'CSV', fields: ['第 1 列', '第 2 列'], kind: 'CLOZE', front: null, content: [0, 1] });
    // Under a column named 正面 a cloze content does not take the 正面 away from the other rows.
    const named = readCsv('c.csv', utf8('正面,内容\n,{{c1::北京}}是首都\n问,答\n'));
    assert.deepEqual(named.noteTypes[0], { name: 'CSV', fields: ['正面', '内容'], kind: 'BASIC', front: 0, content: [1] });
  });

  it('refuses more rows than the limit', () => {
    const text = 'a,b\n'.repeat(100_001);
    assert.equal(refusal(() => readCsv('big.csv', utf8(text))).code, 'IMPORT_TOO_LARGE');
  });
});

describe('readMarkdownCards', () => {
  const note = [
    '---',
    'aliases: [生物]',
    '---',
    '# 细胞 #flashcards/生物/细胞',
    '',
    '这一段是正文，不是卡片。',
    '',
    '线粒体::细胞的能量工厂 #考点',
    '核糖体:::合成蛋白质的场所',
    '',
    '细胞膜的主要成分是什么？',
    '?',
    '磷脂双分子层',
    '和蛋白质 ^membrane',
    '<!--SR:!2024-03-01,3,250-->',
    '',
    'DNA',
    '??',
    '脱氧核糖核酸 #术语',
    '',
    '光合作用发生在==叶绿体==中，',
    '产物是==葡萄糖==和{{c1::氧气}}。',
    '',
    '## 小结',
    '最后一段话也不是卡片',
  ].join('\n');

  it('finds each card form and ignores the prose around them', () => {
    const source = readMarkdownCards('细胞.md', note);
    assert.equal(source.kind, 'markdown');
    assert.equal(source.target, 'JAR_ITEMS');
    assert.deepEqual(
      source.notes.map((card) => [card.noteType, card.fields]),
      [
        ['Markdown', ['线粒体', '细胞的能量工厂']],
        ['Markdown 双向', ['核糖体', '合成蛋白质的场所']],
        ['Markdown', ['细胞膜的主要成分是什么？', '磷脂双分子层\n和蛋白质']],
        ['Markdown 双向', ['DNA', '脱氧核糖核酸']],
        ['Markdown 填空', ['光合作用发生在{{c2::叶绿体}}中，\n产物是{{c3::葡萄糖}}和{{c1::氧气}}。']],
      ],
    );
    assert.deepEqual(
      source.noteTypes.map((type) => [type.name, type.kind, type.front, type.content]),
      [
        ['Markdown', 'BASIC', 0, [1]],
        ['Markdown 双向', 'BASIC_REVERSED', 0, [1]],
        ['Markdown 填空', 'CLOZE', null, [0]],
      ],
    );
  });

  it('takes the deck from #flashcards/…, tags from the card lines, the block id as sourceId', () => {
    const source = readMarkdownCards('细胞.md', note);
    assert.ok(source.notes.every((card) => card.deck.join('/') === '生物/细胞'));
    assert.deepEqual(source.notes[0]?.tags, ['考点']);
    assert.deepEqual(source.notes[3]?.tags, ['术语']);
    assert.deepEqual(source.notes[1]?.tags, []);
    assert.equal(source.notes[2]?.sourceId, 'membrane');
    assert.equal(source.notes[0]?.sourceId, sha1('线粒体\x1f细胞的能量工厂'));
  });

  it('numbers ==highlights== from 1 in each card, and takes the deck from the file name without #flashcards/…', () => {
    const source = readMarkdownCards('notes/英语 词汇.md', utf8('#flashcards\n\n==apple== 是 ==苹果==\n\n==dog== 是狗\n'));
    assert.deepEqual(
      source.notes.map((card) => card.fields[0]),
      ['{{c1::apple}} 是 {{c2::苹果}}', '{{c1::dog}} 是狗'],
    );
    assert.deepEqual(source.notes[0]?.deck, ['英语 词汇']);
  });

  it('a deck from the front matter tags; embeds become media; code blocks are not cards', () => {
    const text = ['---', 'tags:', '  - flashcards/日语', '---', '猫は？', '?', 'ねこ ![[neko.png]]', '', '```', 'a::b', '```'].join('\n');
    const source = readMarkdownCards('x.md', text);
    assert.equal(source.notes.length, 1);
    assert.deepEqual(source.notes[0]?.deck, ['日语']);
    assert.deepEqual(source.notes[0]?.fields, ['猫は？', 'ねこ']);
    assert.deepEqual(source.notes[0]?.media, ['neko.png']);
  });

  it('the same card keeps its sourceId when the prose or its schedule changes', () => {
    const a = readMarkdownCards('a.md', '前言\n\n问::答\n');
    const b = readMarkdownCards('a.md', '另一段前言\n\n问::答 <!--SR:!2025-01-01,5,270-->\n');
    assert.equal(a.notes[0]?.sourceId, b.notes[0]?.sourceId);
    assert.deepEqual(b.notes[0]?.fields, ['问', '答']);
  });

  it('single-line cards written as list items lose the list marker', () => {
    const source = readMarkdownCards('l.md', '- 猫::cat\n* 狗:::dog\n1. 鸟::bird\n');
    assert.deepEqual(
      source.notes.map((card) => card.fields),
      [
        ['猫', 'cat'],
        ['狗', 'dog'],
        ['鸟', 'bird'],
      ],
    );
  });

  it('a file without cards gives no notes', () => {
    const source = readMarkdownCards('日记.md', '# 今天\n\n天气不错。\n');
    assert.equal(source.notes.length, 0);
    assert.deepEqual(source.noteTypes, []);
  });
});

describe('readFlomoExport', () => {
  // The page as flomo writes it (trimmed of its long <style>).
  const page = `<!DOCTYPE html>
<html lang="zh-CN">
<head><meta charset="UTF-8"><title>flomo</title><style>.memo { margin: 8px; }</style></head>
<body>
<div class="top"><div class="name">小明</div><div class="date">于 2024-02-01 导出 4 条 MEMO</div></div>
<div class="memos">
  <div class="memo">
    <div class="time">2024-01-05 21:33:10</div>
    <div class="content"><p>今天读完了<strong>《置身事内》</strong>，</p><p>作者认为 #读书 是最好的投资。</p><p>#读书/经济 #read_later</p></div>
    <div class="files"><img src="file/2024-01-05/abc123.png" /><img src="file/2024-01-05/def456.jpg" /></div>
  </div>
  <div class="memo">
    <div class="time">2024-01-06 00:15:00</div>
    <div class="content"></div>
    <div class="files"><img src="file/2024-01-06/only.png" /></div>
  </div>
  <div class="memo">
    <div class="time">2024-01-07 08:00:00</div>
    <div class="content"><ul><li>一</li><li>二</li></ul><p>清单 #待办</p></div>
    <div class="files"><img src="file/2024-01-07/gone.png" /></div>
  </div>
  <div class="memo">
    <div class="time">2024-01-08 09:00:00</div>
    <div class="content"><p></p></div>
    <div class="files"></div>
  </div>
</div>
</body>
</html>`;
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  const jpg = new Uint8Array([0xff, 0xd8, 0xff, 9]);
  const zip = (folder: string) =>
    zipSync({
      [`${folder}小明的笔记.html`]: utf8(page),
      [`${folder}file/2024-01-05/abc123.png`]: png,
      [`${folder}file/2024-01-05/def456.jpg`]: jpg,
      [`${folder}file/2024-01-06/only.png`]: png,
    });

  it('reads each memo: China time as the instant, content as Markdown, tags, images', () => {
    const source = readFlomoExport('flomo.zip', zip(''));
    assert.equal(source.kind, 'flomo');
    assert.equal(source.target, 'MEMOS');
    assert.deepEqual(source.noteTypes, [{ name: 'flomo', fields: ['内容'], kind: 'OTHER', front: null, content: [0] }]);
    assert.equal(source.notes.length, 3);
    const [book, image, list] = source.notes;
    assert.equal(book?.createdAt?.toISOString(), '2024-01-05T13:33:10.000Z');
    assert.equal(image?.createdAt?.toISOString(), '2024-01-05T16:15:00.000Z'); // 00:15 in Beijing is the day before in UTC
    assert.deepEqual(book?.fields, ['今天读完了**《置身事内》**，\n\n作者认为 #读书 是最好的投资。']);
    assert.deepEqual(book?.tags, ['读书', '读书/经济', 'read_later']);
    assert.deepEqual(book?.media, ['file/2024-01-05/abc123.png', 'file/2024-01-05/def456.jpg']);
    assert.equal(book?.noteType, 'flomo');
    assert.deepEqual(list?.fields, ['-   一\n-   二\n\n清单']);
    assert.deepEqual(list?.tags, ['待办']);
    assert.deepEqual(source.skipped, [{ where: '2024-01-08 09:00:00', reason: 'EMPTY', detail: '2024-01-08 09:00:00 的 MEMO 没有内容' }]);
  });

  it('a memo with only an image; a missing image stays named for the job to report', async () => {
    const source = readFlomoExport('flomo.zip', zip(''));
    const [, image, list] = source.notes;
    assert.deepEqual(image?.fields, ['']);
    assert.deepEqual(image?.media, ['file/2024-01-06/only.png']);
    assert.deepEqual(list?.media, ['file/2024-01-07/gone.png']);
    assert.equal(source.media.has('file/2024-01-07/gone.png'), false);
    assert.deepEqual([...source.media.keys()].sort(), ['file/2024-01-05/abc123.png', 'file/2024-01-05/def456.jpg', 'file/2024-01-06/only.png']);
    assert.deepEqual(await source.media.get('file/2024-01-05/def456.jpg')?.read(), jpg);
    assert.equal(source.media.get('file/2024-01-06/only.png')?.size, png.length);
  });

  it('a page inside a folder: images are the paths inside the zip; sourceIds stable across reads', async () => {
    const a = readFlomoExport('flomo.zip', zip('flomo@小明-20240201/'));
    assert.deepEqual(a.notes[0]?.media, ['flomo@小明-20240201/file/2024-01-05/abc123.png', 'flomo@小明-20240201/file/2024-01-05/def456.jpg']);
    assert.deepEqual(await a.media.get('flomo@小明-20240201/file/2024-01-06/only.png')?.read(), png);
    const b = readFlomoExport('flomo.zip', zip(''));
    assert.deepEqual(
      a.notes.map((note) => note.sourceId),
      b.notes.map((note) => note.sourceId),
    );
    assert.equal(new Set(a.notes.map((note) => note.sourceId)).size, 3);
  });

  it('refuses a zip without a flomo page', () => {
    const error = refusal(() => readFlomoExport('别的.zip', zipSync({ 'a.txt': utf8('hi') })));
    assert.equal(error.code, 'IMPORT_UNKNOWN_FORMAT');
  });

  it('tags: removed alone on a line or ending the memo, kept inside a sentence', () => {
    assert.deepEqual(flomoTags('#想法\n今天 #读书 了\n结尾 #a #b/c'), { markdown: '今天 #读书 了\n结尾', tags: ['想法', '读书', 'a', 'b/c'] });
    assert.deepEqual(flomoTags('# 标题\n第 #1 名'), { markdown: '# 标题\n第 #1 名', tags: [] });
  });
});

describe('writers read back by the readers', () => {
  const deck: ExportDeck = {
    name: '日语 N5',
    notes: [
      { guid: 'V1StGXR8_Z5jdHi6B-myT', front: '**猫** 怎么读？', content: 'ねこ\n\n例句："猫がいる", 有一只猫。', tags: ['动物', '名词'] },
      { guid: 'p2', front: null, content: '{{c1::東京::首都}}是日本的首都，{{c2::大阪}}是第二大城市。', tags: [] },
      { guid: 'p3', front: null, content: '没有正面的知识点，整段都是要记住的。\n\n第二段 *强调*。', tags: ['杂项'] },
      { guid: '#guid-with-hash', front: '问题', content: '答案\t带制表符', tags: ['a b'] },
    ],
  };

  /** The point each note maps to by its note type's default mapping (an empty 正面 is none). */
  function points(source: ImportedSource) {
    return source.notes.map((note) => {
      const type = source.noteTypes.find((candidate) => candidate.name === note.noteType);
      assert.ok(type, note.noteType);
      const front = type.front === null ? null : note.fields[type.front] || null;
      return { sourceId: note.sourceId, front, content: type.content.map((index) => note.fields[index]).join('\n\n'), tags: note.tags };
    });
  }

  it('writeAnkiCsv has Anki\'s header lines and reads back to the same points', () => {
    const bytes = writeAnkiCsv(deck);
    const text = new TextDecoder().decode(bytes);
    assert.deepEqual(text.split('\n').slice(0, 6), [
      '#separator:tab',
      '#html:true',
      '#guid column:1',
      '#tags column:4',
      '#deck:日语 N5',
      '#columns:guid\t正面\t内容\ttags',
    ]);
    assert.ok(text.includes('<strong>猫</strong>'));
    assert.ok(text.includes('\n"#guid-with-hash"\t'), 'a guid starting with # is quoted (else Anki reads a comment)');
    const source = readCsv('日语 N5.txt', bytes);
    assert.deepEqual(source.skipped, []);
    assert.ok(source.notes.every((note) => note.deck.join('::') === '日语 N5'));
    assert.deepEqual(points(source), [
      { sourceId: 'V1StGXR8_Z5jdHi6B-myT', front: '**猫** 怎么读？', content: 'ねこ\n\n例句："猫がいる", 有一只猫。', tags: ['动物', '名词'] },
      { sourceId: 'p2', front: null, content: '{{c1::東京::首都}}是日本的首都，{{c2::大阪}}是第二大城市。', tags: [] },
      { sourceId: 'p3', front: null, content: '没有正面的知识点，整段都是要记住的。\n\n第二段 *强调*。', tags: ['杂项'] },
      // HTML has no tab (turndown makes it a space); Anki's tags have no space.
      { sourceId: '#guid-with-hash', front: '问题', content: '答案 带制表符', tags: ['a_b'] },
    ]);
  });

  it('writeMarkdownCards reads back to the same points', () => {
    const bytes = writeMarkdownCards(deck);
    const source = readMarkdownCards('日语 N5.md', bytes);
    assert.ok(source.notes.every((note) => note.deck.join('/') === '日语_N5'), JSON.stringify(source.notes.map((note) => note.deck)));
    const expected = points(source);
    assert.deepEqual(expected.slice(0, 3), [
      { sourceId: 'V1StGXR8_Z5jdHi6B-myT', front: '**猫** 怎么读？', content: 'ねこ\n\n例句："猫がいる", 有一只猫。', tags: ['动物', '名词'] },
      { sourceId: 'p2', front: null, content: '{{c1::東京::首都}}是日本的首都，{{c2::大阪}}是第二大城市。', tags: [] },
      { sourceId: 'p3', front: null, content: '没有正面的知识点，整段都是要记住的。\n\n第二段 *强调*。', tags: ['杂项'] },
    ]);
    // A guid Obsidian cannot take as a block id: the card is known by its text.
    assert.deepEqual(expected[3], { sourceId: sha1('问题\x1f答案\t带制表符'), front: '问题', content: '答案\t带制表符', tags: ['a_b'] });
    assert.deepEqual(
      source.noteTypes.map((type) => type.name),
      ['Markdown', 'Markdown 填空', 'Markdown 无正面'],
    );
  });

  it('fields with code blocks, a lone ? line and blank lines stay one card', () => {
    const content = '看代码：\n\n```js\nconst a = 1;\n\nconst b = 2;\n```\n\n?\n\n结束';
    const source = readMarkdownCards('x.md', writeMarkdownCards({ name: 'x', notes: [{ guid: 'c1', front: '问', content, tags: [] }] }));
    assert.equal(source.notes.length, 1);
    assert.deepEqual(source.notes[0]?.fields, ['问', content.replace('\n?\n', '\n\\?\n')]);
  });
});
