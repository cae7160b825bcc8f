import { HomeHero } from '../../features/home/components/home-hero';
import { MarketsPlaceholder } from '../../features/home/components/markets-placeholder';
import { QuickEntryGrid } from '../../features/home/components/quick-entry-grid';
import { LanguageButton } from '../../features/preferences/components/language-button';
import styles from './index.module.css';

/** pages/index/index: the home tab. */
export default function HomePage() {
  return (
    <div data-testid="home">
      <HomeHero languageControl={<LanguageButton />} />
      <div className={styles.content}>
        <QuickEntryGrid />
        <MarketsPlaceholder />
      </div>
    </div>
  );
}
