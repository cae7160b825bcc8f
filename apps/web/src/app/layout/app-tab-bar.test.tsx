import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { initI18n } from '../../shared/i18n/i18n';
import { registerNavigator } from '../../shared/routing/navigation';
import { SETTING_PATH, TAB_ROUTES } from '../../shared/routing/route-table';
import { renderWithProviders } from '../../shared/testing/render';
import { AppTabBar } from './app-tab-bar';

/** Records where the tabs lead instead of navigating. */
function recordNavigation(): Array<{ to: string; replace: boolean }> {
  const went: Array<{ to: string; replace: boolean }> = [];
  registerNavigator({
    go: (to, options) => void went.push({ to, replace: options.replace }),
    back: () => undefined,
    canGoBack: () => false,
  });
  return went;
}

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  registerNavigator(null);
});

describe('the tab bar', () => {
  it('is six buttons named in the language, the current one marked as the page', () => {
    renderWithProviders(<AppTabBar activePath="/pages/market/market" />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const tabs = within(nav).getAllByRole('button');
    expect(tabs.map((tab) => tab.getAttribute('data-testid'))).toEqual(
      TAB_ROUTES.map((route) => `tab-${route.tab}`),
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Home',
      'Markets',
      'Trade',
      'Orders',
      'Assets',
      'Mine',
    ]);
    expect(tabs.filter((tab) => tab.getAttribute('aria-current') === 'page')).toEqual([
      screen.getByTestId('tab-market'),
    ]);
  });

  it('opens another tab in place of the page (tap or Enter), and does nothing for the current one', async () => {
    const went = recordNavigation();
    const { user } = renderWithProviders(<AppTabBar activePath="/pages/index/index" />);
    await user.click(screen.getByTestId('tab-home'));
    expect(went).toEqual([]);
    await user.click(screen.getByTestId('tab-assets'));
    screen.getByTestId('tab-mine').focus();
    await user.keyboard('{Enter}');
    expect(went).toEqual([
      { to: '/pages/fund/assets', replace: true },
      { to: SETTING_PATH, replace: true },
    ]);
  });
});
