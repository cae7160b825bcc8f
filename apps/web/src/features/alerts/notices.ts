import { useQueryClient } from '@tanstack/react-query';
import { ALERT_SOCKET_EVENTS, alertFiredEventSchema } from '@tidemark/contracts';
import { translate } from '../../shared/i18n/i18n';
import { useSocketEvent } from '../../shared/socket/use-socket';
import { showToast } from '../../shared/ui/feedback';
import { alertKeys } from './api';

/** Long enough to read a price while trading: the default toast is gone in 1.5 s. */
const ALERT_TOAST_MS = 5000;

/**
 * App-wide: a fired price alert of the user shows a notice on whatever screen is open and
 * refreshes the alert lists. The inbox keeps the message for later.
 */
export function useAlertNotices(): void {
  const client = useQueryClient();
  useSocketEvent(ALERT_SOCKET_EVENTS.fired, (payload) => {
    const parsed = alertFiredEventSchema.safeParse(payload);
    if (parsed.success) {
      const e = parsed.data;
      showToast(
        translate('alerts:toast', { symbol: e.symbol, price: e.last_price, target: e.price }),
        'info',
        ALERT_TOAST_MS,
      );
    }
    void client.invalidateQueries({ queryKey: alertKeys.all });
  });
}
