import type { Queryable } from '../../platform/db';
import { isOpen, lastTicks, STALE_AFTER_MS, type InstrumentRow } from '../market';

/** A recorded tick: what a position is marked, opened or closed at. */
export interface Mark {
  price: string;
  ts: number;
}

export type MarkState = { ok: true; mark: Mark } | { ok: false; why: 'closed' | 'stale' };

/**
 * The last RECORDED tick per instrument (in the tick log, not merely received from the feed):
 * contracts open, close and are valued only at these. Seeded from the tick log at start,
 * then fed by the market data after each flush commits.
 */
export class Marks {
  private last = new Map<number, Mark>();

  async seed(q: Queryable, instruments: InstrumentRow[]): Promise<void> {
    const ticks = await lastTicks(
      q,
      instruments.map((i) => i.id),
    );
    for (const [id, t] of ticks) this.set(id, t);
  }

  set(instrumentId: number, mark: Mark): void {
    const prev = this.last.get(instrumentId);
    if (!prev || mark.ts > prev.ts) this.last.set(instrumentId, mark);
  }

  get(instrumentId: number): Mark | undefined {
    return this.last.get(instrumentId);
  }

  snapshot(): Map<number, Mark> {
    return new Map(this.last);
  }
}

/**
 * Whether a mark may settle anything at `nowMs`: the instrument's market must be open and the
 * mark no older than the market data's staleness limit.
 */
export function usable(
  instrument: Pick<InstrumentRow, 'hours'>,
  mark: Mark | undefined,
  nowMs: number,
): MarkState {
  if (!isOpen(instrument.hours, nowMs)) return { ok: false, why: 'closed' };
  if (!mark || nowMs - mark.ts > STALE_AFTER_MS) return { ok: false, why: 'stale' };
  return { ok: true, mark };
}
