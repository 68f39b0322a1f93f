import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { conflict } from '../../lib/errors.ts';

/**
 * Runs a wallet call in one transaction, at most once per idempotency key of the caller: the key is
 * claimed first (wallet_request's primary key: a concurrent retry waits for the first call to end),
 * and a key already used answers the first call's stored answer without running anything. A call
 * that is refused rolls its claim back, so its retry runs again. A key used for another action is
 * refused (100005). Without a key the call simply runs in its transaction.
 */
export async function once<T>(
  db: Db,
  session: Session,
  key: string | undefined,
  action: string,
  run: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (key) {
      const claimed = await sql`
        INSERT INTO wallet_request (sys_user_id, idempotency_key, action) VALUES (${session.sysUserId}, ${key}, ${action})
        ON CONFLICT DO NOTHING RETURNING 1`.execute(trx);
      if (claimed.rows.length === 0) {
        const { rows } = await sql<{ action: string; answer: T }>`
          SELECT action, answer FROM wallet_request WHERE sys_user_id = ${session.sysUserId} AND idempotency_key = ${key}`.execute(trx);
        const first = rows[0];
        if (!first || first.action !== action || first.answer == null) throw conflict('wallet.keyReused', {}, 'IdempotencyKey');
        return first.answer;
      }
    }
    const answer = await run(trx);
    if (key) {
      await sql`UPDATE wallet_request SET answer = ${JSON.stringify(answer)}::jsonb
        WHERE sys_user_id = ${session.sysUserId} AND idempotency_key = ${key}`.execute(trx);
    }
    return answer;
  });
}
