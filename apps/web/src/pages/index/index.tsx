import { MessageBell } from '../../features/community';
import { AnnouncementTicker, HomeBanners, HomePopup } from '../../features/content';
import { HomeHero, HomeMarkets, MainPairsStrip, QuickEntryGrid } from '../../features/home';
import { LanguageButton } from '../../features/preferences';
import { selectIsLoggedIn, useAppStore } from '../../shared/store/app-store';
import { useTaskAfter } from '../../shared/ui/use-task-after';
import styles from './index.module.css';

/**
 * pages/index/index: the home tab. The quick entries render a task after the rest and the
 * market lists a task after them: the whole screen in one render was the home's longest task
 * on a phone, and the two together were still a long one. They are the last blocks, each below
 * the one before, so arriving later moves nothing above them.
 */
export default function HomePage() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  const entries = useTaskAfter(true);
  const markets = useTaskAfter(entries);
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
        {entries ? <QuickEntryGrid /> : null}
        {markets ? <HomeMarkets /> : null}
      </div>
      <HomePopup />
    </div>
  );
}
