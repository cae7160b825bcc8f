import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIGURE_GATE_MS,
  FIGURE_WAIT_MS,
  afterShellFigure,
  appStylesheet,
  dismissFirstPaint,
  runApp,
} from './first-paint';

/** The shell's layer as route-preload.ts writes it, over an app root. */
function frame(figure?: string): HTMLElement {
  document.body.innerHTML = `<div id="root"></div><div id="tm-first-paint"${
    figure ? ` data-figure="${figure}"` : ''
  }></div>`;
  return document.getElementById('root')!;
}
const layer = () => document.getElementById('tm-first-paint');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

type ShellWindow = { __tmFigure?: Promise<unknown> };
const shellWindow = window as ShellWindow;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  delete shellWindow.__tmFigure;
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

  it('keeps the market frame’s coin rows until the app’s own rows are in the page', async () => {
    const root = frame('list');
    root.innerHTML = '<div data-testid="market-skeleton"></div>';
    dismissFirstPaint();
    await flush();
    expect(layer()).not.toBeNull();
    root.innerHTML = '<button data-testid="ticker-row">BTC/USDT</button>';
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

describe('afterShellFigure', () => {
  /** Whether `promise` has settled by now. */
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  };

  it('lets the app run at once on a route without a figure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    frame();
    await expect(settled(afterShellFigure())).resolves.toBe(true);
    // A figure promise left over without the frame (the layer already went) holds nothing.
    shellWindow.__tmFigure = new Promise(() => undefined);
    document.body.innerHTML = '';
    await expect(settled(afterShellFigure())).resolves.toBe(true);
  });

  it('waits for the figure, then for a frame to be drawn with it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    frame('pair');
    let show!: () => void;
    shellWindow.__tmFigure = new Promise<void>((resolve) => (show = resolve));
    const gate = afterShellFigure();
    expect(await settled(gate)).toBe(false);
    show();
    // The answer is in, but no frame has been produced since.
    expect(await settled(gate)).toBe(false);
    await vi.advanceTimersByTimeAsync(17); // one frame, and the task after it
    await expect(settled(gate)).resolves.toBe(true);
  });

  it('runs the app anyway when the figure is late or fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    frame('total');
    shellWindow.__tmFigure = new Promise(() => undefined);
    const late = afterShellFigure();
    await vi.advanceTimersByTimeAsync(FIGURE_GATE_MS - 1);
    expect(await settled(late)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(17); // one frame, and the task after it
    await expect(settled(late)).resolves.toBe(true);

    shellWindow.__tmFigure = Promise.reject(new Error('offline'));
    const failed = afterShellFigure();
    await vi.advanceTimersByTimeAsync(17); // one frame, and the task after it
    await expect(settled(failed)).resolves.toBe(true);
  });
});

describe('afterShellFigure in a background tab', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'hidden');
  });

  it('does not wait for a frame a hidden tab will not draw', async () => {
    frame('pair');
    shellWindow.__tmFigure = new Promise(() => undefined);
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    let done = false;
    void afterShellFigure().then(() => (done = true));
    await flush();
    expect(done).toBe(true);
  });
});

describe('runApp', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('starts the app it loads', async () => {
    const start = vi.fn(async () => undefined);
    const reload = vi.fn();
    await runApp(async () => ({ start }), reload);
    expect(start).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when the app’s code fails to load, then takes the frame away', async () => {
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const reload = vi.fn();
    frame('pair');
    await runApp(failing, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(layer()).not.toBeNull();

    // The reloaded page fails again: no second reload, the frame goes, the error is reported.
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await runApp(failing, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(layer()).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();

    // A later start that works clears the mark, so a future failure may reload again.
    await runApp(async () => ({ start: async () => undefined }), reload);
    await runApp(failing, reload);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves session storage alone on a first visit, and clears the mark after a reload', async () => {
    const navigation = (type: string) =>
      vi
        .spyOn(performance, 'getEntriesByType')
        .mockReturnValue([{ type } as unknown as PerformanceEntry]);
    const remove = vi.spyOn(Storage.prototype, 'removeItem');
    navigation('navigate');
    await runApp(async () => ({ start: async () => undefined }), vi.fn());
    expect(remove).not.toHaveBeenCalled();

    sessionStorage.setItem('tm-start-reload', '1');
    navigation('reload');
    await runApp(async () => ({ start: async () => undefined }), vi.fn());
    expect(remove).toHaveBeenCalledWith('tm-start-reload');
    expect(sessionStorage.getItem('tm-start-reload')).toBeNull();
  });
});

describe('appStylesheet', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link')) link.remove();
  });

  it('has nothing to wait for without the shell’s preload (the dev server)', async () => {
    await expect(appStylesheet()).resolves.toBeUndefined();
    expect(document.head.querySelector('link[rel=stylesheet]')).toBeNull();
  });

  it('applies the preloaded stylesheet and resolves once it has loaded, or failed', async () => {
    document.head.innerHTML =
      '<link rel="preload" as="style" crossorigin href="./assets/style-x.css" id="tm-app-css">';
    let done = false;
    const applied = appStylesheet().then(() => (done = true));
    const sheet = document.head.querySelector<HTMLLinkElement>('link[rel=stylesheet]');
    expect(sheet?.href).toBe(document.querySelector<HTMLLinkElement>('#tm-app-css')!.href);
    expect(sheet?.hasAttribute('crossorigin')).toBe(true);
    expect(sheet?.previousElementSibling?.id).toBe('tm-app-css');
    await flush();
    expect(done).toBe(false);
    sheet!.dispatchEvent(new Event('load'));
    await applied;

    sheet!.remove();
    const failed = appStylesheet();
    document.head.querySelector('link[rel=stylesheet]')!.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBeUndefined();
  });

  it('holds the app’s start until the stylesheet is in effect', async () => {
    document.head.innerHTML =
      '<link rel="preload" as="style" href="./assets/style-x.css" id="tm-app-css">';
    const start = vi.fn(async () => undefined);
    const running = runApp(async () => ({ start }));
    await flush();
    await flush();
    expect(start).not.toHaveBeenCalled();
    document.head.querySelector('link[rel=stylesheet]')!.dispatchEvent(new Event('load'));
    await running;
    expect(start).toHaveBeenCalledTimes(1);
  });
});
