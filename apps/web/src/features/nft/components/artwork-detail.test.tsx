import { beforeEach, describe, expect, it } from 'vitest';
import { http } from 'msw';
import { screen, within } from '@testing-library/react';
import type { NftItem } from '@tidemark/contracts';
import enNft from '../../../locales/en/nft.json';
import {
  apiServer,
  errorEnvelope,
  okEnvelope,
  recordPosts,
  setUpSignedInApi,
} from '../../../shared/testing/api-server';
import { serveCurrencies } from '../../../shared/testing/currencies';
import { renderWithProviders } from '../../../shared/testing/render';
import { ArtworkDetail } from './artwork-detail';

setUpSignedInApi();

beforeEach(() => serveCurrencies());

const RESALE: NftItem = {
  id: 9,
  code: 'TM-RESALE1',
  type: 1,
  currency_id: 3,
  currency_name: 'USDT',
  currency_precision: 6,
  name: 'Tide Study',
  description: '',
  image: '/nft-media/abcdefghijklmnop.png',
  media_mime: 'image/png',
  thumb: null,
  poster: null,
  author_id: 7,
  author_name: 'Mira Vale',
  author_avatar: '',
  owner_id: 8,
  collection_id: null,
  collection_name: null,
  rarity: 'R',
  chain: 'Tidemark',
  token_id: '9',
  pay_type: 1,
  price: '200',
  start_price: '200',
  per_increase: '0',
  margin: '0',
  start_time: 1_800_000_000,
  end_time: 1_800_086_400,
  status: 1,
  listing: 'active',
  reject_reason: '',
  is_resale: true,
  bids: 0,
  series_id: null,
  is_box: false,
  opened: false,
  collect: false,
  collect_number: 0,
  fee_rate: '0.025',
  royalty_rate: '0.05',
  server_now: 1_800_000_100,
};

const SALE = {
  id: 1,
  item_id: 9,
  code: 'TM-RESALE1',
  price: '200',
  fee: '5',
  royalty: '10',
  seller_receives: '185',
  currency_name: 'USDT',
};

function serveItem(item: NftItem) {
  apiServer.use(http.get('*/api/bind_box/getBoxDetail', () => okEnvelope(item)));
}

describe('artwork detail: the buy sheet', () => {
  it('shows the fee and the creator royalty of a resale before anything is paid', async () => {
    serveItem(RESALE);
    const posts = recordPosts('*/api/bind_box/buyNFT', () => okEnvelope(SALE));
    const { user } = renderWithProviders(<ArtworkDetail code="TM-RESALE1" />);
    await user.click(await screen.findByTestId('nft-buy'));
    const sheet = await screen.findByTestId('nft-buy-sheet');
    expect(within(sheet).getByTestId('nft-buy-sheet-price').textContent).toBe('200.00 USDT');
    expect(within(sheet).getByTestId('nft-buy-sheet-fee').textContent).toBe('5.00 USDT');
    expect(within(sheet).getByTestId('nft-buy-sheet-royalty').textContent).toBe('10.00 USDT');
    expect(within(sheet).getByTestId('nft-buy-sheet-seller').textContent).toBe('185.00 USDT');
    expect(posts).toHaveLength(0);
    await user.click(within(sheet).getByTestId('nft-buy-sheet-submit'));
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({ code: 'TM-RESALE1' });
    expect(posts[0]?.idempotency_key).toMatch(/^.{8,64}$/);
    expect(await screen.findByText(enNft.buy.done)).toBeTruthy();
  });

  it('shows the fee and royalty rounded down to the currency, as the server charges them', async () => {
    // 0.123457 × 2.5% = 0.003086425 and × 5% = 0.00617285: USDT keeps 6 decimals, and the
    // server rounds each share down, the seller getting the remainder.
    serveItem({ ...RESALE, price: '0.123457', start_price: '0.123457' });
    const { user } = renderWithProviders(<ArtworkDetail code="TM-RESALE1" />);
    await user.click(await screen.findByTestId('nft-buy'));
    const sheet = await screen.findByTestId('nft-buy-sheet');
    expect(within(sheet).getByTestId('nft-buy-sheet-fee').textContent).toBe('0.003086 USDT');
    expect(within(sheet).getByTestId('nft-buy-sheet-royalty').textContent).toBe('0.006172 USDT');
    expect(within(sheet).getByTestId('nft-buy-sheet-seller').textContent).toBe('0.114199 USDT');
  });

  it('keeps a refusal in the sheet and retries with the same key', async () => {
    serveItem({ ...RESALE, is_resale: false, author_id: 8 });
    const posts = recordPosts('*/api/bind_box/buyNFT', () =>
      errorEnvelope('insufficient_balance', 'Insufficient balance'),
    );
    const { user } = renderWithProviders(<ArtworkDetail code="TM-RESALE1" />);
    await user.click(await screen.findByTestId('nft-buy'));
    const sheet = await screen.findByTestId('nft-buy-sheet');
    expect(within(sheet).queryByTestId('nft-buy-sheet-royalty')).toBeNull();
    expect(within(sheet).getByTestId('nft-buy-sheet-seller').textContent).toBe('195.00 USDT');
    await user.click(within(sheet).getByTestId('nft-buy-sheet-submit'));
    expect((await within(sheet).findByTestId('nft-buy-sheet-error')).textContent).toBe(
      'Insufficient balance',
    );
    await user.click(within(sheet).getByTestId('nft-buy-sheet-submit'));
    await expect.poll(() => posts.length).toBe(2);
    expect(posts[1]?.idempotency_key).toBe(posts[0]?.idempotency_key);
  });
});

describe('artwork detail: not there', () => {
  it('says so in the server’s words with a way back, not a retry', async () => {
    apiServer.use(
      http.get('*/api/bind_box/getBoxDetail', () =>
        errorEnvelope('nft_not_found', 'This NFT does not exist'),
      ),
    );
    renderWithProviders(<ArtworkDetail code="TM-NOPE" />);
    const view = await screen.findByTestId('nft-detail-missing');
    expect(view.textContent).toContain('This NFT does not exist');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('a failure that may pass says it could not load, and offers the retry', async () => {
    apiServer.use(
      http.get('*/api/bind_box/getBoxDetail', () => errorEnvelope('server_error', 'Busy')),
    );
    renderWithProviders(<ArtworkDetail code="TM-RESALE1" />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText(enNft.loadError)).toBeTruthy();
    expect(screen.queryByText(enNft.detail.notFound)).toBeNull();
  });
});
