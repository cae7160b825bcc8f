import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import enDual from '../../locales/en/dual.json';
import { apiServer, errorEnvelope, http, setUpSignedInApi } from '../../shared/testing/api-server';
import { serveCurrencies } from '../../shared/testing/currencies';
import { renderWithProviders } from '../../shared/testing/render';
import { MemoryRouter } from '../../shared/routing/router';
import InvestPurchasePage from './purchase';

setUpSignedInApi();

beforeEach(() => serveCurrencies());

const open = (url: string) =>
  renderWithProviders(
    <MemoryRouter initial={url}>
      <InvestPurchasePage />
    </MemoryRouter>,
  );

describe('dual purchase page', () => {
  it('says the product is not available, with a way back, when the address has no id', async () => {
    open('/pages/invest/purchase');
    const view = await screen.findByTestId('dual-product-missing');
    expect(view.textContent).toContain(enDual.productMissing);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('shows the server’s "does not exist" answer without a pointless retry', async () => {
    apiServer.use(
      http.get('*/api/dual/detail', () =>
        errorEnvelope('dual_product_not_found', 'This product does not exist'),
      ),
    );
    open('/pages/invest/purchase?id=999');
    const view = await screen.findByTestId('dual-product-missing');
    expect(view.textContent).toContain('This product does not exist');
    expect(screen.queryByText(enDual.loadFailed)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('still offers a retry when the load failed for another reason', async () => {
    apiServer.use(
      http.get('*/api/dual/detail', () => errorEnvelope('server_error', 'Something went wrong')),
    );
    open('/pages/invest/purchase?id=999');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText(enDual.loadFailed)).toBeTruthy();
  });
});
