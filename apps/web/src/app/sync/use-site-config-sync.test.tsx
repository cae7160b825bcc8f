import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { unstableSetRender } from 'antd-mobile';
import { installImperativeRender } from '../../shared/ui/imperative-render';
import { APP_VERSION, type SiteConfig } from '@tidemark/contracts';
import { apiServer, http, okEnvelope, setUpSignedInApi } from '../../shared/testing/api-server';
import { renderWithProviders } from '../../shared/testing/render';
import { DownloadView } from '../../features/community';
import { useSiteConfigSync } from './use-site-config-sync';

setUpSignedInApi();

// The tests resolve 'antd-mobile' to its CommonJS build, whose imperative renderer (Dialog's)
// the app's start-up does not reach: give it the app's React 19 renderer.
installImperativeRender(unstableSetRender);

const config = (minimum: string): SiteConfig => ({
  site_name: 'Tidemark',
  site_logo: 'logo.svg',
  support_url: '#/pages/kefu/index',
  cancel_deposit_fee: '0',
  languages: [],
  fiats: [],
  default_fiat: 'USD',
  simulated_prices: true,
  app_version: APP_VERSION,
  app_version_code: 80,
  app_min_version: minimum,
});

function Shell() {
  useSiteConfigSync();
  return null;
}

describe('app version', () => {
  it('asks a user whose app is older than the oldest supported version to load the new one', async () => {
    apiServer.use(http.get('*/api/getSiteConfig', () => okEnvelope(config('99.0.0'))));
    const { user } = renderWithProviders(<Shell />);
    expect(await screen.findByText('Update required')).toBeTruthy();
    expect(screen.getByText('Load now')).toBeTruthy();
    // Cancelled, it stays closed: the user keeps working until the next start.
    await user.click(screen.getByText('Cancel'));
    await waitFor(() => expect(screen.queryByText('Update required')).toBeNull());
  });

  it('asks nothing of a supported app', async () => {
    apiServer.use(http.get('*/api/getSiteConfig', () => okEnvelope(config(APP_VERSION))));
    renderWithProviders(<Shell />);
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByText('Update required')).toBeNull();
  });

  it('the download page reads the version setting and offers the newer one', async () => {
    apiServer.use(
      http.get('*/api/getSetting/version', () =>
        okEnvelope({ key: 'version', value: `99.0.0,${APP_VERSION}` }),
      ),
      http.get('*/api/getSetting/apk_download_url', () =>
        okEnvelope({ key: 'apk_download_url', value: 'https://example.com/tidemark.apk' }),
      ),
    );
    renderWithProviders(<DownloadView />);
    expect((await screen.findByTestId('download-latest')).textContent).toContain('99.0.0');
    expect(screen.queryByTestId('download-reload')).toBeNull();
    expect((await screen.findByTestId('download-apk')).getAttribute('href')).toBe(
      'https://example.com/tidemark.apk',
    );
  });
});
