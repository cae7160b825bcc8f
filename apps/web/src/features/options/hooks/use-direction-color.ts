import { useUpDownColor } from '../../../shared/theme/theme';
import type { Direction } from '../option-rules';

/** Up reads as a rise and down as a fall, in the user's chosen colours (red-up or green-up). */
export function useDirectionColor(): (direction: Direction) => string {
  const colorOf = useUpDownColor();
  return (direction) => colorOf(direction === 'up' ? 1 : -1);
}
