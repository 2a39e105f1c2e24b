import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from './client/app';
import { RoutePathContext } from './client/contexts';
import type { SiteData } from './types';

export const testSite: SiteData = {
  title: 'Test Site',
  tagline: 'Testing',
  url: 'https://example.com',
  baseUrl: '/',
  trailingSlash: true,
  lang: 'en',
  navbar: { title: 'Test', items: [{ label: 'Docs', to: '/docs/', position: 'left' }] },
  footer: { style: 'light', links: [] },
};

/** Wraps a tree in what the app provides around a route: site data, router and route path. */
export function InApp({ path = '/docs/intro/', children }: { path?: string; children: ReactNode }) {
  return (
    <AppProviders site={testSite} routeLoader={null} navigate={null}>
      <MemoryRouter initialEntries={[path]}>
        <RoutePathContext.Provider value={path}>{children}</RoutePathContext.Provider>
      </MemoryRouter>
    </AppProviders>
  );
}
