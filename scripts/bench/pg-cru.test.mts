import assert from 'node:assert/strict';
import { test } from 'node:test';
import { transacoes } from './pg-cru.mts';

test("a transaction's statements keep one connection to its last one; the others take any free one", () => {
  const r = transacoes([
    { conn: 3, text: 'select "id" from "auth_tokens" where "token_hash" = $1' },
    { conn: 5, text: 'begin' },
    { conn: 5, text: 'insert into "sessoes" values ($1)' },
    { conn: 7, text: 'select 1' },
    { conn: 5, text: 'commit' },
    { conn: 3, text: 'insert into "auditoria" values ($1)' },
  ]);
  assert.deepEqual(r.tx, [null, 5, 5, null, 5, null]);
  assert.deepEqual([...r.ultimo], [[5, 4]]);
  assert.deepEqual(transacoes([]), { tx: [], ultimo: new Map() });
});
