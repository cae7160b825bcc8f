import { useState } from 'react';
import { RouterProvider } from '../shared/routing/router';
import { AppProviders } from './providers';
import { AppRoutes, createAppHistory } from './router';

export function App() {
  const [history] = useState(createAppHistory);
  return (
    <AppProviders>
      <RouterProvider history={history}>
        <AppRoutes />
      </RouterProvider>
    </AppProviders>
  );
}
