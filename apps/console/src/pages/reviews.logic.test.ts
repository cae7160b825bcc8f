import { describe, expect, it } from 'vitest';
import type { TextKey } from '../i18n';
import { isPending, REVIEW_STATUSES, userAccountText } from '../queue';
import {
  ADJUSTMENT_AMOUNT,
  adjustmentConfirm,
  canDecideAdjustment,
  depositConfirm,
  kycConfirm,
  proposalPayload,
} from './reviews.logic';

const t = (key: TextKey) => `<${key}>`;
const finance = { id: 7, permissions: ['adjustments.create', 'adjustments.approve'] };

describe('review queues (identity, deposits)', () => {
  it('list the waiting rows first and give only those the decisions', () => {
    expect(REVIEW_STATUSES[0]).toBe('pending');
    expect(isPending({ status: 'pending' })).toBe(true);
    expect(isPending({ status: 'approved' })).toBe(false);
    expect(isPending({ status: 'rejected' })).toBe(false);
  });

  it('name the user by id and account', () => {
    expect(userAccountText({ user_id: 42, account: 'ana@example.com' })).toBe(
      '42 · ana@example.com',
    );
  });

  it('ask before crediting a deposit with its amount, currency and user', () => {
    expect(depositConfirm({ amount: '125.5', currency_name: 'USDT', user_id: 9 }, t)).toBe(
      '<dep.credit> 125.5 USDT → 9',
    );
  });

  it('ask before approving an identity with the account and its level', () => {
    expect(kycConfirm({ account: '+44 7700', level: 2 }, t)).toBe(
      '<common.approve> · +44 7700 · <kyc.level> 2',
    );
  });
});

describe('adjustments: four eyes', () => {
  it('let another operator with the approve permission decide a pending proposal', () => {
    expect(canDecideAdjustment({ status: 'pending', created_by: 3 }, finance)).toBe(true);
  });

  it('never let the proposer decide their own proposal', () => {
    expect(canDecideAdjustment({ status: 'pending', created_by: 7 }, finance)).toBe(false);
  });

  it('offer nothing to a role without the approve permission, nor on a decided row', () => {
    const support = { id: 8, permissions: ['adjustments.create'] };
    expect(canDecideAdjustment({ status: 'pending', created_by: 3 }, support)).toBe(false);
    expect(canDecideAdjustment({ status: 'approved', created_by: 3 }, finance)).toBe(false);
    expect(canDecideAdjustment({ status: 'rejected', created_by: 3 }, finance)).toBe(false);
  });

  it('ask with the signed amount and whose balance moves', () => {
    expect(adjustmentConfirm({ amount: '-10', currency: 'BTC', user_id: 5 }, t)).toBe(
      '<common.approve> -10 BTC → 5',
    );
  });

  it('take a signed decimal of up to 18 places, nothing looser', () => {
    for (const ok of ['10', '-10', '0.5', '-0.000000000000000001', '1234.5']) {
      expect(ADJUSTMENT_AMOUNT.test(ok), ok).toBe(true);
    }
    for (const bad of ['', '01', '1.', '.5', '+5', '1e3', '1,5', '0.0000000000000000001', '--1']) {
      expect(ADJUSTMENT_AMOUNT.test(bad), bad).toBe(false);
    }
  });

  it('send the user id as a number and the other fields as typed', () => {
    expect(proposalPayload({ user_id: '12', amount: '-3.5', currency: 'USDT' })).toEqual({
      user_id: 12,
      amount: '-3.5',
      currency: 'USDT',
    });
  });
});
