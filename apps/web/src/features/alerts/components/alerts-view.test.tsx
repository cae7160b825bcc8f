import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { alertErrors, type Alert } from '@tidemark/contracts';
import {
  apiServer,
  errorEnvelope,
  http,
  okEnvelope,
  recordPosts,
  setUpSignedInApi,
} from '../../../shared/testing/api-server';
import { btcTicker } from '../../../shared/testing/market';
import { renderWithProviders } from '../../../shared/testing/render';
import { AlertsView } from './alerts-view';

const TICKER = btcTicker({
  now_price: '65000.5',
  open_price: '64000',
  change: '1.56',
  high: '66000',
  low: '63000',
  volume: '12',
  ts: 1_800_000_000_000,
});

const ALERT: Alert = {
  id: 41,
  symbol: 'BTC/USDT',
  direction: 'above',
  price: '70000',
  repeat: false,
  status: 'active',
  fired_count: 0,
  fired_price: null,
  fired_at: null,
  created: 1_800_000_000,
};

const page = (data: Alert[]) => ({
  data,
  total: data.length,
  current_page: 1,
  per_page: 20,
  last_page: 1,
});

/** The list answers what `alerts` holds at the time of each request, and the ticker list. */
function serve(alerts: { current: Alert[] }) {
  const listed: Array<string | null> = [];
  apiServer.use(
    http.get('*/api/currency/quotation_new', () => okEnvelope([TICKER])),
    http.get('*/api/getSetting/alert_repeat_cooldown_seconds', () =>
      okEnvelope({ key: 'alert_repeat_cooldown_seconds', value: '600' }),
    ),
    http.get('*/api/alert/list', ({ request }) => {
      listed.push(new URL(request.url).searchParams.get('symbol'));
      return okEnvelope(page(alerts.current));
    }),
  );
  return listed;
}

setUpSignedInApi();

describe('price alerts screen', () => {
  it('shows the empty state, then adds an alert from a sheet with the pair’s price now', async () => {
    const alerts = { current: [] as Alert[] };
    const listed = serve(alerts);
    const posts = recordPosts('*/api/alert/add', () => {
      alerts.current = [ALERT];
      return okEnvelope(ALERT);
    });
    const { user } = renderWithProviders(<AlertsView symbol="BTC/USDT" />);
    expect(await screen.findByTestId('alerts-list-empty')).toBeTruthy();
    expect(listed[0]).toBe('BTC/USDT');

    await user.click(screen.getByTestId('alerts-add'));
    const sheet = await screen.findByTestId('alert-add');
    expect(await within(sheet).findByText('65,000.50')).toBeTruthy();
    // A pair opened from its bell is fixed: no pair choice.
    expect(screen.queryByTestId('alert-add-pair')).toBeNull();
    // "Every time" says how often it can repeat, from the operator's setting.
    await expect
      .poll(() => screen.getByTestId('alert-repeat-hint').textContent)
      .toBe('Off: once, then the alert ends · On: at most once every 10 min');
    await user.click(screen.getByTestId('alert-add-submit'));
    expect((await screen.findByTestId('alert-add-error')).textContent).toBe('Enter a target price');
    expect(posts).toHaveLength(0);

    await user.type(screen.getByTestId('alert-add-price').querySelector('input')!, '70000');
    await user.click(screen.getByTestId('alert-add-repeat'));
    await user.click(screen.getByTestId('alert-add-submit'));
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({
      symbol: 'BTC/USDT',
      direction: 'above',
      price: '70000',
      repeat: 'true',
    });
    const item = await screen.findByTestId('alert-item');
    expect(within(item).getByTestId('alert-condition').textContent).toBe(
      'Rises to 70,000.00 · Once',
    );
  });

  it('keeps a refusal in the sheet, in the server’s words', async () => {
    serve({ current: [] });
    recordPosts('*/api/alert/add', () =>
      errorEnvelope('alert_target_below_needed', alertErrors.alert_target_below_needed.text.en),
    );
    const { user } = renderWithProviders(<AlertsView symbol="BTC/USDT" />);
    await user.click(await screen.findByTestId('alerts-add'));
    await user.click(await screen.findByTestId('alert-add-direction-below'));
    await user.type(screen.getByTestId('alert-add-price').querySelector('input')!, '66000');
    await user.click(screen.getByTestId('alert-add-submit'));
    expect((await screen.findByTestId('alert-add-error')).textContent).toBe(
      alertErrors.alert_target_below_needed.text.en,
    );
  });

  it('deletes an alert only after the confirmation', async () => {
    const fired: Alert = {
      ...ALERT,
      id: 42,
      status: 'fired',
      fired_count: 1,
      fired_price: '70001',
      fired_at: 1_800_000_100,
    };
    const alerts = { current: [ALERT, fired] };
    serve(alerts);
    const deletes = recordPosts('*/api/alert/delete', () => {
      alerts.current = [fired];
      return okEnvelope({ id: ALERT.id });
    });
    const { user } = renderWithProviders(<AlertsView symbol={null} />);
    const items = await screen.findAllByTestId('alert-item');
    expect(items.map((i) => i.getAttribute('data-status'))).toEqual(['active', 'fired']);
    expect(within(items[1]!).getByTestId('alert-fired').textContent).toContain(
      'Fired at 70,001.00',
    );

    await user.click(within(items[0]!).getByTestId('alert-delete'));
    expect(await screen.findByTestId('alert-delete-confirm')).toBeTruthy();
    expect(deletes).toHaveLength(0);
    await user.click(screen.getByTestId('alert-delete-confirm-submit'));
    await expect.poll(() => deletes.length).toBe(1);
    expect(deletes[0]).toMatchObject({ id: String(ALERT.id) });
    await expect.poll(() => screen.queryAllByTestId('alert-item').length).toBe(1);
  });
});
