import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { InApp, testSite } from '../../test-utils';
import type { SiteData } from '../../types';
import useDocusaurusContext from './useDocusaurusContext';

function contextOf(site: SiteData) {
  const wrapper = ({ children }: { children: ReactNode }) => <InApp site={site}>{children}</InApp>;
  return renderHook(() => useDocusaurusContext(), { wrapper }).result.current;
}

describe('useDocusaurusContext', () => {
  it('names locales as Docusaurus does, not by their <html lang>', () => {
    const site: SiteData = {
      ...testSite,
      lang: 'fr-CA',
      i18n: {
        defaultLocale: 'fr',
        currentLocale: 'fr',
        direction: 'ltr',
        calendar: 'gregory',
        locales: [{ locale: 'fr', label: 'Français (Canada)', htmlLang: 'fr-CA', direction: 'ltr', path: 'fr', baseUrl: '/', url: 'https://fr.example.com' }],
      },
    };
    expect(contextOf(site).i18n).toEqual({
      defaultLocale: 'fr',
      currentLocale: 'fr',
      locales: ['fr'],
      localeConfigs: {
        fr: { label: 'Français (Canada)', direction: 'ltr', htmlLang: 'fr-CA', calendar: 'gregory', path: 'fr', baseUrl: '/', url: 'https://fr.example.com' },
      },
    });
  });

  it('gives the site config under Docusaurus names', () => {
    const { siteConfig } = contextOf(testSite);
    expect(siteConfig.baseUrl).toBe(testSite.baseUrl);
    expect(siteConfig.title).toBe(testSite.title);
  });
});
