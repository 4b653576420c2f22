// The export's Markdown → HTML short cut for plain text must write exactly what micromark writes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { markdownToHtml } from '../../src/modules/imports/formats/markdown-to-html';

const reference = (markdown: string) => (markdown.trim() ? micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] }).trim() : '');

// Pieces plain text is made of, and the characters and line starts that make Markdown.
const PIECES = ['东京', '日本の首都', 'abc', 'A', '1', '12', ' ', '  ', '\n', '\n\n', '\n\n\n', '。', '，', '？', '!', '"', "'", ':', '/', '.', ')', '(', '{{c1::', '}}', '#', '-', '+', '=', '>', '*', '_', '`', '[', ']', '~', '|', '&', '<', '@', '\\', '\t', 'www.', 'http://', '---', '1. ', '- ', '    ', '%', '$', '^', '[x]: /u\n', '[x]', '[^1]', '[^1]: 注\n', '> ', '|a|b|\n|-|-|\n'];

describe('markdownToHtml', () => {
  it('writes what micromark writes, for generated text plain and marked up', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }), (pieces) => {
        const markdown = pieces.join('');
        assert.equal(markdownToHtml(markdown), reference(markdown), JSON.stringify(markdown));
      }),
      { numRuns: 20_000, seed: 20261128 },
    );
  });

  it('writes plain Chinese text as paragraphs', () => {
    for (const markdown of ['床前明月光，\n疑是地上霜。\n\n举头望明月，低头思故乡。', '{{c1::東京}}は日本の{{c2::首都::两个字}}です', '他说"你好"', '第 3 条（重要）：记住它！']) {
      assert.equal(markdownToHtml(markdown), reference(markdown), markdown);
    }
  });
});
