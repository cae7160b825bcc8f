import { AnnouncementTicker } from '../../features/content/components/announcement-ticker';
import { HomeBanners } from '../../features/content/components/home-banners';
import { HomePopup } from '../../features/content/components/home-popup';
import { HomeHero } from '../../features/home/components/home-hero';
import { HomeMarkets, MainPairsStrip } from '../../features/home/components/home-markets';
import { QuickEntryGrid } from '../../features/home/components/quick-entry-grid';
import { LanguageButton } from '../../features/preferences/components/language-button';
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
