import type { AdminOtcAppeal } from '@tidemark/contracts';
import { describe, expect, it } from 'vitest';
import { appealOutcome, expandedKeys, partyView, refold } from './otc.logic';

type Evidence = AdminOtcAppeal['evidence'][number];
const proof = (id: number, from: 'buyer' | 'seller') =>
  ({ id, from, name: `p${id}.png`, note: '' }) as unknown as Evidence;
const appeal = (over: Partial<AdminOtcAppeal> = {}) =>
  ({
    status: 'appeal',
    merchant_side: 'seller',
    appeal_by: 'buyer',
    appeal_evidence: null,
    evidence: [],
    ...over,
  }) as AdminOtcAppeal;

describe('OTC appeal parties', () => {
  it('marks the merchant and the appellant on their own side only', () => {
    const a = appeal();
    expect(partyView(a, 'seller')).toMatchObject({ merchant: true, appellant: false });
    expect(partyView(a, 'buyer')).toMatchObject({ merchant: false, appellant: true });
  });

  it('gives each side its own uploads', () => {
    const a = appeal({ evidence: [proof(1, 'buyer'), proof(2, 'seller'), proof(3, 'buyer')] });
    expect(partyView(a, 'buyer').evidence.map((e) => e.id)).toEqual([1, 3]);
    expect(partyView(a, 'seller').evidence.map((e) => e.id)).toEqual([2]);
  });

  it('says a side brought nothing only when neither uploads nor the appeal’s proof exist', () => {
    expect(partyView(appeal(), 'buyer').none).toBe(true);
    expect(partyView(appeal({ appeal_evidence: 'receipt.png' }), 'buyer').none).toBe(false);
    // The appeal's proof is the appellant's: the other side still brought nothing.
    expect(partyView(appeal({ appeal_evidence: 'receipt.png' }), 'seller').none).toBe(true);
    expect(partyView(appeal({ evidence: [proof(2, 'seller')] }), 'seller').none).toBe(false);
  });
});

describe('OTC appeals list', () => {
  it('opens every row but the folded ones', () => {
    expect(expandedKeys([{ id: 1 }, { id: 2 }, { id: 3 }], [2])).toEqual([1, 3]);
    expect(expandedKeys([{ id: 1 }], [])).toEqual([1]);
  });

  it('folds and reopens a row', () => {
    expect(refold([], 4, false)).toEqual([4]);
    expect(refold([4, 5], 4, true)).toEqual([5]);
  });

  it('offers the decisions while in appeal, then shows how it ended', () => {
    expect(appealOutcome({ status: 'appeal' })).toBeNull();
    expect(appealOutcome({ status: 'done' })).toBe('otc.done');
    expect(appealOutcome({ status: 'cancelled' })).toBe('otc.cancelled');
  });
});
