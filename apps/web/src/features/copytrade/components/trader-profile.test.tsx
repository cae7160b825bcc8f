import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { formatDate, type CopyTraderDetail } from '@tidemark/contracts';
import enCopy from '../../../locales/en/copytrade.json';
import { initI18n } from '../../../shared/i18n/i18n';
import {
  apiServer,
  errorEnvelope,
  http,
  okEnvelope,
  setUpSignedInApi,
} from '../../../shared/testing/api-server';
import { serveCurrencies } from '../../../shared/testing/currencies';
import { renderWithProviders } from '../../../shared/testing/render';
import { FollowPage } from './follow-page';
import { TraderProfile } from './trader-profile';

// 2026-11-28 17:35:56 UTC.
const COMPUTED_AT = 1_795_887_356;

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
    computed_at: COMPUTED_AT,
    follow_num: 0,
    riseCount: 1,
    fallCount: 0,
    position_count: 0,
  },
  is_followed: false,
  my_follow: null,
  last_trade: null,
  limits: { follows_max: 5, multiple_max: '5', profit_share_rate: '0.1' },
};

const emptyPage = () =>
  okEnvelope({ data: [], total: 0, current_page: 1, per_page: 20, last_page: 1 });

setUpSignedInApi();

beforeEach(() => {
  serveCurrencies();
  apiServer.use(http.get('*/api/follow/historyTrade', emptyPage));
});
afterEach(async () => {
  await initI18n('en');
});

describe('trader profile', () => {
  it('writes when the stats were computed with the app’s date format, not the browser’s (Spanish)', async () => {
    await initI18n('spa');
    apiServer.use(http.get('*/api/follow/traderDetail', () => okEnvelope(DETAIL)));
    renderWithProviders(<TraderProfile id={7} />);
    const line = await screen.findByText(/calculadas/);
    const expected = formatDate(COMPUTED_AT, 'yyyy-mm-dd hh:MM');
    expect(expected).toMatch(/^2026-11-2[89] \d{2}:\d{2}$/);
    expect(line.textContent).toBe(`Estadísticas de posiciones cerradas, calculadas ${expected}`);
    expect(line.textContent).not.toMatch(/\d+\/\d+\/\d+|AM|PM|p\. m\./);
  });

  it('shows rates half-up at two places and the drawdown with its currency', async () => {
    const data = { ...DETAIL.data, correct_rate: '66.666', max_drawdown: '0.8' };
    apiServer.use(http.get('*/api/follow/traderDetail', () => okEnvelope({ ...DETAIL, data })));
    renderWithProviders(<TraderProfile id={7} />);
    expect((await screen.findByTestId('copy-stat-winRate')).textContent).toBe('66.67%');
    expect(screen.getByTestId('copy-stat-return').textContent).toBe('10.00%');
    expect(screen.getByTestId('copy-stat-drawdown').textContent).toBe('0.80 USDT');
  });

  it('shows the server’s "not a trader" answer without a retry button', async () => {
    apiServer.use(
      http.get('*/api/follow/traderDetail', () =>
        errorEnvelope('copy_not_trader', 'This user is not a trader'),
      ),
    );
    renderWithProviders(<TraderProfile id={999} />);
    const view = await screen.findByTestId('copy-trader-missing');
    expect(view.textContent).toContain('This user is not a trader');
    expect(screen.queryByText(enCopy.state.loadFailed)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('keeps the retry for a failure that may pass', async () => {
    apiServer.use(
      http.get('*/api/follow/traderDetail', () => errorEnvelope('server_error', 'Busy')),
    );
    renderWithProviders(<TraderProfile id={7} />);
    await screen.findByTestId('copy-trader-error');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says the trader does not exist when the address has no id, instead of loading forever', async () => {
    renderWithProviders(<TraderProfile id={0} />);
    const view = await screen.findByTestId('copy-trader-missing');
    expect(view.textContent).toContain(enCopy.state.traderMissing);
  });
});

describe('follow settings page', () => {
  it('says the trader does not exist when the address has no id, instead of loading forever', async () => {
    renderWithProviders(<FollowPage id={0} />);
    const view = await screen.findByTestId('copy-trader-missing');
    expect(view.textContent).toContain(enCopy.state.traderMissing);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('shows the server’s "not a trader" answer without a retry button', async () => {
    apiServer.use(
      http.get('*/api/follow/traderDetail', () =>
        errorEnvelope('copy_not_trader', 'This user is not a trader'),
      ),
    );
    renderWithProviders(<FollowPage id={999} />);
    const view = await screen.findByTestId('copy-trader-missing');
    expect(view.textContent).toContain('This user is not a trader');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
