import { ACCOUNT_TYPES } from '@tidemark/contracts';
import { systemAccount, transfer, userAccount } from '../../ledger';
import type { Db } from '../../platform/db';
import { userIdByEmail } from './wallet.repo';

/** The demo user's balances: transfers out of the demo faucet, never balance edits. */
const GRANTS: Array<{ currency: number; type: number; amount: string }> = [
  { currency: 3, type: ACCOUNT_TYPES.change, amount: '10000' },
  { currency: 1, type: ACCOUNT_TYPES.change, amount: '0.5' },
  { currency: 2, type: ACCOUNT_TYPES.change, amount: '2' },
  { currency: 3, type: ACCOUNT_TYPES.lever, amount: '2000' },
  { currency: 3, type: ACCOUNT_TYPES.micro, amount: '500' },
];

export async function seedWalletDemo(db: Db): Promise<void> {
  const userId = await userIdByEmail(db, 'demo@tidemark.dev');
  if (!userId) return;
  await db.tx(async (tx) => {
    for (const g of GRANTS) {
      const from = await systemAccount(tx, 'demo_faucet', g.currency);
      const to = await userAccount(tx, userId, g.currency, g.type);
      // Keyed per user and grant: a restart grants nothing twice.
      await transfer(
        tx,
        {
          key: `demo:${userId}:${g.currency}:${g.type}`,
          reason: 'demo_faucet',
          refType: 'demo',
          refId: userId,
          actor: 'system:demo',
        },
        { from, to, amount: g.amount },
      );
    }
  });
}
