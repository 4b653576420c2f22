// The fake backend says what the server says: every refusal's message is a @memory/contracts constant the server
// answers with too, never Chinese written in src/testing (where it would drift from the server's wording). Sample
// content (jar names, quiz questions, streamed AI text) is data, not a message, and may stay.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TESTING = path.join(__dirname, '../src/testing');

/** The fake's ways of answering a refusal (src/testing/errors.ts). */
const REFUSAL_CALL = /\b(?:failure|refusal|badField|notFound|conflict|forbidden)\(/g;
/** A string or template literal with a Chinese character in it. */
const CHINESE_LITERAL = /(['"`])(?:(?!\1)[^\\\n]|\\.)*[\u3400-\u9fff]/;
/** `message: '…'`, `message = '…'` (an object's message, a parameter's default) written in Chinese. */
const CHINESE_MESSAGE = /\bmessage\??\s*[:=]\s*(['"`])(?:(?!\1)[^\\\n]|\\.)*[\u3400-\u9fff]/g;

/** The text between a call's parentheses (`open` is the index of its `(`), strings and nesting allowed for. */
function argumentsOf(source: string, open: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let index = open; index < source.length; index += 1) {
    const char = source[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')' && (depth -= 1) === 0) return source.slice(open + 1, index);
  }
  return source.slice(open + 1);
}

/** `file:line: text` of each line where a refusal's message is Chinese written by hand; `calls` counts the refusals. */
function handWrittenMessages(file: string, source: string): { found: string[]; calls: number } {
  const lines = source.split('\n');
  const flagged = new Set<number>();
  const lineAt = (index: number) => source.slice(0, index).split('\n').length;
  let calls = 0;
  for (const match of source.matchAll(REFUSAL_CALL)) {
    calls += 1;
    if (CHINESE_LITERAL.test(argumentsOf(source, match.index + match[0].length - 1))) flagged.add(lineAt(match.index));
  }
  for (const match of source.matchAll(CHINESE_MESSAGE)) flagged.add(lineAt(match.index));
  const found = [...flagged].sort((a, b) => a - b).map((line) => `${file}:${line}: ${lines[line - 1]?.trim() ?? ''}`);
  return { found, calls };
}

describe('the fake backend’s messages', () => {
  const files = readdirSync(TESTING).filter((name) => /\.tsx?$/.test(name));

  it('come from @memory/contracts, never written in src/testing', () => {
    const results = files.map((name) => handWrittenMessages(name, readFileSync(path.join(TESTING, name), 'utf8')));
    expect(results.flatMap((result) => result.found)).toEqual([]);
    // The scan does look at the refusals: there are dozens of them.
    expect(results.reduce((sum, result) => sum + result.calls, 0)).toBeGreaterThan(40);
  });

  it('are caught when written by hand', () => {
    const source = [
      "if (closed) return conflict('订单已关闭');",
      'if (bad) return failure(400, { code: "BAD_REQUEST", message: `金额不对`, fields: { amount: ORDER_MESSAGES.wrongAmount } });',
      "fatal: (code = 'AI_UPSTREAM_FAILED', message = 'AI 服务暂时不可用') => ({ code, message }),",
      'if (!jar) return notFound(JAR_MESSAGES.notFound);',
      "if (!order) return badField('amount', ORDER_MESSAGES.wrongAmount); // 金额",
    ].join('\n');
    expect(handWrittenMessages('sample.ts', source)).toEqual({
      found: [
        "sample.ts:1: if (closed) return conflict('订单已关闭');",
        'sample.ts:2: if (bad) return failure(400, { code: "BAD_REQUEST", message: `金额不对`, fields: { amount: ORDER_MESSAGES.wrongAmount } });',
        "sample.ts:3: fatal: (code = 'AI_UPSTREAM_FAILED', message = 'AI 服务暂时不可用') => ({ code, message }),",
      ],
      calls: 4,
    });
  });
});
