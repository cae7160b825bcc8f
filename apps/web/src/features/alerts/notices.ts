import { useQueryClient } from '@tanstack/react-query';
import { ALERT_SOCKET_EVENTS } from '@tidemark/contracts';
import { lazySchemas } from '../../shared/api/lazy-schemas';
import { formatPlain } from '../../shared/format/amount';
import { loadNamespaces, translate } from '../../shared/i18n/i18n';
import { useSocketEvent } from '../../shared/socket/use-socket';
import { showToast } from '../../shared/ui/feedback';
import { alertKeys } from './keys';

/** Long enough to read a price while trading: the default toast is gone in 1.5 s. */
const ALERT_TOAST_MS = 5000;

/** Loaded on the first event, so zod stays out of the first load of every screen. */
const eventSchemas = lazySchemas(() => import('./event-schema'));

/**
 * App-wide: a fired price alert of the user shows a notice on whatever screen is open and
 * refreshes the alert lists. The inbox keeps the message for later.
 */
export function useAlertNotices(): void {
  const client = useQueryClient();
  useSocketEvent(ALERT_SOCKET_EVENTS.fired, (payload) => {
    // The shell has no alert strings until a notice needs them (on any screen).
    void Promise.all([eventSchemas.load(), loadNamespaces(['alerts'])]).then(
      ([{ alertFiredEventSchema }]) => {
        const parsed = alertFiredEventSchema.safeParse(payload);
        if (parsed.success) {
          const e = parsed.data;
          showToast(
            translate('alerts:toast', {
              symbol: e.symbol,
              price: formatPlain(e.last_price),
              target: formatPlain(e.price),
            }),
            'info',
            ALERT_TOAST_MS,
          );
        }
      },
      () => undefined,
    );
    void client.invalidateQueries({ queryKey: alertKeys.all });
  });
}
