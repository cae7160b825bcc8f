import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIGURE_WAIT_MS, dismissFirstPaint } from './first-paint';

/** The shell's layer as route-preload.ts writes it, over an app root. */
function frame(figure?: string): HTMLElement {
  document.body.innerHTML = `<div id="root"></div><div id="tm-first-paint"${
    figure ? ` data-figure="${figure}"` : ''
  }></div>`;
  return document.getElementById('root')!;
}
const layer = () => document.getElementById('tm-first-paint');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('dismissFirstPaint', () => {
  it('removes a plain frame as soon as the page is there', () => {
    frame();
    dismissFirstPaint();
    expect(layer()).toBeNull();
  });

  it('keeps a frame with a figure until the app renders its own copy of it', async () => {
    const root = frame('pair');
    root.innerHTML = '<div data-testid="pair-skeleton"></div>';
    dismissFirstPaint();
    await flush();
    expect(layer()).not.toBeNull();
    root.innerHTML = '<header><p data-testid="pair-price">96,000.00</p></header>';
    await flush();
    expect(layer()).toBeNull();
  });

  it('goes at once when the figure is already there, or when told the page will not show it', () => {
    const root = frame('total');
    root.innerHTML = '<p data-testid="assets-total">1.00</p>';
    dismissFirstPaint();
    expect(layer()).toBeNull();
    frame('total');
    dismissFirstPaint(true);
    expect(layer()).toBeNull();
  });

  it('does not hide what the page shows instead (an error view) for longer than the wait', () => {
    vi.useFakeTimers();
    const root = frame('total');
    root.innerHTML = '<div data-testid="wallet-error"></div>';
    dismissFirstPaint();
    expect(layer()).not.toBeNull();
    vi.advanceTimersByTime(FIGURE_WAIT_MS);
    expect(layer()).toBeNull();
  });
});
