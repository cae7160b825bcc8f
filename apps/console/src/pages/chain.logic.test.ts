import { describe, expect, it } from 'vitest';
import {
  alertOpen,
  DEPOSIT_FILTERS,
  depositQuery,
  orDash,
  resolutionReady,
  resolvePayload,
} from './chain.logic';

describe('chain page', () => {
  it('lists every deposit by default and sends a picked status as the filter', () => {
    expect(DEPOSIT_FILTERS[0]).toBe('all');
    expect(depositQuery('all')).toEqual({});
    const picked = DEPOSIT_FILTERS[1]!;
    expect(depositQuery(picked)).toEqual({ status: picked });
  });

  it('shows a dash for a height the node does not know, and a zero as zero', () => {
    expect(orDash(null)).toBe('—');
    expect(orDash(0)).toBe('0');
    expect(orDash(1234)).toBe('1234');
  });

  it('keeps an alert open until it has a resolution time', () => {
    expect(alertOpen({ resolved_at: null })).toBe(true);
    expect(alertOpen({ resolved_at: 1_700_000_000 })).toBe(false);
  });

  it('resolves an alert only with two characters written, spaces aside', () => {
    expect(resolutionReady('')).toBe(false);
    expect(resolutionReady('  a  ')).toBe(false);
    expect(resolutionReady('ok')).toBe(true);
  });

  it('sends the trimmed resolution and whether the hold lifts', () => {
    expect(resolvePayload(4, '  re-org checked \n', true)).toEqual({
      id: 4,
      resolution: 're-org checked',
      release_hold: true,
    });
    expect(resolvePayload(4, 'kept', false).release_hold).toBe(false);
  });
});
