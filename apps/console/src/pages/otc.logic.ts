import { formatDecimal, groupThousands, type AdminOtcAppeal } from '@tidemark/contracts';
import type { TextKey } from '../i18n';

/** What the OTC appeals screen shows of an appeal and offers on it, kept pure. */

export type Side = 'buyer' | 'seller';
type Appeal = Pick<
  AdminOtcAppeal,
  'merchant_side' | 'appeal_by' | 'appeal_evidence' | 'evidence' | 'status'
>;

/** A fiat figure of the order in the fiat's own places (cents), the way the parties saw it. */
export const fiatText = (value: string, a: Pick<AdminOtcAppeal, 'fiat' | 'fiat_places'>) =>
  `${groupThousands(formatDecimal(value, a.fiat_places, 'down'))} ${a.fiat}`;

/** One party's card: merchant or not, whether they appealed, what they uploaded. */
export function partyView(a: Appeal, side: Side) {
  const appellant = a.appeal_by === side;
  const evidence = a.evidence.filter((e) => e.from === side);
  return {
    merchant: a.merchant_side === side,
    appellant,
    evidence,
    /** Nothing at all from this side: neither chat uploads nor the appeal's own proof. */
    none: evidence.length === 0 && !(appellant && a.appeal_evidence),
  };
}

/** The rows shown open: every one but those the operator folded. */
export const expandedKeys = (rows: ReadonlyArray<{ id: number }>, folded: readonly number[]) =>
  rows.filter((r) => !folded.includes(r.id)).map((r) => r.id);

/** The folded rows after the operator opens or folds one. */
export const refold = (folded: readonly number[], id: number, open: boolean) =>
  open ? folded.filter((x) => x !== id) : [...folded, id];

/** An appeal still in appeal gets the two decisions; a finished one its outcome's text. */
export const appealOutcome = (a: Pick<Appeal, 'status'>): TextKey | null =>
  a.status === 'appeal' ? null : a.status === 'done' ? 'otc.done' : 'otc.cancelled';
