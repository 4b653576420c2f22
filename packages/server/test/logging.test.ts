import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { redactQuery, safeError } from '../src/http/logging';

describe('what the logs keep', () => {
  it('keeps the SQL text and error codes of a failed query, never its parameters or the driver detail', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "memos_pkey"'), {
      code: '23505',
      constraint: 'memos_pkey',
      detail: 'Key (content)=(我的秘密日记) already exists.',
    });
    const error = Object.assign(new Error('Failed query: insert into "memos" ("id", "content") values ($1, $2)\nparams: user-7,我的秘密日记'), {
      name: 'DrizzleQueryError',
      cause,
    });
    const logged = JSON.stringify(safeError(error));
    assert.doesNotMatch(logged, /秘密日记/);
    assert.match(logged, /insert into \\"memos\\"/);
    assert.match(logged, /23505/);
    assert.match(logged, /memos_pkey/);
  });

  it('keeps query names but not their values (search words, signatures)', () => {
    assert.equal(redactQuery('/api/memo-tags/page?keyword=%E7%A7%81%E4%BA%8B&page=2'), '/api/memo-tags/page?keyword=…&page=…');
    assert.equal(redactQuery('/api/blobs/abc?expires=1&signature=s3cr3t'), '/api/blobs/abc?expires=…&signature=…');
    assert.equal(redactQuery('/api/memos/abc'), '/api/memos/abc');
  });
});
