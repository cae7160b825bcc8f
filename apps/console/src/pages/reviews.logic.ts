import type { TextKey } from '../i18n';
import type { Me } from '../me';

/** What the review screens (identity, deposits, adjustments) decide and write, kept pure. */
type Text = (key: TextKey) => string;

/** The question before crediting a deposit: how much, of what, to whom. */
export const depositConfirm = (
  r: { amount: string; currency_name: string; user_id: number },
  t: Text,
) => `${t('dep.credit')} ${r.amount} ${r.currency_name} → ${r.user_id}`;

/** The question before approving an identity: whose, at which level. */
export const kycConfirm = (r: { account: string; level: number }, t: Text) =>
  `${t('common.approve')} · ${r.account} · ${t('kyc.level')} ${r.level}`;

/**
 * Four eyes: a pending adjustment is decided by an operator whose role may approve, and never by
 * the operator who proposed it (the server refuses that too; the screen offers no button).
 */
export const canDecideAdjustment = (
  r: { status: string; created_by: number },
  me: Pick<Me, 'id' | 'permissions'>,
) =>
  r.status === 'pending' &&
  me.permissions.includes('adjustments.approve') &&
  r.created_by !== me.id;

/** The question before approving an adjustment: the signed amount and whose balance it moves. */
export const adjustmentConfirm = (
  r: { amount: string; currency: string; user_id: number },
  t: Text,
) => `${t('common.approve')} ${r.amount} ${r.currency} → ${r.user_id}`;

/** A signed decimal amount: no leading zeros, at most 18 places. */
export const ADJUSTMENT_AMOUNT = /^-?(0|[1-9]\d*)(\.\d{1,18})?$/;

/** The proposal form's values as the route takes them: the user id typed as a number. */
export const proposalPayload = (v: Record<string, unknown>) => ({
  ...v,
  user_id: Number(v.user_id),
});
