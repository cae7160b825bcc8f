import { AnnouncementTicker, HomeBanners, HomePopup } from '../../features/content';
import { HomeHero, HomeMarkets, MainPairsStrip, QuickEntryGrid } from '../../features/home';
import { LanguageButton } from '../../features/preferences';
import styles from './index.module.css';

/** pages/index/index: the home tab. */
export default function HomePage() {
  return (
    <div data-testid="home">
      <HomeHero languageControl={<LanguageButton />} />
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
