import { systemAccount, userAccount } from '../ledger/accounts';
import { transfer, type JournalMeta } from '../ledger/ledger';
import type { Db } from '../platform/db';
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
