import { currencyByCode } from '../market';
import * as repo from './launchpad.repo';
import type { Launchpad } from './launchpad.service';

const DAY = 86_400;
const USDT = '3';

/** A demo project's summary, in every language of the app. */
const demoSummary = (title: string): Record<string, string> => ({
  en: `${title}: a demo project of the launchpad.`,
  zh: `${title}：新币认购演示项目。`,
  hk: `${title}：新幣認購示範項目。`,
  th: `${title}: โครงการสาธิตของ Launchpad`,
  jp: `${title}：ローンチパッドのデモプロジェクトです。`,
  kor: `${title}: 런치패드 데모 프로젝트입니다.`,
  fra: `${title} : un projet de démonstration du launchpad.`,
  spa: `${title}: un proyecto de demostración del launchpad.`,
});

/** A demo project's description (how a sale of 1,000,000 tokens is shared), in every language. */
const demoContent = (title: string, code: string): Record<string, string> => ({
  en: `${title} sells 1,000,000 ${code}. If more is subscribed than is for sale, every subscriber receives the same share of their request and the rest of the payment is returned.`,
  zh: `${title} 出售 1,000,000 ${code}。若认购超过发售量，每位认购者按相同比例获得所申请的数量，其余款项退回。`,
  hk: `${title} 出售 1,000,000 ${code}。若認購超過發售量，每位認購者按相同比例獲得所申請的數量，其餘款項退回。`,
  th: `${title} เสนอขาย 1,000,000 ${code} หากมีการจองซื้อเกินจำนวนที่ขาย ผู้จองซื้อทุกคนจะได้รับตามสัดส่วนเดียวกันของจำนวนที่ขอ และเงินส่วนที่เหลือจะถูกคืน`,
  jp: `${title} は 1,000,000 ${code} を販売します。申込が販売数を上回った場合、全員が申込数の同じ割合を受け取り、残りの支払いは返金されます。`,
  kor: `${title}는 1,000,000 ${code}를 판매합니다. 청약이 판매 수량을 넘으면 모든 청약자가 신청량의 같은 비율을 받고 나머지 금액은 환불됩니다.`,
  fra: `${title} vend 1 000 000 ${code}. Si les souscriptions dépassent l’offre, chaque souscripteur reçoit la même part de sa demande et le reste du paiement est remboursé.`,
  spa: `${title} vende 1.000.000 ${code}. Si se suscribe más de lo que se vende, cada suscriptor recibe la misma parte de su solicitud y se le devuelve el resto del pago.`,
});

/** One project in each phase a visitor sees: upcoming, subscribing, listed. Idempotent by title. */
export async function seedLaunchpadDemo(lp: Launchpad): Promise<void> {
  const now = lp.deps.clock.nowSeconds();
  const today = Math.floor(now / DAY) * DAY;
  const demos = [
    {
      title: 'Harbor Network',
      token_code: 'HBR',
      warmup_at: today - DAY,
      start_at: today + 2 * DAY,
      end_at: today + 6 * DAY,
      listing_at: today + 7 * DAY,
    },
    {
      title: 'Lumen Grid',
      token_code: 'LMG',
      warmup_at: today - 3 * DAY,
      start_at: today - DAY,
      end_at: today + 3 * DAY,
      listing_at: today + 4 * DAY,
    },
    {
      title: 'Reef Protocol',
      token_code: 'REEF',
      warmup_at: today - 20 * DAY,
      start_at: today - 18 * DAY,
      end_at: today - 12 * DAY,
      listing_at: today - 10 * DAY,
    },
  ];
  for (const d of demos) {
    const seeded = await repo.projectByTitle(lp.deps.db, d.title);
    if (seeded) {
      // Seeded before every language had its text: the demo project gets them now.
      await repo.setProjectTexts(
        lp.deps.db,
        seeded,
        demoSummary(d.title),
        demoContent(d.title, d.token_code),
      );
      continue;
    }
    if (await currencyByCode(lp.deps.db, d.token_code)) continue;
    await lp.createProject(
      { system: 'demo-seed' },
      {
        ...d,
        token_precision: 4,
        summary: demoSummary(d.title),
        content: demoContent(d.title, d.token_code),
        logo: '',
        white_book: 'https://example.com/whitepaper.pdf',
        link: 'https://example.com',
        amount: '1000000',
        min_amount: '100',
        max_amount: '100000',
        prices: { [USDT]: '0.05' },
        lock_days: 7,
      },
    );
  }
  await lp.advanceAll();
}
