import type { ReactElement, SVGProps } from 'react';

/**
 * Inline icons (24×24, stroke 1.8, currentColor). antd-mobile-icons is not a dependency of
 * the app; these cover the shell, the tab bar and the home quick entries.
 */

export type IconName =
  | 'home'
  | 'market'
  | 'trade'
  | 'orders'
  | 'assets'
  | 'globe'
  | 'user'
  | 'chevronRight'
  | 'chevronDown'
  | 'chevronUp'
  | 'deposit'
  | 'withdraw'
  | 'stock'
  | 'futures'
  | 'copy'
  | 'earn'
  | 'margin'
  | 'otc'
  | 'coupon'
  | 'bill'
  | 'exchange'
  | 'lock'
  | 'game'
  | 'chat'
  | 'bolt'
  | 'defi'
  | 'cloud'
  | 'loan'
  | 'download'
  | 'share'
  | 'paper'
  | 'commodity'
  | 'forex'
  | 'construction'
  | 'compass'
  | 'alert'
  | 'moon'
  | 'bell';

const PATHS: Record<IconName, ReactElement> = {
  home: <path d="M3 10.5 12 3l9 7.5M5.5 9v11h13V9M10 20v-6h4v6" />,
  market: <path d="M4 19V5M4 19h16M8 15l3.5-4 3 2.5L19 8" />,
  trade: <path d="M7 4v14m0 0-3-3m3 3 3-3M17 20V6m0 0-3 3m3-3 3 3" />,
  orders: <path d="M7 3h10l2 2v16H5V5zM9 8h6M9 12h6M9 16h4" />,
  assets: <path d="M3 7.5 12 4l9 3.5v1H3zM5 10.5v7M9.5 10.5v7M14.5 10.5v7M19 10.5v7M3 20h18" />,
  globe: (
    <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3Z" />
  ),
  user: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9c.8-4 4-6 8-6s7.2 2 8 6" />,
  chevronRight: <path d="m9 5 7 7-7 7" />,
  chevronDown: <path d="m5 9 7 7 7-7" />,
  chevronUp: <path d="m5 15 7-7 7 7" />,
  deposit: <path d="M12 3v12m0 0-4.5-4.5M12 15l4.5-4.5M4 17v3h16v-3" />,
  withdraw: <path d="M12 15V3m0 0L7.5 7.5M12 3l4.5 4.5M4 17v3h16v-3" />,
  stock: <path d="M6 4v16M6 8H4v7h2M12 6v12M12 9h-2v6h2M18 3v14M18 6h-2v8h2" />,
  futures: <path d="M4 17h4l3-9 3 12 3-8h3" />,
  copy: <path d="M9 9h10v11H9zM5 15V4h10" />,
  earn: (
    <path d="M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm0-12v8m-2.5-6h3.5a1.5 1.5 0 0 1 0 3h-2a1.5 1.5 0 0 0 0 3H14M9 3h6" />
  ),
  margin: (
    <path d="M5 19 19 5M7 5h12v12M6.5 9.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM17.5 18.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" />
  ),
  otc: (
    <path d="M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2.5 20c.5-3.5 2.8-5.5 5.5-5.5s5 2 5.5 5.5m-1.5-5c1.1-.4 2.4-.5 4-.5 2.7 0 5 2 5.5 5.5" />
  ),
  coupon: <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10" />,
  bill: <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6" />,
  exchange: <path d="M4 8h14m0 0-3.5-3.5M18 8l-3.5 3.5M20 16H6m0 0 3.5-3.5M6 16l3.5 3.5" />,
  lock: <path d="M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11M12 15v2" />,
  game: (
    <path d="M7 8h10a4 4 0 0 1 4 4v1a3.5 3.5 0 0 1-6.3 2.1L14 14h-4l-.7 1.1A3.5 3.5 0 0 1 3 13v-1a4 4 0 0 1 4-4Zm1 2.5v3M6.5 12h3M15.5 11.5h.01M17.5 13h.01" />
  ),
  chat: <path d="M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5" />,
  bolt: <path d="M13 2 5 13.5h6L10 22l9-12h-6z" />,
  defi: <path d="M12 3 4 7.5v9L12 21l8-4.5v-9zM12 12l8-4.5M12 12v9M12 12 4 7.5" />,
  cloud: (
    <path d="M7 18a4 4 0 0 1-.6-7.95A6 6 0 0 1 17.8 8.6 4.7 4.7 0 0 1 17 18zM12 11v5m-2-2 2 2 2-2" />
  ),
  loan: (
    <path d="M3 12h4l3-2h4a1.5 1.5 0 0 1 0 3h-3m6-1.5 3.5-2a1.7 1.7 0 0 1 1.8 2.8L16 16.5H8L3 19M15 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Z" />
  ),
  download: <path d="M8 2h8v20H8zM11 18h2M12 6v7m-2.5-2.5L12 13l2.5-2.5" />,
  share: (
    <path d="M17 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM7 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm10 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM9.6 13.5l4.8 2.8m0-8.6-4.8 2.8" />
  ),
  paper: <path d="M6 2h9l4 4v16H6zM14 2v5h5M9 12h7M9 16h7" />,
  commodity: (
    <path d="M6 20h12M7.5 16.5 5 20M16.5 16.5 19 20M8 16.5h8l2-7H6zM9 9.5V6a3 3 0 0 1 6 0v3.5" />
  ),
  forex: (
    <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm2.8-12.5A3 3 0 0 0 12 7c-1.7 0-3 .9-3 2.3 0 3 6 1.7 6 4.6 0 1.4-1.3 2.4-3 2.4a3 3 0 0 1-2.9-1.6M12 5v2m0 9.3v2" />
  ),
  construction: <path d="M3 20h18M5 20l3-14h8l3 14M7 14h10M6.2 10h11.6M10 3h4" />,
  compass: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm3.5-12.5-2 5-5 2 2-5z" />,
  alert: <path d="M12 3 2 20h20zM12 10v4.5m0 3v.01" />,
  moon: <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />,
  bell: <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0" />,
};

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: number;
}

/** The frame every line icon is drawn in: 24×24, stroke 1.8 in currentColor, hidden from readers. */
export function LineIcon({ size, ...rest }: SVGProps<SVGSVGElement> & { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    />
  );
}

export function Icon({ name, size = 24, ...rest }: IconProps) {
  return (
    <LineIcon size={size} {...rest}>
      {PATHS[name]}
    </LineIcon>
  );
}
