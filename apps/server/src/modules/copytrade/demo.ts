import { ACCOUNT_TYPES, DEFAULT_COIN_IDS, LEVER_SIDE, type Lang } from '@tidemark/contracts';
import { systemAccount, transfer, userAccount } from '../../ledger';
import { recordAudit } from '../../platform/audit';
import { dec } from '../../platform/money';
import type { Platform, Services } from '../../platform/module';
import { hashPassword } from '../../platform/passwords';
import * as repo from './copytrade.repo';

/** Demo traders: real accounts whose history is made by the contract engine, never inserted. */
export const DEMO_TRADERS = [
  {
    email: 'trader1@tidemark.dev',
    nickname: 'Tidal Trend',
    code: 'DEMOTR01',
    introduction: 'Follows the trend on BTC and ETH with tight stops.',
    experience: 'Six years of crypto futures.',
  },
  {
    email: 'trader2@tidemark.dev',
    nickname: 'Harbor Swing',
    code: 'DEMOTR02',
    introduction: 'Swing trades around the daily range; small size, many trades.',
    experience: 'Four years, formerly FX.',
  },
] as const;
export const DEMO_TRADER_PASSWORD = 'demo-pass-1';

/**
 * The demo traders' introductions and experience in each language, by their English text. A
 * trader writes their own in one language; only the seeded ones have every language.
 */
const DEMO_TRADER_TEXTS: ReadonlyMap<
  string,
  Readonly<Record<Exclude<Lang, 'en'>, string>>
> = new Map([
  [
    DEMO_TRADERS[0].introduction,
    {
      zh: '顺势交易 BTC 和 ETH，严格止损。',
      hk: '順勢交易 BTC 和 ETH，嚴格止損。',
      th: 'เทรดตามเทรนด์ BTC และ ETH พร้อมตั้งจุดตัดขาดทุนใกล้',
      jp: 'BTC と ETH のトレンドに乗り、損切りは浅めに設定します。',
      kor: 'BTC와 ETH의 추세를 따르며 손절을 촘촘하게 둡니다.',
      fra: 'Suit la tendance sur BTC et ETH avec des stops serrés.',
      spa: 'Sigue la tendencia en BTC y ETH con stops ajustados.',
    },
  ],
  [
    DEMO_TRADERS[0].experience,
    {
      zh: '六年加密货币合约经验。',
      hk: '六年加密貨幣合約經驗。',
      th: 'ประสบการณ์ฟิวเจอร์สคริปโต 6 ปี',
      jp: '暗号資産先物の経験 6 年。',
      kor: '암호화폐 선물 6년 경력.',
      fra: 'Six ans de contrats à terme crypto.',
      spa: 'Seis años de futuros de criptomonedas.',
    },
  ],
  [
    DEMO_TRADERS[1].introduction,
    {
      zh: '围绕日内区间做波段交易；小仓位，多笔交易。',
      hk: '圍繞日內區間做波段交易；小倉位，多筆交易。',
      th: 'เทรดสวิงรอบกรอบราคารายวัน ขนาดเล็ก เทรดบ่อย',
      jp: '日中のレンジでスイングトレード。小さなサイズで回数多め。',
      kor: '일간 범위에서 스윙 트레이딩을 하며, 작은 규모로 자주 거래합니다.',
      fra: 'Swing trading autour de la fourchette du jour ; petites tailles, beaucoup de trades.',
      spa: 'Swing trading en torno al rango diario; posiciones pequeñas, muchas operaciones.',
    },
  ],
  [
    DEMO_TRADERS[1].experience,
    {
      zh: '四年经验，曾做外汇。',
      hk: '四年經驗，曾做外匯。',
      th: 'ประสบการณ์ 4 ปี เคยเทรดฟอเร็กซ์',
      jp: '4 年の経験、以前は FX。',
      kor: '4년 경력, 이전에는 외환 거래.',
      fra: 'Quatre ans, auparavant sur le forex.',
      spa: 'Cuatro años, antes en divisas.',
    },
  ],
]);

/** A trader's text in `lang` when it is a seeded demo text; anyone else's as they wrote it. */
export function demoTraderText(text: string, lang: Lang): string {
  return lang === 'en' ? text : (DEMO_TRADER_TEXTS.get(text)?.[lang] ?? text);
}
const LEVER_GRANT = '5000';
/** Positions each demo trader keeps working on until it has this many closed ones. */
const HISTORY_TARGET = 12;
/** TP and SL this far from the entry (a fraction): the risk engine closes them within minutes. */
const BAND = '0.0015';

/**
 * Two verified, funded, approved demo traders (approval audited as the demo seed). Idempotent:
 * accounts, grants (keyed) and approvals happen once.
 */
export async function seedCopyDemo(platform: Pick<Platform, 'db' | 'log'>): Promise<void> {
  const { db } = platform;
  for (const t of DEMO_TRADERS) {
    let userId = await repo.userIdByEmail(db, t.email);
    if (!userId) {
      const passwordHash = await hashPassword(DEMO_TRADER_PASSWORD);
      userId = await db.tx((tx) => repo.insertDemoTraderUser(tx, { ...t, passwordHash }));
    }
    const id = userId;
    await db.tx(async (tx) => {
      await transfer(
        tx,
        {
          key: `demo:copytrade:${id}:lever`,
          reason: 'demo_faucet',
          refType: 'demo',
          refId: id,
          actor: 'system:demo',
        },
        {
          from: await systemAccount(tx, 'demo_faucet', DEFAULT_COIN_IDS.USDT),
          to: await userAccount(tx, id, DEFAULT_COIN_IDS.USDT, ACCOUNT_TYPES.lever),
          amount: LEVER_GRANT,
        },
      );
      if (await repo.trader(tx, id)) return;
      await repo.upsertApplication(tx, { userId: id, ...t, atMs: Date.now() });
      await repo.decide(tx, id, { status: 1, reason: null, atMs: Date.now(), operatorId: 0 });
      await recordAudit(
        tx,
        { system: 'demo-seed' },
        {
          action: 'copytrade.approve',
          targetType: 'user',
          targetId: id,
          detail: { before: { status: 0 }, after: { status: 1 } },
        },
      );
    });
  }
}

/**
 * Once the feed runs: each demo trader without an open position and short of its history opens
 * a small BTC/USDT position at the live mark with TP and SL close by, through the contract
 * service, so the engine closes it on a later recorded tick and the history is real.
 */
export async function tradeDemoHistory(
  platform: Pick<Platform, 'db' | 'log'>,
  lever: Services['lever'],
): Promise<void> {
  const instrument = lever.deps.market.instrument('BTC/USDT');
  if (!instrument) return;
  for (const [n, t] of DEMO_TRADERS.entries()) {
    const userId = await repo.userIdByEmail(platform.db, t.email);
    if (!userId) continue;
    const counts = await repo.positionCounts(platform.db, userId);
    if (counts.active > 0 || counts.closed >= HISTORY_TARGET) continue;
    const mark = lever.marks.get(instrument.id);
    if (!mark) continue;
    const long = (counts.closed + n) % 2 === 0;
    const step = instrument.tick_size;
    const round = (v: string) => dec(v).dividedBy(step).toDecimalPlaces(0).times(step).toFixed();
    const up = round(dec(mark.price).times(dec(1).plus(BAND)).toFixed());
    const down = round(dec(mark.price).times(dec(1).minus(BAND)).toFixed());
    try {
      await lever.submit(userId, {
        symbol: instrument.symbol,
        type: long ? LEVER_SIDE.long : LEVER_SIDE.short,
        share: '0.5',
        multiple: 10,
        status: 1,
        target_profit_price: long ? up : down,
        stop_loss_price: long ? down : up,
        idempotency_key: `demo-trader-${userId}-${counts.closed}`,
      });
    } catch (err) {
      platform.log.info({ err, trader: t.email }, 'demo trader could not open a position yet');
    }
  }
}
