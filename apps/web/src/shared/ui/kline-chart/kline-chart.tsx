import { useEffect, useRef } from 'react';
import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  HistogramSeries,
  LineSeries,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import {
  axisPrice,
  movingAverage,
  toLocalChartTime,
  withLiveBar,
  type ChartBar,
} from './chart-data';
import { cssToken, useDocumentTheme } from './use-theme-mode';
import styles from './kline-chart.module.css';

/**
 * Candlesticks (or the time-share line) with a volume histogram and moving averages, drawn by
 * lightweight-charts. Data comes in as props: `bars` is the loaded history (set at once),
 * `liveBar` the forming bar (drawn with `update`, so a tick does not redraw the history).
 * It draws no text of its own beyond numbers, so any feature can reuse it.
 */

export type ChartMode = 'candles' | 'line';

export const DEFAULT_MA_LENGTHS = [5, 10, 30] as const;
const MA_COLORS = ['#f0b90b', '#c45cf2', '#2f9bff'] as const;
const VOLUME_ALPHA = '66';

export interface KlineChartProps {
  bars: readonly ChartBar[];
  liveBar?: ChartBar | null;
  mode: ChartMode;
  /** Fraction digits of the pair's prices. */
  pricePrecision: number;
  upColor: string;
  downColor: string;
  height?: number;
  testId?: string;
  /** Identifies what is shown (pair and period): a new key scrolls to the newest bar. */
  viewKey?: string;
  /** Called when the user scrolls back to the oldest loaded bars (to load older ones). */
  onReachStart?: () => void;
}

/** Bars left of the view below which older history is asked for. */
const REACH_START_BARS = 20;

interface ChartParts {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  line: ISeriesApi<'Area'>;
  volume: ISeriesApi<'Histogram'>;
  averages: ISeriesApi<'Line'>[];
}

const time = (seconds: number) => toLocalChartTime(seconds) as UTCTimestamp;

function createParts(container: HTMLElement): ChartParts {
  const chart = createChart(container, {
    autoSize: true,
    crosshair: { mode: CrosshairMode.Normal },
    timeScale: { timeVisible: true, secondsVisible: false, rightOffset: 4 },
    rightPriceScale: { scaleMargins: { top: 0.08, bottom: 0.26 } },
    handleScale: { axisPressedMouseMove: false },
    // The in-canvas logo sits on the volume bars; the attribution is a line under the chart.
    layout: { attributionLogo: false },
  });
  const candles = chart.addSeries(CandlestickSeries, { borderVisible: false });
  const line = chart.addSeries(AreaSeries, { lineWidth: 2, visible: false });
  const volume = chart.addSeries(HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  const averages = MA_COLORS.map((color) =>
    chart.addSeries(LineSeries, {
      color,
      lineWidth: 1,
      lastValueVisible: false,
      priceLineVisible: false,
      crosshairMarkerVisible: false,
    }),
  );
  return { chart, candles, line, volume, averages };
}

function volumeColor(bar: ChartBar, up: string, down: string): string {
  return (bar.close >= bar.open ? up : down) + VOLUME_ALPHA;
}

function drawAll(parts: ChartParts, bars: readonly ChartBar[], up: string, down: string): void {
  parts.candles.setData(
    bars.map((b) => ({
      time: time(b.time),
      open: b.open,
      high: b.high,
      low: b.low,
      close: b.close,
    })),
  );
  parts.line.setData(bars.map((b) => ({ time: time(b.time), value: b.close })));
  parts.volume.setData(
    bars.map((b) => ({ time: time(b.time), value: b.volume, color: volumeColor(b, up, down) })),
  );
  DEFAULT_MA_LENGTHS.forEach((length, index) => {
    parts.averages[index]?.setData(
      movingAverage(bars, length).map((p) => ({ time: time(p.time), value: p.value })),
    );
  });
}

/** Draws only the last bar (and the averages' last points): cheap enough for every tick. */
function drawLast(parts: ChartParts, bars: readonly ChartBar[], up: string, down: string): void {
  const last = bars[bars.length - 1];
  if (!last) return;
  const t = time(last.time);
  parts.candles.update({
    time: t,
    open: last.open,
    high: last.high,
    low: last.low,
    close: last.close,
  });
  parts.line.update({ time: t, value: last.close });
  parts.volume.update({ time: t, value: last.volume, color: volumeColor(last, up, down) });
  DEFAULT_MA_LENGTHS.forEach((length, index) => {
    if (bars.length < length) return;
    const point = movingAverage(bars.slice(-length), length)[0];
    if (point) parts.averages[index]?.update({ time: t, value: point.value });
  });
}

/** How many bars were put in front of `before` to make `after` (0 when it is not a prepend). */
function prependedCount(before: readonly ChartBar[], after: readonly ChartBar[]): number {
  const first = before[0];
  if (!first || after.length <= before.length) return 0;
  const index = after.findIndex((bar) => bar.time === first.time);
  return index > 0 ? index : 0;
}

/** Last values of the averages, as "MA5 1234.56" (technical labels, the same in every language). */
function writeLegend(
  items: readonly (HTMLSpanElement | null)[],
  bars: readonly ChartBar[],
  precision: number,
): void {
  DEFAULT_MA_LENGTHS.forEach((length, index) => {
    const node = items[index];
    if (!node) return;
    const point = bars.length >= length ? movingAverage(bars.slice(-length), length)[0] : undefined;
    node.textContent = `MA${length} ${point ? axisPrice(precision)(point.value) : '--'}`;
  });
}

function describe(node: HTMLElement | null, bars: readonly ChartBar[], liveUpdates: number): void {
  if (!node) return;
  const last = bars[bars.length - 1];
  node.dataset.barCount = String(bars.length);
  node.dataset.firstTime = String(bars[0]?.time ?? '');
  node.dataset.lastTime = String(last?.time ?? '');
  node.dataset.lastClose = String(last?.close ?? '');
  node.dataset.liveUpdates = String(liveUpdates);
}

export function KlineChart({
  bars,
  liveBar = null,
  mode,
  pricePrecision,
  upColor,
  downColor,
  height = 320,
  testId = 'kline-chart',
  viewKey = '',
  onReachStart,
}: KlineChartProps) {
  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const partsRef = useRef<ChartParts | null>(null);
  // What is drawn: the history plus live bars since; kept outside React state (per tick).
  const drawnRef = useRef<readonly ChartBar[]>([]);
  const liveUpdatesRef = useRef(0);
  const legendRefs = useRef<(HTMLSpanElement | null)[]>([]);
  const shownKeyRef = useRef<string | null>(null);
  const onReachStartRef = useRef(onReachStart);
  useEffect(() => {
    onReachStartRef.current = onReachStart;
  });
  const theme = useDocumentTheme();

  useEffect(() => {
    if (!canvasRef.current) return undefined;
    const parts = createParts(canvasRef.current);
    partsRef.current = parts;
    parts.chart.timeScale().subscribeVisibleLogicalRangeChange((range) => {
      if (range && range.from < REACH_START_BARS && drawnRef.current.length > 0) {
        onReachStartRef.current?.();
      }
    });
    return () => {
      partsRef.current = null;
      parts.chart.remove();
    };
  }, []);

  useEffect(() => {
    const parts = partsRef.current;
    if (!parts) return;
    const text = cssToken('--tm-text-3', '#86909c');
    const grid = cssToken('--tm-border', '#edf0f5');
    parts.chart.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: cssToken('--tm-card-bg', '#ffffff') },
        textColor: text,
        fontSize: 10,
      },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
      rightPriceScale: { borderColor: grid },
      timeScale: { borderColor: grid },
    });
    const primary = cssToken('--tm-primary', '#2979ff');
    parts.line.applyOptions({
      lineColor: primary,
      topColor: `${primary}55`,
      bottomColor: `${primary}05`,
    });
  }, [theme]);

  useEffect(() => {
    const parts = partsRef.current;
    if (!parts) return;
    const minMove = Number(`1e-${pricePrecision}`);
    const priceFormat = { type: 'custom' as const, minMove, formatter: axisPrice(pricePrecision) };
    parts.candles.applyOptions({
      upColor,
      downColor,
      wickUpColor: upColor,
      wickDownColor: downColor,
      priceFormat,
      visible: mode === 'candles',
    });
    parts.line.applyOptions({ priceFormat, visible: mode === 'line' });
    parts.averages.forEach((series) => series.applyOptions({ visible: mode === 'candles' }));
  }, [mode, pricePrecision, upColor, downColor]);

  useEffect(() => {
    const parts = partsRef.current;
    if (!parts) return;
    const previous = drawnRef.current;
    const timeScale = parts.chart.timeScale();
    const range = timeScale.getVisibleLogicalRange();
    drawnRef.current = bars;
    liveUpdatesRef.current = 0;
    drawAll(parts, bars, upColor, downColor);
    const added = prependedCount(previous, bars);
    if (shownKeyRef.current !== viewKey || !range) {
      // A new pair or period opens on its newest bar (once its bars are there).
      if (bars.length > 0) {
        shownKeyRef.current = viewKey;
        timeScale.scrollToRealTime();
      }
    } else if (added > 0) {
      // Older bars went in front: keep the user's view on the same bars.
      timeScale.setVisibleLogicalRange({ from: range.from + added, to: range.to + added });
    }
    describe(wrapRef.current, bars, 0);
    writeLegend(legendRefs.current, bars, pricePrecision);
  }, [bars, upColor, downColor, pricePrecision, viewKey]);

  useEffect(() => {
    const parts = partsRef.current;
    if (!parts || !liveBar) return;
    const next = withLiveBar(drawnRef.current, liveBar);
    if (!next) return;
    drawnRef.current = next;
    liveUpdatesRef.current += 1;
    drawLast(parts, next, upColor, downColor);
    describe(wrapRef.current, next, liveUpdatesRef.current);
    writeLegend(legendRefs.current, next, pricePrecision);
  }, [liveBar, bars, upColor, downColor, pricePrecision]);

  return (
    <div ref={wrapRef} className={styles.wrap} data-testid={testId} data-mode={mode}>
      <div
        className={styles.legend}
        aria-hidden="true"
        style={mode === 'candles' ? undefined : { visibility: 'hidden' }}
      >
        {DEFAULT_MA_LENGTHS.map((length, index) => (
          <span
            key={length}
            ref={(node) => {
              legendRefs.current[index] = node;
            }}
            style={{ color: MA_COLORS[index] }}
          />
        ))}
      </div>
      <div ref={canvasRef} className={styles.canvas} style={{ height }} />
      <a
        className={styles.attribution}
        href="https://www.tradingview.com/"
        target="_blank"
        rel="noopener noreferrer"
      >
        TradingView Lightweight Charts™
      </a>
    </div>
  );
}
