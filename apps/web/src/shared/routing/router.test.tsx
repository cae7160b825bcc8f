import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Link,
  MemoryRouter,
  RouterProvider,
  createHashHistory,
  useLocation,
  useSearchParams,
} from './router';

function Probe() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  return (
    <div>
      <output data-testid="where">{`${location.pathname}${location.search}`}</output>
      <output data-testid="tab">{params.get('tab') ?? '-'}</output>
      <button type="button" onClick={() => setParams({ tab: 'b' }, { replace: true })}>
        set
      </button>
      <Link to="/pages/market/market?x=1">market</Link>
    </div>
  );
}

describe('router', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '#');
  });

  it('reads the path and query, sets the query and follows links (memory history)', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initial="/pages/fund/withdraw?tab=a">
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/pages/fund/withdraw?tab=a');
    expect(screen.getByTestId('tab').textContent).toBe('a');
    await user.click(screen.getByRole('button', { name: 'set' }));
    expect(screen.getByTestId('where').textContent).toBe('/pages/fund/withdraw?tab=b');
    expect(screen.getByRole('link', { name: 'market' }).getAttribute('href')).toBe(
      '#/pages/market/market?x=1',
    );
    await user.click(screen.getByRole('link', { name: 'market' }));
    expect(screen.getByTestId('where').textContent).toBe('/pages/market/market?x=1');
  });

  it('keeps the location in the hash, numbers entries and follows hash changes it did not make', () => {
    window.history.replaceState(null, '', '#/pages/index/index');
    const history = createHashHistory();
    render(
      <RouterProvider history={history}>
        <Probe />
      </RouterProvider>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/pages/index/index');
    expect(history.canGoBack()).toBe(false);

    act(() => history.navigate('/pages/fund/assets?tab=c'));
    expect(window.location.hash).toBe('#/pages/fund/assets?tab=c');
    expect(screen.getByTestId('tab').textContent).toBe('c');
    expect(history.canGoBack()).toBe(true);

    act(() => history.navigate('/pages/market/market', { replace: true }));
    expect(history.canGoBack()).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/pages/market/market');

    act(() => {
      window.location.hash = '#/pages/common/login?redirect=%2Fpages%2Ffund%2Fassets';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByTestId('where').textContent).toBe(
      '/pages/common/login?redirect=%2Fpages%2Ffund%2Fassets',
    );
  });

  it("writes the first entry's numbering a task after start, or before the first navigation", async () => {
    // The hash change the test above made reaches the window a task later, in jsdom too.
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.history.replaceState(null, '', '#/pages/index/index');
    createHashHistory();
    expect(window.history.state).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.history.state).toMatchObject({ idx: 0, key: expect.any(String) });

    window.history.replaceState(null, '', '#/pages/index/index');
    const history = createHashHistory();
    const firstKey = history.location().key;
    history.navigate('/pages/fund/assets');
    expect(window.history.state).toMatchObject({ idx: 1 });
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await popped;
    expect(window.history.state).toEqual({ idx: 0, key: firstKey });
  });
});
