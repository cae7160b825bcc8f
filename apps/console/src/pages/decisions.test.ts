// @vitest-environment jsdom
import { act, createElement, type FunctionComponent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from 'antd';
import type {
  adminKycEntrySchema,
  adminOtcMerchantSchema,
  nftItemSchema,
} from '@tidemark/contracts';
import { NFT_LISTINGS } from '@tidemark/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { KycQueue } from './KycQueue';
import { NftReviews } from './NftReviews';
import { OtcMerchants } from './OtcMerchants';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(async () => {
  // Unmounted inside act, so the dialogs' closing animations end with the test, not after it.
  await act(async () => root?.unmount());
  root = null;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** Renders a review page whose list holds `rows`; answers every POST with ok and records it. */
async function show(page: FunctionComponent, rows: object[]) {
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
  const posts: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: { method: string }) => {
    if (init.method === 'POST') posts.push(url.split('?')[0]!);
    const message =
      init.method === 'POST'
        ? null
        : { data: rows, total: rows.length, current_page: 1, per_page: 20, last_page: 1 };
    return new Response(JSON.stringify({ type: 'ok', message }));
  });
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(createElement(App, null, createElement(page)));
  });
  return posts;
}

const click = async (el: Element | null) => {
  expect(el).not.toBeNull();
  await act(async () => {
    (el as HTMLElement).click();
  });
};
const dialogTitle = () => document.querySelector('.ant-modal-confirm-title')?.textContent;
const okButton = () => document.querySelector('.ant-modal-confirm-btns .ant-btn-primary');
const cancelButton = () =>
  document.querySelector('.ant-modal-confirm-btns .ant-btn:not(.ant-btn-primary)');

// Rows as the routes send them (typed by the contracts schemas the console parses with).
const kyc: z.input<typeof adminKycEntrySchema> = {
  id: 5,
  user_id: 41,
  account: 'ada@example.com',
  level: 2,
  id_type: 1,
  name: 'Ada',
  card_id: 'X1',
  front_pic: null,
  reverse_pic: null,
  status: 'pending',
  reason: '',
  created_at: 1_700_000_000,
};
const nft: z.input<typeof nftItemSchema> = {
  id: 9,
  code: 'TM-9',
  type: 1,
  currency_id: 1,
  currency_name: 'USDT',
  currency_precision: 2,
  name: 'Tide Pool',
  description: '',
  image: null,
  media_mime: null,
  thumb: null,
  poster: null,
  author_id: 3,
  author_name: 'Author',
  author_avatar: '',
  owner_id: 3,
  collection_id: null,
  collection_name: null,
  rarity: 'N',
  chain: 'ETH',
  token_id: '9',
  pay_type: 1,
  price: '10',
  start_price: '10',
  per_increase: '0',
  margin: '0',
  start_time: 0,
  end_time: 0,
  status: 0,
  listing: NFT_LISTINGS[0],
  reject_reason: '',
  is_resale: false,
  bids: 0,
  series_id: null,
  is_box: false,
  opened: false,
  collect: false,
  collect_number: 0,
  fee_rate: '0',
  royalty_rate: '0',
  server_now: 1_700_000_000,
};
const merchant: z.input<typeof adminOtcMerchantSchema> = {
  user_id: 12,
  account: 'desk@example.com',
  name: 'Harbour Desk',
  kyc_level: 2,
  bank_cards: [],
  status: 'pending',
  created: 1_700_000_000,
  reviewed: null,
  reject_reason: null,
};

describe('approvals ask first', { timeout: 20_000 }, () => {
  it.each([
    ['identity', KycQueue, kyc, 'kyc-approve-5', '/api/admin/kyc/approve', 'ada@example.com'],
    ['NFT', NftReviews, nft, 'nft-approve-9', '/api/admin/nft/approve', 'TM-9 Tide Pool'],
    [
      'OTC merchant',
      OtcMerchants,
      merchant,
      'otc-merchant-approve-12',
      '/api/admin/otc/merchant/review',
      'Harbour Desk',
    ],
  ] as const)(
    'an %s approval names what it approves and posts only once confirmed',
    async (_, page, row, testId, url, named) => {
      const posts = await show(page, [row]);
      const approve = () => document.querySelector(`[data-testid="${testId}"]`);

      await click(approve());
      expect(dialogTitle()).toContain(named);
      await click(cancelButton());
      expect(posts).toEqual([]);

      await click(approve());
      await click(okButton());
      await vi.waitFor(() => expect(posts).toEqual([url]));
    },
  );
});
