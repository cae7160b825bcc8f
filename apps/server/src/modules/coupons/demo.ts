import type { Platform } from '../../platform/module';
import * as repo from './coupons.repo';

const YEAR_MS = 365 * 86_400_000;

/** Two public demo campaigns the demo user can claim: a contract fee voucher and a stake voucher. */
const DEMO_CAMPAIGNS = [
  {
    kind: 'lever_fee',
    name: { en: 'Welcome fee voucher', zh: '新手手续费券', hk: '新手手續費券' },
    terms: { en: 'Pays up to 5 USDT of a market contract order’s handling fee.' },
    amount: '5',
    minOrder: '10',
  },
  {
    kind: 'option_stake',
    name: { en: 'Seconds trial stake', zh: '秒合约体验金', hk: '秒合約體驗金' },
    terms: { en: 'Pays 10 USDT of a seconds order of at least 50 USDT; a win pays the profit.' },
    amount: '10',
    minOrder: '50',
  },
] as const;

export async function seedDemoCoupons(
  platform: Pick<Platform, 'db' | 'clock'>,
  operatorEmail: string,
) {
  const operatorId = await repo.operatorIdByEmail(platform.db, operatorEmail);
  if (operatorId === null) return;
  for (const c of DEMO_CAMPAIGNS) {
    if (await repo.hasRunningCampaign(platform.db, c.name.en, platform.clock.now())) continue;
    await repo.insertCampaign(platform.db, {
      kind: c.kind,
      name: c.name,
      terms: c.terms,
      currencyId: 3,
      amount: c.amount,
      minOrder: c.minOrder,
      public: true,
      expiresAt: new Date(platform.clock.nowMs() + YEAR_MS),
      operatorId,
    });
  }
}
