import type { Platform } from '../../platform/module';
import * as repo from './coupons.repo';

const YEAR_MS = 365 * 86_400_000;

/** Two public demo campaigns the demo user can claim: a contract fee voucher and a stake voucher. */
const DEMO_CAMPAIGNS = [
  {
    kind: 'lever_fee',
    name: {
      en: 'Welcome fee voucher',
      zh: '新手手续费券',
      hk: '新手手續費券',
      th: 'คูปองค่าธรรมเนียมต้อนรับ',
      jp: 'ウェルカム手数料クーポン',
      kor: '웰컴 수수료 쿠폰',
      fra: 'Bon de frais de bienvenue',
      spa: 'Cupón de comisión de bienvenida',
    },
    terms: {
      en: 'Pays up to 5 USDT of a market contract order’s handling fee.',
      zh: '抵扣市价合约订单最多 5 USDT 的手续费。',
      hk: '抵扣市價合約訂單最多 5 USDT 的手續費。',
      th: 'ใช้ชำระค่าธรรมเนียมของคำสั่งสัญญาแบบราคาตลาดได้สูงสุด 5 USDT',
      jp: '成行の契約注文の手数料を最大 5 USDT まで支払います。',
      kor: '시장가 계약 주문 수수료를 최대 5 USDT까지 대신 지불합니다.',
      fra: 'Règle jusqu’à 5 USDT des frais d’un ordre de contrat au marché.',
      spa: 'Paga hasta 5 USDT de la comisión de una orden de contrato a mercado.',
    },
    amount: '5',
    minOrder: '10',
  },
  {
    kind: 'option_stake',
    name: {
      en: 'Seconds trial stake',
      zh: '秒合约体验金',
      hk: '秒合約體驗金',
      th: 'เงินทดลองเทรดวินาที',
      jp: '秒取引お試し資金',
      kor: '초 단위 옵션 체험금',
      fra: 'Mise d’essai en options à secondes',
      spa: 'Apuesta de prueba en opciones por segundos',
    },
    terms: {
      en: 'Pays 10 USDT of a seconds order of at least 50 USDT; a win pays the profit.',
      zh: '用于金额不低于 50 USDT 的秒合约订单，抵扣 10 USDT；盈利归您。',
      hk: '用於金額不低於 50 USDT 的秒合約訂單，抵扣 10 USDT；盈利歸您。',
      th: 'ใช้ชำระ 10 USDT ของคำสั่งวินาทีที่มีมูลค่าอย่างน้อย 50 USDT หากชนะจะได้รับกำไร',
      jp: '50 USDT 以上の秒取引注文のうち 10 USDT を支払います。勝った場合は利益が支払われます。',
      kor: '50 USDT 이상의 초 단위 주문 중 10 USDT를 대신 지불하며, 이기면 수익이 지급됩니다.',
      fra: 'Règle 10 USDT d’un ordre en secondes d’au moins 50 USDT ; un gain vous verse le profit.',
      spa: 'Paga 10 USDT de una orden por segundos de al menos 50 USDT; si gana, recibe la ganancia.',
    },
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
    if (await repo.hasRunningCampaign(platform.db, operatorId, c.name.en, platform.clock.now())) {
      // Seeded before every language had its text: the running demo campaign gets them now.
      await repo.setDemoCampaignTexts(platform.db, operatorId, c.name.en, c.name, c.terms);
      continue;
    }
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
