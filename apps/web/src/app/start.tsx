// antd-mobile's global styles first, then our tokens, so ours win at equal specificity.
import 'antd-mobile/es/global';
import '../shared/theme/theme.css';
import './base.css';
import './app.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SHELL, initI18n } from '../shared/i18n/i18n';
import { useAppStore } from '../shared/store/app-store';
import { installImperativeRender } from '../shared/ui/imperative-render';
import { applyThemeToDocument, resolveTheme, systemPrefersDark } from '../shared/theme/theme';
import { App } from './app';
import { dismissFirstPaint } from './first-paint';
import { nextTask } from '../shared/ui/next-task';

/**
 * The app itself, started by the entry (`main.tsx`) once the shell's figure is on screen.
 * Nothing here runs on import: the package marks only stylesheets as having side effects.
 */
export async function start(): Promise<void> {
  installImperativeRender();
  const { lang, theme, redUpGreenDown } = useAppStore.getState();
  // Paint in the right theme from the first frame.
  applyThemeToDocument(resolveTheme(theme, systemPrefersDark()), redUpGreenDown);
  try {
    // The route's own catalogues load with its page (app/lazy/lazy-page.tsx).
    await initI18n(lang, SHELL);
  } catch (error) {
    // A missing catalogue chunk must not leave a white screen; keys show until a reload.
    console.warn('Language catalogues failed to load', error);
  }
  // The catalogues' modules ran in this task; the first render gets one of its own.
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The last resort for the shell's first paint: whatever the app shows by then (a redirect,
  // a crashed shell), it is not left under a layer it cannot remove.
  setTimeout(() => dismissFirstPaint(true), 8000);
}
