/**
 * What the home tab uses: the hero, the market strips and the quick entries.
 */
export { QUICK_ENTRIES } from './quick-entries';
export { HomeHero } from './components/home-hero';
export { HomeMarkets, MainPairsStrip } from './components/home-markets';
export { QuickEntryGrid } from './components/quick-entry-grid';
