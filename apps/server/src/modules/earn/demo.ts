import { utcDay, type Deps } from './earn.shared';
import * as repo from './earn.repo';

const USDT = 3;
const BTC = 1;
const ETH = 2;

const lock = (
  name: string,
  days: number,
  rates: [string, string, string],
  sort: number,
): repo.NewProduct => ({
  kind: 'lock',
  name,
  intro: 'Lock USDT for a fixed term; income is paid daily and the principal returns at maturity.',
  currency_id: USDT,
  payout_currency_id: USDT,
  term_days: days,
  min_amount: '100',
  max_amount: '50000',
  quota_total: '1000000',
  user_cap: '100000',
  sort_order: sort,
  tiers: [
    { min_amount: '100', daily_rate: rates[0] },
    { min_amount: '5000', daily_rate: rates[1] },
    { min_amount: '20000', daily_rate: rates[2] },
  ],
});

/** Hash rate bought with USDT by units of 100, paying BTC daily for the term. */
const cloud = (days: number, yieldPerUnit: string, sort: number) => ({
  kind: 'cloud' as const,
  name: `Cloud mining ${days} days`,
  intro: `Buy hash rate for ${days} days; BTC is paid daily. The price is not returned.`,
  currency_id: USDT,
  payout_currency_id: BTC,
  term_days: days,
  min_amount: '100',
  max_amount: '100000',
  quota_total: '1000000',
  user_cap: '100000',
  unit_price: '100',
  early_fee_rate: '0',
  sort_order: sort,
  yield: yieldPerUnit,
});

/** Products of each kind for the demo database; added once, found by name on later starts. */
const DEMO: Array<repo.NewProduct & { yield?: string }> = [
  lock('USDT lock mining 7 days', 7, ['0.003', '0.0035', '0.004'], 1),
  lock('USDT lock mining 15 days', 15, ['0.0035', '0.004', '0.0045'], 2),
  lock('USDT lock mining 30 days', 30, ['0.004', '0.0045', '0.005'], 3),
  lock('USDT lock mining 90 days', 90, ['0.005', '0.0055', '0.006'], 4),
  {
    kind: 'lock',
    name: 'ETH lock mining 30 days',
    intro: 'Lock ETH for 30 days; income in ETH daily, the principal returns at maturity.',
    currency_id: ETH,
    payout_currency_id: ETH,
    term_days: 30,
    min_amount: '0.1',
    max_amount: '100',
    quota_total: '1000',
    user_cap: '200',
    sort_order: 5,
    tiers: [
      { min_amount: '0.1', daily_rate: '0.002' },
      { min_amount: '5', daily_rate: '0.0025' },
    ],
  },
  {
    kind: 'flexible',
    name: 'USDT flexible savings',
    intro:
      'Subscribe and redeem any time; interest on the balance held through each whole UTC day.',
    currency_id: USDT,
    payout_currency_id: USDT,
    term_days: 0,
    min_amount: '10',
    max_amount: '100000',
    quota_total: '5000000',
    user_cap: '200000',
    annual_rate: '0.05',
    early_fee_rate: '0',
    sort_order: 1,
  },
  {
    kind: 'flexible',
    name: 'BTC flexible savings',
    intro: 'Subscribe and redeem any time; interest in BTC daily.',
    currency_id: BTC,
    payout_currency_id: BTC,
    term_days: 0,
    min_amount: '0.001',
    max_amount: '10',
    quota_total: '500',
    user_cap: '20',
    annual_rate: '0.02',
    early_fee_rate: '0',
    sort_order: 2,
  },
  cloud(30, '0.000012', 1),
  cloud(90, '0.000011', 2),
];

export async function seedDemoProducts(deps: Deps): Promise<void> {
  await deps.db.tx(async (tx) => {
    for (const p of DEMO) {
      if ((await repo.productIdByName(tx, p.name)) !== null) continue;
      const id = await repo.insertProduct(tx, p);
      if (p.yield)
        await repo.setCloudYield(tx, id, utcDay(deps.clock.nowMs()), p.yield, 'system:demo');
    }
  });
}
