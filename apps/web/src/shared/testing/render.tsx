import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from '../routing/router';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { i18n, initI18n } from '../i18n/i18n';
import { useAppStore } from '../store/app-store';
import { installImperativeRender } from '../ui/imperative-render';

// jsdom has no pointer capture; antd-mobile's sheets and sliders call it on every press.
for (const name of ['setPointerCapture', 'releasePointerCapture'] as const) {
  if (!(name in Element.prototype)) Element.prototype[name] = () => undefined;
}

installImperativeRender();

/**
 * Component tests render with the providers the app mounts (app/providers.tsx): a query
 * client, the i18n instance with the real catalogues, antd-mobile's locale, a router. Retries
 * are off so a failed request shows at once.
 */
export function renderWithProviders(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: 0 } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n} defaultNS="common">
        <ConfigProvider locale={enUS}>
          <MemoryRouter>{children}</MemoryRouter>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
  // antd-mobile's sheets slide in with pointer-events off until the animation ends; jsdom
  // never ends it, so the pointer check would refuse every click inside a sheet.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { user, ...render(ui, { wrapper }) };
}

/** English catalogues and a signed-in session (the forms send the token with each request). */
export async function startSignedIn(token = 'test-session-token'): Promise<void> {
  await initI18n('en');
  useAppStore.getState().setSession(token);
}
