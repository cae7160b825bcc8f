import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ticker } from '@tidemark/contracts';
import { navigateTo } from '../../../shared/routing/navigation';
import { LOGIN_PATH } from '../../../shared/routing/route-table';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { showToast } from '../../../shared/ui/feedback';
import { useFavouritesQuery, useSetFavourite } from '../api/favourites';
import { MarketIcon } from './market-icons';
import styles from './pair.module.css';

/**
 * The star that adds a pair to the user's favourites or removes it; visitors go to log in.
 * It renders again when the pair changes, not with each tick of its price (its queries and
 * mutation were most of a tick's render of the pair header); the ticker it adds is the list's
 * row until the list is fetched again, which the mutation does once it settles.
 */
export const FavouriteStar = memo(
  FavouriteStarButton,
  (before, after) => before.ticker.symbol === after.ticker.symbol,
);

function FavouriteStarButton({ ticker }: { ticker: Ticker }) {
  const { t } = useTranslation('market');
  const loggedIn = useAppStore(selectIsLoggedIn);
  const favourites = useFavouritesQuery();
  const setFavourite = useSetFavourite();
  const on = loggedIn && (favourites.data ?? []).some((f) => f.symbol === ticker.symbol);

  const toggle = () => {
    if (!loggedIn) {
      void navigateTo(LOGIN_PATH);
      return;
    }
    setFavourite.mutate(
      { ticker, favourite: !on },
      { onSuccess: () => showToast(t(on ? 'favourites.removed' : 'favourites.added'), 'success') },
    );
  };

  return (
    <button
      type="button"
      className={on ? `${styles.star} ${styles.starOn}` : styles.star}
      aria-pressed={on}
      aria-label={t(on ? 'favourites.remove' : 'favourites.add')}
      onClick={toggle}
      disabled={loggedIn && favourites.isPending}
      data-testid="favourite-star"
      data-on={on}
    >
      <MarketIcon name="star" size={22} filled={on} />
    </button>
  );
}
