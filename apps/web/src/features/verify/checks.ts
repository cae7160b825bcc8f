import {
  checkSettlement,
  SETTLEMENT_KIND_NAMES,
  showSettlement,
  type Mismatch,
  type MySettlements,
  type SettlementKind,
  type SettlementRow,
  type SettlementShown,
} from '@tidemark/contracts';

/** One settlement recomputed in the browser: what decided it and whether it matches. */
export interface CheckedRow extends SettlementShown {
  key: string;
  kind: SettlementKind;
  id: number;
  mismatches: Mismatch[];
}

/**
 * Recomputes every settlement of every kind with the contracts' verify rules (the same as
 * `npm run verify`), never trusting the stored result: only its inputs and the logged ticks
 * sent with it. A new kind of the contracts' table shows here with no change.
 */
export function checkAll(s: MySettlements): CheckedRow[] {
  const rows: CheckedRow[] = [];
  for (const kind of SETTLEMENT_KIND_NAMES)
    for (const row of s[kind] as SettlementRow<typeof kind>[])
      rows.push({
        ...showSettlement(kind, row),
        key: `${kind}:${row.id}`,
        kind,
        id: row.id,
        mismatches: checkSettlement(kind, row),
      });
  return rows;
}
