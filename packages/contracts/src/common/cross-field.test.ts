import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../index';
import { couponCampaignRequest } from '../community/schemas';

type Checked = { _zod: { def: { checks?: Array<{ _zod: { def: { when?: unknown } } }> } } };

describe('checks across an object’s fields', () => {
  it('every exported object schema’s cross-field check runs only on fields that passed', () => {
    const unguarded: string[] = [];
    let seen = 0;
    for (const [name, value] of Object.entries(contracts)) {
      if (!(value instanceof z.ZodObject)) continue;
      for (const check of (value as unknown as Checked)._zod.def.checks ?? []) {
        seen += 1;
        if (typeof check._zod.def.when !== 'function') unguarded.push(name);
      }
    }
    expect(seen).toBeGreaterThan(5);
    expect(unguarded).toEqual([]);
  });

  it('a stake voucher with an amount that is no number is a field error, not a throw', () => {
    const base = {
      kind: 'option_stake',
      name: { en: 'Stake' },
      terms: { en: 'Terms' },
      currency_id: 1,
      amount: '5',
      min_order: '10',
      expires_at: 4_000_000_000,
    };
    expect(couponCampaignRequest.safeParse(base).success).toBe(true);
    for (const bad of [
      { amount: 'NaN' },
      { min_order: 'abc' },
      { amount: { a: 1 } },
      { min_order: '__proto__' },
    ]) {
      const result = couponCampaignRequest.safeParse({ ...base, ...bad });
      expect(result.success).toBe(false);
      expect([...new Set(result.error?.issues.map((i) => i.path[0]))]).toEqual(Object.keys(bad));
    }
    // The rule itself still holds once both amounts are valid.
    const rule = couponCampaignRequest.safeParse({ ...base, min_order: '5' });
    expect(rule.error?.issues.map((i) => i.path[0])).toEqual(['min_order']);
  });
});
