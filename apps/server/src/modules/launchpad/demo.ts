import * as repo from './launchpad.repo';
import type { Launchpad } from './launchpad.service';

const DAY = 86_400;
const USDT = '3';

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
    if (await repo.projectByTitle(lp.deps.db, d.title)) continue;
    if (await repo.currencyCodeTaken(lp.deps.db, d.token_code)) continue;
    await lp.createProject(
      { system: 'demo-seed' },
      {
        ...d,
        token_precision: 4,
        summary: {
          en: `${d.title}: a demo project of the launchpad.`,
          zh: `${d.title}：新币认购演示项目。`,
        },
        content: {
          en: `${d.title} sells 1,000,000 ${d.token_code}. If more is subscribed than is for sale, every subscriber receives the same share of their request and the rest of the payment is returned.`,
        },
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
