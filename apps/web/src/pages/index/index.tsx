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
        <MainPairsStrip />
        <QuickEntryGrid />
        <HomeMarkets />
      </div>
    </div>
  );
}
