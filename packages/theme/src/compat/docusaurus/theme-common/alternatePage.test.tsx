import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { InApp, localizedSite, testSite } from '../../../test-utils';
import { useAlternatePageUtils } from './internal';

describe('useAlternatePageUtils', () => {
  it('puts the current path under the base URL of the locale asked for', () => {
    const site = localizedSite(testSite, {
      locales: [
        { locale: 'en', label: 'English' },
        { locale: 'fr', label: 'Français' },
        { locale: 'ar', label: 'العربية' },
      ],
      currentLocale: 'fr',
      baseUrl: '/base/',
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <InApp site={site} path="/base/fr/docs/intro/">
        {children}
      </InApp>
    );
    const { createUrl } = renderHook(() => useAlternatePageUtils(), { wrapper }).result.current;
    expect(createUrl({ locale: 'en', fullyQualified: false })).toBe('/base/docs/intro/');
    expect(createUrl({ locale: 'ar', fullyQualified: true })).toBe('https://example.com/base/ar/docs/intro/');
  });
});
