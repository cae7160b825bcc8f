import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { otcErrors, type OtcAd, type OtcOrder } from '@tidemark/contracts';
import {
  apiServer,
  errorEnvelope,
  okEnvelope,
  recordPosts,
  setUpSignedInApi,
} from '../../../shared/testing/api-server';
import { serveCurrencies } from '../../../shared/testing/currencies';
import { renderWithProviders } from '../../../shared/testing/render';
import { OtcHome } from './otc-home';
import { OrderView } from './otc-order-view';
import { QuickTrade } from './otc-quick-trade';

const AD: OtcAd = {
  id: 11,
  merchant_id: 2,
  merchant_name: 'Harbour Desk',
  merchant_stats: { orders_30d: 128, completion_rate: '98.5', avg_release_seconds: 185 },
  side: 'sell',
  currency_id: 3,
  currency_name: 'USDT',
  fiat: 'USD',
  fiat_places: 2,
  price_type: 'fixed',
  margin: null,
  price: '1.01',
  total: '20000',
  remaining: '19000',
  min_fiat: '10',
  max_fiat: '5000',
  pay_methods: ['domestic'],
  terms: '',
  active: true,
};

const page = (data: unknown[]) =>
  okEnvelope({ data, total: data.length, current_page: 1, per_page: 50, last_page: 1 } as never);

function serveConfig() {
  apiServer.use(
    http.get('*/api/otc/config', () =>
      okEnvelope({
        fiats: ['USD', 'CNY', 'EUR'],
        pay_methods: ['domestic', 'international'],
        pay_window_s: 900,
      }),
    ),
  );
}

setUpSignedInApi();

beforeEach(() => serveCurrencies());

describe('OTC ad list', () => {
  it('asks the server for the chosen fiat and payment method and shows what it answers', async () => {
    serveConfig();
    const asked: Array<Record<string, string>> = [];
    apiServer.use(
      http.get('*/api/otc/ads', ({ request }) => {
        const q = Object.fromEntries(new URL(request.url).searchParams);
        asked.push(q);
        if (q.fiat === 'EUR' && q.pay_method === 'international')
          return page([
            { ...AD, id: 12, fiat: 'EUR', price: '0.93', pay_methods: ['international'] },
          ]);
        if (q.fiat === 'EUR') return page([]);
        return page([AD]);
      }),
    );
    const { user } = renderWithProviders(<OtcHome />);
    expect((await screen.findByTestId('otc-ad-11-limits')).textContent).toBe('10.00–5,000.00');
    // The user buys: the list holds merchants' sell ads, in USD by default, every method.
    expect(asked[0]).toMatchObject({ side: 'sell', currency_id: '3', fiat: 'USD' });
    expect(asked[0]!.pay_method).toBeUndefined();

    await user.click(await screen.findByTestId('otc-fiat-EUR'));
    await screen.findByTestId('otc-no-ads');
    expect(asked.at(-1)).toMatchObject({ fiat: 'EUR' });

    await user.click(screen.getByTestId('otc-method-international'));
    const card = await screen.findByTestId('otc-ad-12');
    expect(asked.at(-1)).toMatchObject({ fiat: 'EUR', pay_method: 'international' });
    expect(within(card).getByText('0.93 EUR')).toBeTruthy();
    expect(screen.getByTestId('otc-ad-12-methods').textContent).toBe('International transfer');
    expect(screen.queryByTestId('otc-ad-11')).toBeNull();

    await user.click(screen.getByTestId('otc-coin-BTC'));
    await expect.poll(() => asked.at(-1)?.currency_id).toBe('1');
  });
});

describe('OTC merchants', () => {
  it('show their 30 days: orders completed, completion rate and mean release time', async () => {
    serveConfig();
    apiServer.use(
      http.get('*/api/otc/ads', () =>
        page([
          AD,
          {
            ...AD,
            id: 13,
            merchant_stats: { orders_30d: 0, completion_rate: null, avg_release_seconds: null },
          },
          {
            ...AD,
            id: 14,
            merchant_stats: { orders_30d: 3, completion_rate: '100', avg_release_seconds: 42 },
          },
        ]),
      ),
    );
    renderWithProviders(<OtcHome />);
    expect((await screen.findByTestId('otc-ad-11-stats')).textContent).toBe(
      '30-day orders 128 · Completion 98.50% · Avg. release 3 min',
    );
    expect(screen.getByTestId('otc-ad-13-stats').textContent).toBe(
      '30-day orders 0 · Completion -- · Avg. release --',
    );
    expect(screen.getByTestId('otc-ad-14-stats').textContent).toBe(
      '30-day orders 3 · Completion 100.00% · Avg. release 42 sec',
    );
  });
});

describe('quick buy', () => {
  it('shows the best ad with its price and limits, then opens the order for the coin amount', async () => {
    serveConfig();
    const quick = recordPosts('*/api/otc/quick', () =>
      okEnvelope({ ad: AD, amount: '100', fiat_total: '101' }),
    );
    const orders = recordPosts('*/api/otc/order/create', () => okEnvelope({ ...ORDER, id: 77 }));
    const { user } = renderWithProviders(<QuickTrade initialSide="buy" />);
    await user.click(await screen.findByTestId('otc-quick-unit-coin'));
    await user.type(screen.getByTestId('otc-quick-amount').querySelector('input')!, '100');
    await user.click(screen.getByTestId('otc-quick-go'));
    await screen.findByTestId('otc-quick-match');
    expect(quick[0]).toMatchObject({ side: 'buy', currency_id: '3', fiat: 'USD', amount: '100' });
    expect(quick[0]!.fiat_amount).toBeUndefined();
    expect(screen.getByTestId('otc-quick-price').textContent).toBe('1.01 USD');
    // What the buyer gets, held: USDT at two places (the precision rule).
    await expect
      .poll(() => screen.getByTestId('otc-quick-receive').textContent)
      .toBe('100.00 USDT');
    expect(screen.getByTestId('otc-quick-total').textContent).toBe('101.00 USD');
    expect(screen.getByTestId('otc-quick-limits').textContent).toBe('10.00–5,000.00 USD');

    await user.click(screen.getByTestId('otc-quick-confirm'));
    await expect.poll(() => orders.length).toBe(1);
    expect(orders[0]).toMatchObject({ ad_id: '11', amount: '100' });
    expect(orders[0]!.idempotency_key).toMatch(/^web-/);
    await expect.poll(() => window.location.hash).toContain('order=77');
  });

  it('says so when no ad fits, and opens nothing', async () => {
    serveConfig();
    apiServer.use(
      http.post('*/api/otc/quick', () =>
        errorEnvelope('otc_no_match', otcErrors.otc_no_match.text.en),
      ),
    );
    const orders = recordPosts('*/api/otc/order/create', () => okEnvelope(ORDER));
    const { user } = renderWithProviders(<QuickTrade initialSide="sell" />);
    await user.type(
      (await screen.findByTestId('otc-quick-amount')).querySelector('input')!,
      '999999',
    );
    await user.click(screen.getByTestId('otc-quick-go'));
    expect((await screen.findByTestId('otc-quick-error')).textContent).toBe(
      otcErrors.otc_no_match.text.en,
    );
    expect(screen.queryByTestId('otc-quick-match')).toBeNull();
    expect(orders).toHaveLength(0);
  });
});

const ORDER: OtcOrder = {
  id: 5,
  ad_id: 11,
  role: 'buyer',
  counterparty: 'Harbour Desk',
  currency_id: 3,
  currency_name: 'USDT',
  fiat: 'USD',
  fiat_places: 2,
  price: '1.01',
  amount: '100',
  fiat_total: '101',
  fee: '0.1',
  status: 'unpaid',
  cancel_reason: null,
  pay_deadline: 1_800_000_600,
  paid_at: null,
  finished_at: null,
  appeal_reason: null,
  appeal_evidence: null,
  pay_details: [
    { kind: 'domestic', real_name: 'Harbour Ltd', bank_name: 'Tide Bank', bank_account: '6222' },
  ],
  evidence: [],
  created: 1_800_000_000,
  now: 1_800_000_000,
};

function serveOrder(o: Partial<OtcOrder>) {
  apiServer.use(
    http.get('*/api/otc/order', () => okEnvelope({ ...ORDER, ...o })),
    http.get('*/api/otc/order/chat', () =>
      okEnvelope({ list: [{ id: 1, mine: false, body: 'pay to the card below', created: 1 }] }),
    ),
  );
}

describe('OTC order page', () => {
  it('unpaid: the buyer sees the countdown, where to pay, and marks paid after confirming', async () => {
    serveOrder({});
    const paid = recordPosts('*/api/otc/order/paid', () =>
      okEnvelope({ ...ORDER, status: 'paid', paid_at: 1_800_000_100 }),
    );
    const { user } = renderWithProviders(<OrderView id={5} />);
    // 600 s left on the server's clock when it answered (a second may pass while rendering).
    expect((await screen.findByTestId('otc-countdown')).textContent).toMatch(
      /^Pay within (10:00|9:59)$/,
    );
    expect(screen.getByTestId('otc-order-status').textContent).toBe('Awaiting payment');
    expect(screen.getByTestId('otc-pay-domestic-bank_name').textContent).toBe('Tide Bank');
    expect(screen.getByTestId('otc-pay-domestic-bank_account').textContent).toBe('6222');
    expect(screen.getByTestId('otc-cancel')).toBeTruthy();
    expect(screen.queryByTestId('otc-release')).toBeNull();
    expect((await screen.findByTestId('otc-chat')).textContent).toContain('pay to the card below');
    await user.click(screen.getByTestId('otc-paid'));
    expect((await screen.findByTestId('otc-step-total')).textContent).toBe('101.00 USD');
    await user.click(screen.getByTestId('otc-step-submit'));
    await expect.poll(() => paid.length).toBe(1);
    expect(paid[0]).toMatchObject({ id: '5' });
  });

  it('each payment detail has its copy button, which puts exactly that text on the clipboard', async () => {
    serveOrder({});
    const { user } = renderWithProviders(<OrderView id={5} />);
    // After the render: user-event puts its own clipboard in place when it is set up.
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    await user.click(await screen.findByTestId('otc-pay-domestic-bank_account-copy'));
    await user.click(screen.getByTestId('otc-pay-domestic-real_name-copy'));
    await user.click(screen.getByTestId('otc-pay-domestic-bank_name-copy'));
    expect(copied).toEqual(['6222', 'Harbour Ltd', 'Tide Bank']);
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('paid: no countdown; the seller may release, either side may appeal', async () => {
    serveOrder({ status: 'paid', role: 'seller', pay_details: [], paid_at: 1_800_000_100 });
    renderWithProviders(<OrderView id={5} />);
    await screen.findByText('Paid, awaiting release');
    expect(screen.queryByTestId('otc-countdown')).toBeNull();
    expect(screen.getByTestId('otc-release')).toBeTruthy();
    expect(screen.getByTestId('otc-appeal')).toBeTruthy();
    expect(screen.queryByTestId('otc-paid')).toBeNull();
  });

  it('released: completed, nothing left to do', async () => {
    serveOrder({ status: 'done', pay_details: [], finished_at: 1_800_000_200 });
    renderWithProviders(<OrderView id={5} />);
    await screen.findByText('Completed');
    for (const id of ['otc-countdown', 'otc-paid', 'otc-cancel', 'otc-release', 'otc-appeal'])
      expect(screen.queryByTestId(id)).toBeNull();
  });

  it('an order that does not exist: the server’s words and a way back, no pointless retry', async () => {
    const missing = otcErrors.otc_order_not_found.text.en;
    apiServer.use(
      http.get('*/api/otc/order', () => errorEnvelope('otc_order_not_found', missing)),
      http.get('*/api/otc/order/chat', () => errorEnvelope('otc_order_not_found', missing)),
    );
    renderWithProviders(<OrderView id={99999} />);
    expect((await screen.findByTestId('otc-order-missing')).textContent).toContain(missing);
    expect(screen.queryByText('Could not load')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('cancelled: no actions and no payment details', async () => {
    serveOrder({ status: 'cancelled', cancel_reason: 'timeout', pay_details: [] });
    renderWithProviders(<OrderView id={5} />);
    await screen.findByText('Cancelled');
    expect(screen.queryByTestId('otc-pay-domestic')).toBeNull();
    expect(screen.queryByTestId('otc-paid')).toBeNull();
    expect(screen.queryByTestId('otc-appeal')).toBeNull();
  });

  it('appeal: shows the reason and both sides’ evidence, and waits for the operator', async () => {
    serveOrder({
      status: 'appeal',
      appeal_reason: 'seller silent',
      evidence: [
        { id: 1, mine: false, file: '/uploads/a.png', note: 'bank statement', created: 1 },
      ],
    });
    renderWithProviders(<OrderView id={5} />);
    await screen.findByText('In appeal');
    expect(screen.getByText('Appeal: seller silent')).toBeTruthy();
    expect(screen.getByTestId('otc-evidence-list').textContent).toBe(
      'The other side’s evidence · bank statement',
    );
    // More evidence needs a file first.
    expect((screen.getByTestId('otc-evidence-add') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('otc-appeal')).toBeNull();
    expect(screen.queryByTestId('otc-release')).toBeNull();
    expect(screen.queryByTestId('otc-paid')).toBeNull();
  });

  it('during an appeal either side uploads more evidence and sends it with a note', async () => {
    serveOrder({ status: 'appeal', role: 'seller', pay_details: [], appeal_reason: 'x' });
    apiServer.use(http.post('*/api/upload', () => okEnvelope('/uploads/abcdefghijklmnop1234.png')));
    const sent = recordPosts('*/api/otc/order/evidence', () =>
      okEnvelope({ ...ORDER, status: 'appeal' }),
    );
    const { user } = renderWithProviders(<OrderView id={5} />);
    const input = (await screen.findByTestId('otc-appeal-evidence')) as HTMLInputElement;
    await user.upload(input, new File(['png'], 'statement.png', { type: 'image/png' }));
    await screen.findByText('Evidence attached');
    await user.type(
      screen.getByTestId('otc-evidence-note').querySelector('input')!,
      'bank statement',
    );
    await user.click(screen.getByTestId('otc-evidence-add'));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({
      id: '5',
      evidence: '/uploads/abcdefghijklmnop1234.png',
      note: 'bank statement',
    });
  });

  it('an appeal is sent with its reason; a refusal is shown and the order stays paid', async () => {
    serveOrder({ status: 'paid' });
    apiServer.use(
      http.post('*/api/otc/order/appeal', () =>
        errorEnvelope('otc_bad_state', otcErrors.otc_bad_state.text.en),
      ),
    );
    const { user } = renderWithProviders(<OrderView id={5} />);
    const reason = (await screen.findByTestId('otc-appeal-reason')).querySelector('input')!;
    await user.type(reason, 'no coins yet');
    await user.click(screen.getByTestId('otc-appeal'));
    expect(await screen.findByText(otcErrors.otc_bad_state.text.en)).toBeTruthy();
    expect(screen.getByTestId('otc-order-status').textContent).toBe('Paid, awaiting release');
  });
});

describe('OTC fiat figures by the precision rule', () => {
  it('shows a price alike on the ad list, its order sheet and the order page', async () => {
    serveConfig();
    // A floating ad's price, kept in cents by the server (CNY 7.2 per USDT).
    const cny: OtcAd = {
      ...AD,
      id: 13,
      fiat: 'CNY',
      price_type: 'float',
      margin: '0',
      price: '7.2',
    };
    apiServer.use(http.get('*/api/otc/ads', () => page([cny])));
    const list = renderWithProviders(<OtcHome />);
    expect((await screen.findByTestId('otc-ad-13-price')).textContent).toBe('7.20 CNY');
    expect(screen.getByTestId('otc-ad-13-limits').textContent).toBe('10.00–5,000.00');
    await list.user.click(screen.getByTestId('otc-ad-13-take'));
    const sheet = await screen.findByTestId('otc-take');
    expect(within(sheet).getByTestId('otc-take-price').textContent).toBe('7.20 CNY');
    expect(within(sheet).getByTestId('otc-take-limits').textContent).toBe('10.00 – 5,000.00 CNY');
    // The coin the fiat buys, before confirming: 10 CNY / 7.2 = 1.388888 (down to USDT's 6
    // places, as the server works it out) shown at USDT's display places, towards zero.
    await waitFor(() =>
      expect(within(sheet).getByTestId('otc-take-coin').textContent).toBe('1.38 USDT'),
    );
    await list.user.clear(within(sheet).getByTestId('otc-take-fiat').querySelector('input')!);
    await list.user.type(within(sheet).getByTestId('otc-take-fiat').querySelector('input')!, '72');
    expect(within(sheet).getByTestId('otc-take-coin').textContent).toBe('10.00 USDT');
    await list.user.type(
      within(sheet).getByTestId('otc-take-fiat').querySelector('input')!,
      '.001',
    );
    expect(within(sheet).getByTestId('otc-take-coin').textContent).toBe('--');
    list.unmount();

    serveOrder({ fiat: 'CNY', price: '7.2', fiat_total: '720' });
    renderWithProviders(<OrderView id={5} />);
    expect((await screen.findByTestId('otc-order-price')).textContent).toBe('7.20 CNY');
  });
});
