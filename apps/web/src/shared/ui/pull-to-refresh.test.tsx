import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { initI18n } from '../i18n/i18n';
import { renderWithProviders } from '../testing/render';
import { PULL_THRESHOLD_PX, PullToRefresh, pulledHeight } from './pull-to-refresh';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A touch event at `y` (jsdom has no Touch constructor; the handler reads `touches[0].clientY`). */
function touch(node: Element, type: string, y?: number): Event {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'touches', { value: y === undefined ? [] : [{ clientY: y }] });
  act(() => {
    node.dispatchEvent(event);
  });
  return event;
}

function pull(node: Element, distance: number): Event {
  touch(node, 'touchstart', 100);
  const move = touch(node, 'touchmove', 100 + distance);
  touch(node, 'touchend');
  return move;
}

describe('PullToRefresh', () => {
  it('opens half as far as the finger moves, up to a cap', () => {
    expect(pulledHeight(-20)).toBe(0);
    expect(pulledHeight(50)).toBe(25);
    expect(pulledHeight(2 * PULL_THRESHOLD_PX)).toBe(PULL_THRESHOLD_PX);
    expect(pulledHeight(10_000)).toBe(120);
  });

  it('refreshes when let go past the threshold, says so, then closes', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(
      <PullToRefresh onRefresh={onRefresh}>
        <p>rows</p>
      </PullToRefresh>,
    );
    const root = screen.getByTestId('pull-to-refresh');
    touch(root, 'touchstart', 100);
    const move = touch(root, 'touchmove', 100 + 2 * PULL_THRESHOLD_PX + 10);
    // The page does not scroll under a pull.
    expect(move.defaultPrevented).toBe(true);
    expect(root.dataset.state).toBe('release');
    expect(root.textContent).toContain('Release to refresh');
    touch(root, 'touchend');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(root.dataset.state).toBe('refreshing');
    expect(root.textContent).toContain('Refreshing');
    // A second pull while refreshing does nothing.
    pull(root, 300);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(root.dataset.state).toBe('done');
    expect(root.textContent).toContain('Refreshed');
    act(() => vi.advanceTimersByTime(600));
    expect(root.dataset.state).toBe('idle');
  });

  it('does not refresh on a short pull, a push up, or a pull that starts below the top', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <PullToRefresh onRefresh={onRefresh}>
        <p>rows</p>
      </PullToRefresh>,
    );
    const root = screen.getByTestId('pull-to-refresh');
    pull(root, PULL_THRESHOLD_PX);
    const up = pull(root, -200);
    expect(up.defaultPrevented).toBe(false);
    Object.defineProperty(document.documentElement, 'scrollTop', { value: 40, configurable: true });
    const below = pull(root, 400);
    expect(below.defaultPrevented).toBe(false);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(root.dataset.state).toBe('idle');
    Object.defineProperty(document.documentElement, 'scrollTop', { value: 0, configurable: true });
  });
});
