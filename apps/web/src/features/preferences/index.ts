/**
 * What pages use of the preferences: the language button and sheets, and the fiat sheet.
 */
export { LanguageButton } from './components/language-button';
export { FiatSheet } from './components/fiat-sheet';
export { LanguageSheet } from './components/language-sheet';
export { useLanguageName } from './components/language-name';
