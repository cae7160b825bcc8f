import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import enLaunchpad from '../../locales/en/launchpad.json';
import { apiServer, errorEnvelope, http, setUpSignedInApi } from '../../shared/testing/api-server';
import { serveCurrencies } from '../../shared/testing/currencies';
import { renderWithProviders } from '../../shared/testing/render';
import { MemoryRouter } from '../../shared/routing/router';
import IeoSubscribePage from './subscribe';

setUpSignedInApi();

beforeEach(() => serveCurrencies());

const open = (url: string) =>
  renderWithProviders(
    <MemoryRouter initial={url}>
      <IeoSubscribePage />
    </MemoryRouter>,
  );

describe('launchpad subscribe page', () => {
  it('says the project is not available, with a way back, when the address has no id', async () => {
    open('/pages/ieo/subscribe');
    const view = await screen.findByTestId('ieo-project-missing');
    expect(view.textContent).toContain(enLaunchpad.projectMissing);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('shows the server’s "does not exist" answer without a pointless retry', async () => {
    apiServer.use(
      http.get('*/api/project/detail', () =>
        errorEnvelope('project_not_found', 'This project does not exist'),
      ),
    );
    open('/pages/ieo/subscribe?id=999');
    const view = await screen.findByTestId('ieo-project-missing');
    expect(view.textContent).toContain('This project does not exist');
    expect(screen.queryByText(enLaunchpad.loadFailed)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('still offers a retry when the load failed for another reason', async () => {
    apiServer.use(
      http.get('*/api/project/detail', () => errorEnvelope('server_error', 'Something went wrong')),
    );
    open('/pages/ieo/subscribe?id=999');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText(enLaunchpad.loadFailed)).toBeTruthy();
  });
});
