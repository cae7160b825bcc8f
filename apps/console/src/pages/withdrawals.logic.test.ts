import { describe, expect, it } from 'vitest';
import {
  hasTransaction,
  isOnChain,
  progress,
  withdrawalState,
  withdrawalSteps,
} from './withdrawals.logic';

const run = new Set(['ethereum']);
const row = (status: string, over: Partial<{ method: string; chain: string }> = {}) => ({
  method: 'crypto',
  chain: 'ethereum',
  status,
  confirmations: null as number | null,
  required: null as number | null,
  ...over,
});

describe('withdrawals queue', () => {
  it('sends crypto on a chain the platform runs itself; other chains and banks are paid outside', () => {
    expect(isOnChain(row('pending'), run)).toBe(true);
    expect(isOnChain(row('pending', { chain: 'tron' }), run)).toBe(false);
    expect(isOnChain(row('pending', { method: 'bank' }), run)).toBe(false);
  });

  it('asks a first approval of a pending on-chain withdrawal, never the typed send', () => {
    expect(withdrawalSteps(row('pending'), true)).toEqual(['approve', 'reject']);
  });

  it('asks a second operator above the four-eyes limit, and may still reject', () => {
    expect(withdrawalSteps(row('second_approval'), true)).toEqual(['secondApprove', 'reject']);
    expect(withdrawalSteps(row('second_approval'), false)).toEqual(['reject']);
  });

  it('offers speed-up while the transaction is signed or broadcast, no decision', () => {
    expect(withdrawalSteps(row('signed'), true)).toEqual(['speedUp']);
    expect(withdrawalSteps(row('broadcast'), true)).toEqual(['speedUp']);
    expect(withdrawalSteps(row('broadcast'), false)).toEqual([]);
  });

  it('closes a withdrawal paid outside with its reference', () => {
    expect(withdrawalSteps(row('pending', { chain: 'tron' }), false)).toEqual(['send', 'reject']);
  });

  it('offers nothing while the signer has it nor once it is done', () => {
    for (const status of ['approved', 'confirmed', 'failed', 'sent', 'rejected'])
      expect(withdrawalSteps(row(status), true), status).toEqual([]);
  });

  it('opens a row to its transaction only where one was signed on a chain the platform runs', () => {
    expect(hasTransaction(row('confirmed'), true)).toBe(true);
    expect(hasTransaction(row('failed'), true)).toBe(true);
    expect(hasTransaction(row('pending'), true)).toBe(false);
    expect(hasTransaction(row('confirmed'), false)).toBe(false);
  });

  it('shows a broadcast transaction’s confirmations, capped at the requirement', () => {
    expect(withdrawalState({ ...row('broadcast'), confirmations: 3, required: 12 }, 'Sent')).toBe(
      'Sent 3/12',
    );
    expect(withdrawalState({ ...row('broadcast'), confirmations: 15, required: 12 }, 'Sent')).toBe(
      'Sent 12/12',
    );
    expect(withdrawalState({ ...row('signed'), confirmations: 0, required: 12 }, 'Signed')).toBe(
      'Signed',
    );
    expect(withdrawalState(row('broadcast'), 'Sent')).toBe('Sent');
    expect(progress(0, 6)).toBe('0/6');
  });
});
