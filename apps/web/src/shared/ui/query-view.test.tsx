import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { initI18n } from '../i18n/i18n';
import { renderWithProviders } from '../testing/render';
import { QueryView } from './query-view';

type Query = Pick<UseQueryResult<string[]>, 'isPending' | 'data' | 'error' | 'refetch'>;

const refetch = vi.fn();
const pending: Query = { isPending: true, data: undefined, error: null, refetch };
const failed: Query = { isPending: false, data: undefined, error: new Error('down'), refetch };
const loaded = (data: string[], error: Error | null = null): Query => ({
  isPending: false,
  data,
  error,
  refetch,
});

const list = (data: string[]) => (
  <ul data-testid="list">
    {data.map((x) => (
      <li key={x}>{x}</li>
    ))}
  </ul>
);

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  refetch.mockClear();
});

describe('QueryView', () => {
  it('shows grey lines while loading, or the loading view it is given', () => {
    const { container, unmount } = renderWithProviders(
      <QueryView query={pending}>{list}</QueryView>,
    );
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByTestId('list')).toBeNull();
    unmount();
    renderWithProviders(
      <QueryView query={pending} loading={<p data-testid="own-loading" />}>
        {list}
      </QueryView>,
    );
    expect(screen.getByTestId('own-loading').isConnected).toBe(true);
  });

  it('shows a failed load with a retry that asks again', async () => {
    const { user } = renderWithProviders(
      <QueryView query={failed} errorTestId="failed">
        {list}
      </QueryView>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Could not load this');
    expect(screen.getByTestId('failed').isConnected).toBe(true);
    expect(screen.queryByText('down')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("words a failure in the feature's title, with the reason when asked", () => {
    renderWithProviders(
      <QueryView query={failed} errorTitle="Orders did not load" errorHint>
        {list}
      </QueryView>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Orders did not load');
    expect(screen.getByText('down').isConnected).toBe(true);
  });

  it('keeps loaded data on screen when a refetch fails', () => {
    renderWithProviders(<QueryView query={loaded(['a'], new Error('down'))}>{list}</QueryView>);
    expect(screen.getByTestId('list').textContent).toContain('a');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty state when the predicate says so, in general words or its own', () => {
    const isEmpty = (d: string[]) => d.length === 0;
    const { unmount } = renderWithProviders(
      <QueryView query={loaded([])} isEmpty={isEmpty} emptyTestId="none">
        {list}
      </QueryView>,
    );
    expect(screen.getByTestId('none').textContent).toContain('Nothing here yet');
    expect(screen.queryByTestId('list')).toBeNull();
    unmount();
    const { unmount: again } = renderWithProviders(
      <QueryView query={loaded([])} isEmpty={isEmpty} emptyText="No orders yet">
        {list}
      </QueryView>,
    );
    expect(screen.getByText('No orders yet').isConnected).toBe(true);
    again();
    renderWithProviders(
      <QueryView query={loaded([])} isEmpty={isEmpty} empty={<p data-testid="own-empty" />}>
        {list}
      </QueryView>,
    );
    expect(screen.getByTestId('own-empty').isConnected).toBe(true);
  });

  it('renders the data when it is there and not empty, and an empty list without a predicate', () => {
    const { unmount } = renderWithProviders(
      <QueryView query={loaded(['a', 'b'])} isEmpty={(d) => d.length === 0}>
        {list}
      </QueryView>,
    );
    expect(screen.getByTestId('list').textContent).toContain('ab');
    unmount();
    renderWithProviders(<QueryView query={loaded([])}>{list}</QueryView>);
    expect(screen.getByTestId('list').childElementCount).toBe(0);
  });

  it('words its defaults in the chosen language', async () => {
    await initI18n('fra');
    renderWithProviders(<QueryView query={failed}>{list}</QueryView>);
    expect(screen.getByRole('alert').textContent).toContain('Échec du chargement');
    expect(screen.getByRole('button', { name: 'Réessayer' }).isConnected).toBe(true);
    await initI18n('en');
  });
});
