/**
 * Constants of price alerts, apart from their schemas: the web app's notice hook runs on every
 * screen and must not pull zod into the first load.
 */
/** `above`: tell me when the price rises to the target; `below`: when it falls to it. */
export const ALERT_DIRECTIONS = ['above', 'below'] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];

/** Socket event to the owner when one of their alerts fires. */
export const ALERT_SOCKET_EVENTS = { fired: 'price_alert' } as const;
