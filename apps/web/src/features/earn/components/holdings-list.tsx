import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/routing/navigation';
import { LoadingLines } from '../../../shared/ui/load-states';
import { QueryView } from '../../../shared/ui/query-view';
import { StatusView } from '../../../shared/ui/status-view';
import { useEarnHoldings } from '../api/earn-api';
import { useMoney } from './format';
import styles from './earn.module.css';

/** The assets page's mining view: active earn holdings with their USDT value. */
export function EarnHoldingsList() {
  const money = useMoney();
  const { t } = useTranslation('earn');
  const query = useEarnHoldings();
  return (
    <QueryView
      query={query}
      loading={<LoadingLines lines={3} />}
      errorTitle={t('state.loadFailed')}
    >
      {({ items, total_usdt }) => (
        <div data-testid="earn-holdings">
          <div className={styles.total}>
            <span>{t('holdings.total')}</span>
            <strong data-testid="earn-holdings-total">{money(total_usdt, 'USDT')}</strong>
          </div>
          {items.length === 0 ? (
            <StatusView icon="orders" title={t('holdings.empty')} />
          ) : (
            items.map((h) => (
              <button
                type="button"
                key={h.order_id}
                className={styles.holding}
                onClick={() =>
                  void (h.kind === 'lock'
                    ? navigateTo('/pages/lockming/order')
                    : navigateTo('/pages/financial/index', {
                        tab: h.kind === 'flexible' ? 'defi' : 'cloud',
                      }))
                }
                data-testid={`earn-holding-${h.order_id}`}
              >
                <span>
                  {t(`holdings.kind.${h.kind}`)} · {money(h.amount, h.currency_name)}
                </span>
                <strong>
                  {h.kind === 'cloud' ? t('holdings.noValue') : money(h.usdt_value, 'USDT')}
                </strong>
              </button>
            ))
          )}
        </div>
      )}
    </QueryView>
  );
}
