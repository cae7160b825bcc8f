import { systemAccount, userAccount } from '../ledger/accounts';
import { transfer, type JournalMeta } from '../ledger/ledger';
import type { Db, Queryable } from '../platform/db';
import { createUserWithSession } from './harness';

const USDT = 3;

/** Journal metadata with keys of their own per test file: `<prefix>:1`, `<prefix>:2`, … */
export function journalMetas(prefix: string): (reason?: string) => JournalMeta {
  let seq = 0;
  return (reason = 'adjustment') => {
    seq += 1;
    return { key: `${prefix}:${seq}`, reason, refType: 'test', refId: seq, actor: 'system:test' };
  };
}

/** A new user's spot USDT account holding `amount`, deposited from deposit clearing (`source`). */
export async function fundedSpot(
  db: Db,
  meta: (reason?: string) => JournalMeta,
  amount: string,
): Promise<{ userId: number; account: number; source: number }> {
  const { userId } = await createUserWithSession(db);
  const account = await db.tx((tx) => userAccount(tx, userId, USDT, 2));
  const source = await db.tx((tx) => systemAccount(tx, 'deposit_clearing', USDT));
  await db.tx((tx) => transfer(tx, meta('deposit'), { from: source, to: account, amount }));
  return { userId, account, source };
}

/** The incremental ledger check's checkpoint: the last posting it has summed. */
export async function checkpointMark(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ mark: number }>(
    'SELECT posting_mark AS mark FROM ledger_check_mark WHERE id = 1',
  );
  return rows[0]!.mark;
}

/** Accounts whose checkpoint sums differ from their postings up to the mark, read directly. */
export async function checkpointDriftOf(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT a.id FROM ledger_accounts a
       LEFT JOIN ledger_check_sums s ON s.account_id = a.id
       LEFT JOIN (SELECT account_id,
                         coalesce(sum(amount) FILTER (WHERE bucket = 'available'), 0) AS avail,
                         coalesce(sum(amount) FILTER (WHERE bucket = 'frozen'), 0) AS froz
                    FROM postings
                   WHERE id <= (SELECT posting_mark FROM ledger_check_mark WHERE id = 1)
                   GROUP BY account_id) p ON p.account_id = a.id
      WHERE coalesce(s.available, 0) <> coalesce(p.avail, 0)
         OR coalesce(s.frozen, 0) <> coalesce(p.froz, 0)`,
  );
  return rows.map((r) => r.id);
}

export async function maxPostingId(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ m: number }>('SELECT max(id) AS m FROM postings');
  return rows[0]!.m;
}
