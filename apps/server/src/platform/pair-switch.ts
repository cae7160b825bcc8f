import type { Queryable } from './db';

/** The product tables holding one row per tradable instrument with its on/off switch. */
type PairTable = 'spot_pairs' | 'option_pairs' | 'lever_pairs';

/**
 * A product's pair switch as the operator's instrument edit reads and flips it: the same two
 * statements on each product's own pair table.
 */
export function pairSwitch(table: PairTable) {
  return {
    /** Each given instrument's pair switch (instruments that are no pair are absent). */
    async pairsActive(q: Queryable, ids: number[]): Promise<Map<number, boolean>> {
      const { rows } = await q.query<{ instrument_id: number; active: boolean }>(
        `SELECT instrument_id, active FROM ${table} WHERE instrument_id = ANY($1::int[])`,
        [ids],
      );
      return new Map(rows.map((r) => [r.instrument_id, r.active]));
    },
    /** Switches the pair on or off; false when the instrument is no pair. */
    async setPairActive(q: Queryable, instrumentId: number, active: boolean): Promise<boolean> {
      const { rowCount } = await q.query(
        `UPDATE ${table} SET active = $2 WHERE instrument_id = $1`,
        [instrumentId, active],
      );
      return (rowCount ?? 0) > 0;
    },
  };
}
