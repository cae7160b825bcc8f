/**
 * What the withdrawals queue offers on a row, kept pure. A crypto withdrawal on a chain the
 * platform runs is approved here (a second operator approves above the four-eyes limit) and
 * then signed and sent by the platform; anything else is paid outside and closed with its
 * reference.
 */

interface Withdrawal {
  method: string;
  chain: string;
  status: string;
  confirmations: number | null;
  required: number | null;
}

/** States in which the signer or the node still has the withdrawal (speed-up applies). */
const IN_FLIGHT: ReadonlySet<string> = new Set(['signed', 'broadcast']);
/** States that had a transaction: the row opens to show its versions. */
const HAS_TX: ReadonlySet<string> = new Set(['signed', 'broadcast', 'confirmed', 'failed']);

export const inFlight = (r: Pick<Withdrawal, 'status'>) => IN_FLIGHT.has(r.status);

/** Whether the platform itself sends this withdrawal: crypto, on a chain it runs. */
export const isOnChain = (r: Pick<Withdrawal, 'method' | 'chain'>, chains: ReadonlySet<string>) =>
  r.method === 'crypto' && chains.has(r.chain);

/** Whether the row opens to show its transaction's signed versions. */
export const hasTransaction = (r: Pick<Withdrawal, 'status'>, onChain: boolean) =>
  onChain && HAS_TX.has(r.status);

/** `n/required` confirmations, never past the requirement (a block keeps coming after it). */
export const progress = (confirmations: number, required: number) =>
  `${Math.min(confirmations, required)}/${required}`;

/** The status text: a broadcast transaction shows how far its confirmations are. */
export function withdrawalState(r: Withdrawal, label: string): string {
  return r.status === 'broadcast' && r.confirmations !== null && r.required !== null
    ? `${label} ${progress(r.confirmations, r.required)}`
    : label;
}

export type WithdrawalStep = 'approve' | 'secondApprove' | 'speedUp' | 'send' | 'reject';

/** The decisions a row offers, in the order the buttons show. */
export function withdrawalSteps(r: Pick<Withdrawal, 'status'>, onChain: boolean): WithdrawalStep[] {
  const steps: WithdrawalStep[] = [];
  if (onChain && r.status === 'pending') steps.push('approve');
  if (onChain && r.status === 'second_approval') steps.push('secondApprove');
  if (onChain && inFlight(r)) steps.push('speedUp');
  if (!onChain && r.status === 'pending') steps.push('send');
  if (r.status === 'pending' || r.status === 'second_approval') steps.push('reject');
  return steps;
}
