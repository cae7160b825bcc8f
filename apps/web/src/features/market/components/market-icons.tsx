import type { SVGProps } from 'react';
import { LineIcon } from '../../../shared/ui/icons';

/** Icons the shared set lacks (24×24, stroke 1.8, currentColor, as shared/ui/icons). */
const PATHS = {
  search: <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 4.5 4.5" />,
  star: <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z" />,
  caretDown: <path d="m7 10 5 5 5-5" />,
  clock: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4.5l3 2" />,
  trash: <path d="M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13" />,
} as const;

export type MarketIconName = keyof typeof PATHS;

export function MarketIcon({
  name,
  size = 20,
  filled = false,
  ...rest
}: Omit<SVGProps<SVGSVGElement>, 'name'> & {
  name: MarketIconName;
  size?: number;
  filled?: boolean;
}) {
  return (
    <LineIcon size={size} {...rest} fill={filled ? 'currentColor' : 'none'}>
      {PATHS[name]}
    </LineIcon>
  );
}
