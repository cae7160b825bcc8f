import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CopyTraderDetail } from '@tidemark/contracts';
import enCopy from '../../../locales/en/copytrade.json';
import {
  apiServer,
  errorEnvelope,
  http,
  okEnvelope,
  recordPosts,
  setUpSignedInApi,
} from '../../../shared/testing/api-server';
import { serveCurrencies } from '../../../shared/testing/currencies';
import { renderWithProviders } from '../../../shared/testing/render';
import { FollowForm } from './follow-form';

const DETAIL: CopyTraderDetail = {
  trader_info: {
    id: 7,
    is_trader: true,
    nickname: 'Tidal Trend',
    head_portrait: '',
    introduction: 'Trend',
    experience: '6y',
    paused: false,
    followers_max: null,
    status: 1,
  },
  data: {
    total_profits: '10',
    closed_count: 1,
    win_count: 1,
    correct_rate: '100',
    total_income_rate: '10',
    max_drawdown: '0',
    assets_under_copy: '0',
    curve: [],
    computed_at: null,
    follow_num: 0,
    riseCount: 1,
    fallCount: 0,
    position_count: 0,
  },
  is_followed: false,
  my_follow: null,
  last_trade: {
    symbol: 'BTC/USDT',
    type: 1,
    share: '1',
    price: '100000',
    multiple: 10,
    lot_size: '0.01',
    fee_rate: '0.001',
  },
  limits: { follows_max: 5, multiple_max: '5', profit_share_rate: '0.1' },
};

setUpSignedInApi();

beforeEach(() => serveCurrencies());

describe('follow form', () => {
  it('previews the cost of the last trade and asks for the agreement before following', async () => {
    apiServer.use(
      http.get('*/api/follow/agreement', () => okEnvelope({ version: 1, accepted: false })),
    );
    const accepted = recordPosts('*/api/follow/acceptAgreement', () =>
      okEnvelope({ version: 1, accepted: true }),
    );
    const follows = recordPosts('*/api/follow/follow', () =>
      errorEnvelope('copy_trader_full', 'This trader has reached the follower limit'),
    );
    const { user } = renderWithProviders(<FollowForm detail={DETAIL} onDone={() => undefined} />);
    const number = screen.getByTestId<HTMLInputElement>('copy-follow-number');
    await user.clear(number);
    await user.type(number, '2');
    // 2 lots × 0.01 BTC × 100,000 at 10×: 200 margin and a 2 fee.
    expect(screen.getByTestId('copy-follow-preview').textContent).toContain('200.00 + 2.00 USDT');
    await screen.findByTestId('copy-follow-agree');
    await user.click(screen.getByTestId('copy-follow-submit'));
    expect(screen.getByTestId('copy-follow-error').textContent).toBe(enCopy.follow.agreeFirst);
    expect(follows).toHaveLength(0);

    await user.click(screen.getByText(enCopy.follow.agree, { exact: false }));
    await user.click(screen.getByTestId('copy-follow-submit'));
    await expect.poll(() => follows.length).toBe(1);
    expect(accepted[0]).toMatchObject({ version: '1' });
    expect(follows[0]).toMatchObject({ trader_user_id: '7', type: '1', number: '2' });
    // The server's refusal stays in the form, in its words.
    expect((await screen.findByTestId('copy-follow-error')).textContent).toBe(
      'This trader has reached the follower limit',
    );
  });

  it('waits for the agreement status before it can follow', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    apiServer.use(
      http.get('*/api/follow/agreement', async () => {
        await answered;
        return okEnvelope({ version: 1, accepted: false });
      }),
    );
    const follows = recordPosts('*/api/follow/follow', () => okEnvelope({}));
    renderWithProviders(<FollowForm detail={DETAIL} onDone={() => undefined} />);
    const submit = screen.getByTestId<HTMLButtonElement>('copy-follow-submit');
    expect(submit.disabled).toBe(true);
    answer();
    await screen.findByTestId('copy-follow-agree');
    await expect.poll(() => submit.disabled).toBe(false);
    expect(follows).toHaveLength(0);
  });

  it('shows the margin and fee as costs by the precision rule: USDT at two places, rounded up', async () => {
    apiServer.use(
      http.get('*/api/follow/agreement', () => okEnvelope({ version: 1, accepted: true })),
    );
    const detail: CopyTraderDetail = {
      ...DETAIL,
      last_trade: { ...DETAIL.last_trade!, price: '100000.37' },
    };
    const { user } = renderWithProviders(<FollowForm detail={detail} onDone={() => undefined} />);
    const number = screen.getByTestId<HTMLInputElement>('copy-follow-number');
    await user.clear(number);
    await user.type(number, '2');
    // 2 lots × 0.01 × 100,000.37 = 2,000.0074: margin 200.00074 at 10×, fee 2.0000074.
    await expect
      .poll(() => screen.getByTestId('copy-follow-preview').textContent)
      .toContain('200.01 + 2.01 USDT');
    expect(screen.getByText(/10\.00%/)).toBeTruthy();
  });
});
