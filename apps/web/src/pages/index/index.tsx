import { MessageBell } from '../../features/community';
import { AnnouncementTicker, HomeBanners, HomePopup } from '../../features/content';
import { HomeHero, HomeMarkets, MainPairsStrip, QuickEntryGrid } from '../../features/home';
import { LanguageButton } from '../../features/preferences';
import { selectIsLoggedIn, useAppStore } from '../../shared/store/app-store';
import styles from './index.module.css';

/** pages/index/index: the home tab. */
export default function HomePage() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return (
    <div data-testid="home">
      <HomeHero
        languageControl={
          <>
            {loggedIn ? <MessageBell /> : null}
            <LanguageButton />
          </>
        }
      />
      <div className={styles.content}>
        <HomeBanners />
        <AnnouncementTicker />
        <MainPairsStrip />
        <QuickEntryGrid />
        <HomeMarkets />
      </div>
      <HomePopup />
    </div>
  );
}
