import { translate } from '../../shared/i18n/i18n';
import { divideDecimals, multiplyDecimals } from '../../shared/format/decimal';

/** The payment held for `amount` tokens at `price`: rounded up to the pay currency, as the server does. */
export const holdFor = (amount: string, price: string, precision: number): string =>
  divideDecimals(multiplyDecimals(amount, price), '1', precision, 'up');

/** Seconds left until `target` on the platform clock, from the server's `now` when read. */
export const secondsLeft = (target: number, serverNow: number, elapsedMs: number): number =>
  Math.max(0, target - serverNow - Math.floor(elapsedMs / 1000));

/** Whole days in the current language's words: "2d", "2日", "2 días". */
const daysText = (n: number): string =>
  translate(n === 1 ? 'launchpad:countdown.day' : 'launchpad:countdown.days', { n });

/** "2d 03:04:05", with the day unit of the current language. */
export function formatCountdown(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d > 0 ? `${daysText(d)} ` : ''}${pad(h)}:${pad(m)}:${pad(s)}`;
}
