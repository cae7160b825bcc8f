import { useTranslation } from 'react-i18next';
import { useNow } from '../../shared/hooks/use-now';

/**
 * Seconds left until `target` on the platform's clock: counted from the server's time when the
 * data was read (`serverNow`), so a device with a wrong clock still counts right.
 */
export function useRemaining(target: number, serverNow: number, receivedAtMs: number): number {
  const now = useNow(1000);
  return Math.max(0, Math.floor(target - serverNow - (now - receivedAtMs) / 1000));
}

/** "2 days 06:13:25": whole days in the language's words (`days(2)`), then hh:mm:ss. */
export function formatDuration(seconds: number, days: (count: number) => string): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d > 0 ? `${days(d)} ` : ''}${pad(h)}:${pad(m)}:${pad(s)}`;
}

export function Countdown({
  target,
  serverNow,
  receivedAtMs,
  testId,
}: {
  target: number;
  serverNow: number;
  receivedAtMs: number;
  testId?: string;
}) {
  const { t } = useTranslation('nft');
  const left = useRemaining(target, serverNow, receivedAtMs);
  const days = (count: number) => t(count === 1 ? 'countdown.day' : 'countdown.days', { n: count });
  return <span data-testid={testId}>{formatDuration(left, days)}</span>;
}
