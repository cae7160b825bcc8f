import { ACCOUNT_TYPES } from '@tidemark/contracts';
import { systemAccount, transfer, userAccount } from '../../ledger';
import { hashPassword } from '../../platform/passwords';
import * as repo from './otc.repo';
import type { Otc } from './otc.service';

/** The demo merchant who can sign in: the other browser of the OTC journey. */
export const DEMO_MERCHANT = { email: 'otc.merchant@tidemark.dev', password: 'merchant-pass-1' };

const GRANTS = [
  { currency: 3, amount: '50000' },
  { currency: 1, amount: '2' },
  { currency: 2, amount: '20' },
];

/** The demo merchant with legal balances (from the demo faucet, by journal) and a few ads. */
export async function seedOtcDemo(otc: Otc): Promise<void> {
  const db = otc.deps.db;
  const id = await repo.ensureDemoMerchant(
    db,
    DEMO_MERCHANT.email,
    await hashPassword(DEMO_MERCHANT.password),
  );
  await db.tx(async (tx) => {
    for (const g of GRANTS)
      await transfer(
        tx,
        {
          key: `demo:otc-merchant:${id}:${g.currency}`,
          reason: 'demo_faucet',
          refType: 'demo',
          refId: id,
          actor: 'system:demo',
        },
        {
          from: await systemAccount(tx, 'demo_faucet', g.currency),
          to: await userAccount(tx, id, g.currency, ACCOUNT_TYPES.legal),
          amount: g.amount,
        },
      );
  });
  if (await repo.hasAds(db, id)) return;
  const ads = [
    {
      side: 'sell',
      currency_id: 3,
      price_type: 'fixed',
      price: '1.01',
      total: '20000',
      min_fiat: '10',
      max_fiat: '5000',
    },
    {
      side: 'buy',
      currency_id: 3,
      price_type: 'fixed',
      price: '0.99',
      total: '20000',
      min_fiat: '10',
      max_fiat: '5000',
    },
    {
      side: 'sell',
      currency_id: 1,
      price_type: 'float',
      price: '1',
      total: '1',
      min_fiat: '50',
      max_fiat: '20000',
    },
    {
      side: 'sell',
      currency_id: 2,
      price_type: 'float',
      price: '1.5',
      total: '10',
      min_fiat: '50',
      max_fiat: '10000',
    },
  ] as const;
  for (const a of ads)
    await otc.createAd(id, {
      ...a,
      fiat: 'USD',
      pay_methods: ['domestic'],
      terms: 'Pay from an account in your own name; reference the order number.',
    });
}
