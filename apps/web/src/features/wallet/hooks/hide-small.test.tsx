import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { CoinIcon } from '../../../shared/ui/coin-icon';
import { STORAGE_KEYS, readString } from '../../../shared/storage/storage';
import { isSmallBalance, useHideSmall } from './use-hide-small';

describe('hide small balances', () => {
  beforeEach(() => {
    localStorage.removeItem(STORAGE_KEYS.hideSmallBalances);
    useHideSmall.setState({ hidden: false });
  });

  it('counts a balance worth under 1 USDT as small, exactly (1 itself is kept)', () => {
    expect(isSmallBalance({ usdt_value: '0' })).toBe(true);
    expect(isSmallBalance({ usdt_value: '0.999999999999' })).toBe(true);
    expect(isSmallBalance({ usdt_value: '1' })).toBe(false);
    expect(isSmallBalance({ usdt_value: '12.5' })).toBe(false);
  });

  it('remembers the switch on the device, and forgets it when turned off', () => {
    act(() => useHideSmall.getState().toggle());
    expect(useHideSmall.getState().hidden).toBe(true);
    expect(readString(STORAGE_KEYS.hideSmallBalances)).toBe('1');
    act(() => useHideSmall.getState().toggle());
    expect(useHideSmall.getState().hidden).toBe(false);
    expect(readString(STORAGE_KEYS.hideSmallBalances)).toBeNull();
  });
});

describe('coin icons', () => {
  it('draws a known coin with its sign and an unknown one with its letter', () => {
    render(
      <>
        <CoinIcon code="BTC" />
        <CoinIcon code="pepe" />
      </>,
    );
    const [btc, pepe] = screen.getAllByTestId('coin-icon');
    expect(btc!.textContent).toBe('₿');
    expect(btc!.getAttribute('data-fallback')).toBeNull();
    expect(pepe!.textContent).toBe('P');
    expect(pepe!.getAttribute('data-fallback')).toBe('letter');
  });
});
