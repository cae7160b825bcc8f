import { useCallback } from 'react';
import { useUpDownColor } from '../../../shared/theme/theme';
import type { OrderSide } from '../order-rules';

/** Buying reads as a rise and selling as a fall, in the user's chosen colours (red-up or green-up). */
export function useSideColor(): (side: OrderSide) => string {
  const colorOf = useUpDownColor();
  return useCallback((side) => colorOf(side === 'buy' ? 1 : -1), [colorOf]);
}
