import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import i18next from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createRoot } from 'react-dom/client';
import { create } from 'zustand';

/**
 * The libraries of the app's first render, run in a task of their own before the app's
 * modules (`main.tsx`). The build runs a module when something of it is first used, not when
 * its chunk loads (docs/benchmarks.md, "Web, when a module runs"), so importing `start` alone
 * ran every library it needs together with the app's own modules in one task, the longest of
 * every page's start on a phone; this module's import runs the libraries' share of it. Held
 * in an export so the imports are not dropped as unused.
 */
export const LIBRARIES = [
  QueryClient,
  QueryClientProvider,
  useQuery,
  ConfigProvider,
  i18next,
  I18nextProvider,
  useTranslation,
  createRoot,
  create,
] as const;
