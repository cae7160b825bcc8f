import { describe, expect, it } from 'vitest';
import enNft from '../../locales/en/nft.json';
import fraNft from '../../locales/fra/nft.json';
import fraCommon from '../../locales/fra/common.json';
import {
  applyLanguage,
  holdNamespaces,
  i18n,
  initI18n,
  loadNamespaces,
  namespacesReady,
  pageNamespaces,
} from './i18n';

describe('catalogues by route', () => {
  it('starts with the shell, adds what a page needs, and switches language for what is on screen', async () => {
    await initI18n('en', []);
    expect(namespacesReady(['common', 'routes'])).toBe(true);
    expect(namespacesReady(['nft'])).toBe(false);

    // A page (or a late notice) loads its own before it renders.
    await loadNamespaces(['nft']);
    expect(i18n.t('nft:loadError')).toBe(enNft.loadError);

    // While the page is on screen, a switch brings its namespace in the new language too.
    const release = holdNamespaces(['nft']);
    await applyLanguage('fra');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.t('nft:loadError')).toBe(fraNft.loadError);
    expect(i18n.t('actions.retry')).toBe(fraCommon.actions.retry);
    // Nothing of a route not on screen.
    expect(namespacesReady(['lever'])).toBe(false);

    // Once it is gone, the next switch leaves it out (its page loads it when opened again).
    release();
    await applyLanguage('jp');
    expect(namespacesReady(['common', 'routes'])).toBe(true);
    expect(namespacesReady(['nft'])).toBe(false);
  });

  it('declares every namespace for a page it does not know, so no key shows', () => {
    expect(pageNamespaces('transaction/index')).toContain('spot');
    expect(pageNamespaces('no/such-page')).toContain('nft');
  });
});
