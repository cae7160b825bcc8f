// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from 'antd';
import type { AdminOtcAppeal } from '@tidemark/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtcAppeals } from './OtcAppeals';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const party = (user_id: number, account: string) => ({ user_id, account });
/** An appeal as the server sends it: fiat figures trimmed of trailing zeros ('12.5'). */
const appeal = (over: Partial<AdminOtcAppeal>): AdminOtcAppeal => ({
  id: 7,
  ad_id: 3,
  currency_name: 'USDT',
  fiat: 'CNY',
  fiat_places: 2,
  price: '7.1',
  amount: '1760',
  fiat_total: '12496',
  status: 'appeal',
  cancel_reason: null,
  buyer: party(11, 'buyer@example.com'),
  seller: party(12, 'seller@example.com'),
  merchant_side: 'seller',
  appeal_by: 'buyer',
  appeal_reason: 'seller silent',
  appeal_evidence: null,
  evidence: [],
  created: 1_700_000_000,
  pay_deadline: 1_700_000_900,
  paid_at: 1_700_000_300,
  finished_at: null,
  chat: [],
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

async function showAppeals(rows: AdminOtcAppeal[]): Promise<HTMLElement> {
  // antd's responsive table asks for media queries, which jsdom lacks.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  }));
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(
        JSON.stringify({
          type: 'ok',
          message: { data: rows, total: rows.length, current_page: 1, per_page: 20, last_page: 1 },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  );
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => {
    createRoot(host).render(createElement(App, null, createElement(OtcAppeals)));
  });
  return host;
}

describe('OTC appeals', { timeout: 20_000 }, () => {
  it('shows the order’s fiat total and price in the fiat’s places, grouped', async () => {
    const host = await showAppeals([appeal({})]);
    const cell = host.querySelector('[data-testid="otc-appeal-7-amount"]');
    expect(cell?.textContent).toBe('1760 USDT · 12,496.00 CNY (@ 7.10 CNY)');
  });

  it('follows the places the order names, not a fixed two', async () => {
    const host = await showAppeals([
      appeal({ id: 8, fiat: 'JPY', fiat_places: 0, price: '151', fiat_total: '15100' }),
    ]);
    expect(host.querySelector('[data-testid="otc-appeal-8-amount"]')?.textContent).toBe(
      '1760 USDT · 15,100 JPY (@ 151 JPY)',
    );
  });
});
