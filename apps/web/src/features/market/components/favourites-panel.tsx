import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ticker } from '@tidemark/contracts';
import { navigateTo } from '../../../shared/routing/navigation';
import { LOGIN_PATH } from '../../../shared/routing/route-table';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { StatusView } from '../../../shared/ui/status-view';
import { useFavouritesQuery } from '../api/favourites';
import { LoadError, TickerListSkeleton } from './list-states';
import { TickerList } from './ticker-list';

/**
 * The favourites tab. The favourites list names the pairs; their prices come from the live
 * ticker list, so favourites tick like every other row.
 */
export function FavouritesPanel({
  liveTickers,
  onBrowse,
}: {
  liveTickers: readonly Ticker[] | undefined;
  onBrowse: () => void;
}) {
  const { t } = useTranslation('market');
  const loggedIn = useAppStore(selectIsLoggedIn);
  const favourites = useFavouritesQuery();
  const rows = useMemo(() => {
    const live = new Map((liveTickers ?? []).map((ticker) => [ticker.symbol, ticker]));
    return (favourites.data ?? []).map((ticker) => live.get(ticker.symbol) ?? ticker);
  }, [favourites.data, liveTickers]);

  if (!loggedIn) {
    return (
      <StatusView
        icon="user"
        title={t('favourites.loginTitle')}
        hint={t('favourites.loginHint')}
        testId="favourites-login"
        action={{
          label: t('favourites.login'),
          onClick: () => void navigateTo(LOGIN_PATH),
          solid: true,
          inline: true,
        }}
      />
    );
  }
  if (favourites.isPending) return <TickerListSkeleton rows={4} />;
  if (favourites.isError) return <LoadError onRetry={() => void favourites.refetch()} />;
  if (rows.length === 0) {
    return (
      <StatusView
        icon="market"
        title={t('favourites.empty')}
        hint={t('favourites.emptyHint')}
        testId="favourites-empty"
        action={{ label: t('favourites.browse'), onClick: onBrowse, inline: true }}
      />
    );
  }
  return <TickerList tickers={rows} testId="favourites-list" />;
}
