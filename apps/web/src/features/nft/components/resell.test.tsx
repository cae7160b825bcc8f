import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import enNft from '../../../locales/en/nft.json';
import {
  apiServer,
  errorEnvelope,
  http,
  setUpSignedInApi,
} from '../../../shared/testing/api-server';
import { renderWithProviders } from '../../../shared/testing/render';
import { ResellForm } from './resell';

setUpSignedInApi();

describe('resell form', () => {
  it('says the NFT does not exist, with a way back, when the address has no code', async () => {
    renderWithProviders(<ResellForm code={null} />);
    const view = await screen.findByTestId('nft-resell-missing');
    expect(view.textContent).toContain(enNft.detail.notFound);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('shows the server’s "does not exist" answer without a retry button', async () => {
    apiServer.use(
      http.get('*/api/bind_box/getBoxDetail', () =>
        errorEnvelope('nft_not_found', 'This NFT does not exist'),
      ),
    );
    renderWithProviders(<ResellForm code="NFT-0999" />);
    const view = await screen.findByTestId('nft-resell-missing');
    expect(view.textContent).toContain('This NFT does not exist');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('keeps the retry for a failure that may pass', async () => {
    apiServer.use(
      http.get('*/api/bind_box/getBoxDetail', () => errorEnvelope('server_error', 'Busy')),
    );
    renderWithProviders(<ResellForm code="NFT-0999" />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText(enNft.loadError)).toBeTruthy();
  });
});
