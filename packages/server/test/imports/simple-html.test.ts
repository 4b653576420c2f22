// The simple-markup path of htmlToMarkdown (src/files/simple-html.ts) gives exactly what turndown gives over
// linkedom's DOM: re-imports compare content hashes, so one byte of difference would turn 未变 into 更新.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generate } from '../../bench/anki-fixture';
import { htmlToMarkdown } from '../../src/files/html-to-markdown';
import { parseSimpleHtml } from '../../src/files/simple-html';

const sameAsDom = (field: string) =>
  assert.deepEqual(htmlToMarkdown(field), htmlToMarkdown(field, { simpleMarkup: false }), `field ${JSON.stringify(field)}`);

// The HTML fields of the tests' Anki, CSV and flomo fixtures, and what Anki's editor writes.
const FIXTURE_FIELDS = [
  '<b>猫</b>',
  'ねこ<br><img src="cat.jpg">[sound:neko.mp3]',
  '{{c1::東京}}は{{c2::日本}}の首都',
  '问<script>alert(1)</script>题',
  '<div onclick="x()">答<iframe src="https://evil.example"></iframe></div>',
  '[sound:foo.wav]',
  '<div>单词 <b>1</b></div>',
  '<div>意思 1<br>例句：これは<i>ペン</i>です。</div><img src="img0.jpg">',
  '第 3 个：{{c1::東京}}は<b>日本</b>の{{c2::首都}}です',
  '<div><span style="color: rgb(255, 0, 0);">红</span>色&nbsp;的</div><div><br></div>',
  '<u>下划线</u> &amp; <strong>粗</strong> <em>斜</em>',
  '<img src="a%20b.png"><img src="http://example.com/x.png"><img src="a&amp;b.jpg" />',
];

// Pieces a generated field is made of: markup inside the simple set and just outside it, and text with every
// character turndown escapes or collapses.
const PIECES = [
  '<b>', '</b>', '<i>', '</i>', '<u>', '</u>', '<strong>', '</strong>', '<em>', '</em>', '<div>', '</div>', '<span>', '</span>',
  '<br>', '<br/>', '<br />', '<img src="p.jpg">', '<img src="q&amp;r.png"/>', '<img src="//cdn.example/x.png">',
  '<span style="font-weight: bold;">', '<div class="a" id="b">', '<p>', '</p>', '<B>', '<br >', '</div >', '<!-- c -->',
  '[sound:s.mp3]', '[sound:a&b "c".mp3]', '{{c1::答案::提示}}',
  '&amp;', '&lt;', '&gt;', '&quot;', '&apos;', '&nbsp;', '&#65;', '&#x4e2d;', '&#128;', '&#0;', '&copy;', '&amp', '& ',
  'text', '中文', ' ', '  ', '\n', '\t', '\r\n', '\u00a0', '\u3000', '-', '- ', '* ', '+ ', '1. ', '# ', '## ', '=', '>', '> ',
  '`', '~~~', '_', '*', '\\', '[', ']', '**', '<', 'a<b', 'x > y', '\0',
];

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('simple markup → Markdown without a DOM', () => {
  it('matches turndown over linkedom on every fixture field', () => {
    for (const field of FIXTURE_FIELDS) sameAsDom(field);
  });

  it('matches it on every field of the benchmark package, and takes the simple path for each', () => {
    const fields = generate().notes.flatMap((note) => note.fields);
    for (const field of fields) {
      sameAsDom(field);
      if (/[<&]/.test(field)) assert.ok(parseSimpleHtml(field), `not simple: ${field}`);
    }
  });

  it('matches it on 30 000 generated fields', () => {
    const random = seeded(27);
    let simple = 0;
    for (let index = 0; index < 30_000; index += 1) {
      const length = 1 + Math.floor(random() * 12);
      let field = '';
      for (let piece = 0; piece < length; piece += 1) field += PIECES[Math.floor(random() * PIECES.length)];
      if (parseSimpleHtml(field)) simple += 1;
      sameAsDom(field);
    }
    // Most generated fields close their tags badly; enough of them are simple for the comparison to mean something.
    assert.ok(simple > 3_000, `only ${simple} simple fields`);
  });

  it('leaves what it does not know to linkedom', () => {
    for (const field of ['<p>a</p>', '<B>a</B>', '<b>a', 'a</b>', '<div/>', '&copy;', '&amp b', '<!-- c -->', 'a < b', '<img src=a.jpg>', "<img src='a.jpg'>"]) {
      assert.equal(parseSimpleHtml(field), null, field);
    }
  });
});
