import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setI18nMessages } from '../../i18n/messages';
import { docsSite, InApp, localizedSite, navbarItem, testSite } from '../../test-utils';
import type { BlogPostPageData, Doc, NavbarItem as NavbarItemConfig, SiteData } from '../../types';
import BlogPostPage from '@theme/BlogPostPage';
import DocItemLayout from '@theme/DocItem/Layout';
import DocPaginator from '@theme/DocPaginator';
import EditThisPage from '@theme/EditThisPage';
import MarkdownPage from '@theme/MarkdownPage';
import NavbarItem from '@theme/NavbarItem';
import arabic from '../../../locales/ar.json?raw';
import french from '../../../locales/fr.json?raw';

/** The theme's own translations, as the engine puts one locale's in the site data. */
const themeMessages: Record<string, Record<string, string>> = { ar: JSON.parse(arabic), fr: JSON.parse(french) };

const locales = [
  { locale: 'en', label: 'English' },
  { locale: 'fr', label: 'Français' },
  { locale: 'ar', label: 'العربية', direction: 'rtl' as const },
];

/** The site in `currentLocale`, under `/base/`: `en` at `/base/`, `fr` at `/base/fr/`, `ar` at `/base/ar/`. */
function siteIn(currentLocale: string, site: SiteData = testSite): SiteData {
  return localizedSite(site, {
    locales,
    currentLocale,
    baseUrl: '/base/',
    messages: themeMessages[currentLocale],
  });
}

// Rendering sets the messages of the site it is given; the next file starts in English.
afterEach(() => setI18nMessages({ currentLocale: 'en' }));

describe('theme components in another locale', () => {
  it('show the locale’s messages', () => {
    render(
      <InApp site={siteIn('fr')} path="/base/fr/docs/intro/">
        <DocPaginator
          previous={{ title: 'Installation', permalink: '/base/fr/docs/install/' }}
          next={{ title: 'Guides', permalink: '/base/fr/docs/guides/' }}
        />
        <EditThisPage editUrl="https://example.com/edit/intro.md" />
      </InApp>,
    );
    const pages = screen.getByRole('navigation', { name: 'Pages de la documentation' });
    expect(within(pages).getByRole('link', { name: /Précédent/ }).textContent).toBe('PrécédentInstallation');
    expect(within(pages).getByRole('link', { name: /Suivant/ }).textContent).toBe('SuivantGuides');
    expect(screen.getByRole('link', { name: 'Modifier cette page' })).toBeTruthy();
  });

  it('choose the locale’s plural form', () => {
    const post: BlogPostPageData = {
      title: 'Annonce',
      permalink: '/base/ar/blog/annonce/',
      pluginId: 'default',
      date: '2024-03-01T00:00:00.000Z',
      readingTime: 2,
      authors: [],
      tags: [],
      content: ['Fragment', ['p', 'Texte.']],
      toc: [],
    };
    render(
      <InApp site={siteIn('ar')} path={post.permalink}>
        <BlogPostPage page={post} />
      </InApp>,
    );
    // Arabic has a dual: two minutes is a form of its own.
    expect(screen.getByText('قراءة في دقيقتين')).toBeTruthy();
  });
});

describe('the locale dropdown', () => {
  const dropdown = navbarItem({
    type: 'localeDropdown',
    dropdownItemsBefore: [{ label: 'Help translate', href: 'https://translate.example.com/' }],
  });

  function renderDropdown(path: string, item: NavbarItemConfig = dropdown, navigate = vi.fn()) {
    render(
      <InApp site={siteIn('fr', docsSite([item]))} path={path} navigate={navigate}>
        <NavbarItem item={item} />
      </InApp>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    return navigate;
  }

  it('links every locale to the page being read in that locale, by a full page load', () => {
    const navigate = renderDropdown('/base/fr/docs/intro/');
    const english = screen.getByRole('link', { name: 'English' });
    const french = screen.getByRole('link', { name: 'Français' });
    const arabic = screen.getByRole('link', { name: 'العربية' });
    expect([english, french, arabic].map((link) => link.getAttribute('href'))).toEqual([
      '/base/docs/intro/',
      '/base/fr/docs/intro/',
      '/base/ar/docs/intro/',
    ]);
    expect([english, french, arabic].map((link) => [link.getAttribute('hreflang'), link.getAttribute('lang')])).toEqual([
      ['en', 'en'],
      ['fr', 'fr'],
      ['ar', 'ar'],
    ]);
    expect(french.getAttribute('aria-current')).toBe('page');
    expect(english.getAttribute('aria-current')).toBeNull();
    // Not the router's: the browser loads the other locale's page and data.
    expect(fireEvent.click(english)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    // The site's own entries stay, in their place.
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Help translate', 'English', 'Français', 'العربية']);
  });

  it('keeps the query and hash once hydrated, and adds the item’s queryString', () => {
    // Docusaurus's option, which the site data does not carry yet.
    const item: NavbarItemConfig = Object.assign({ queryString: '?persistLocale=true' }, dropdown);
    renderDropdown('/base/fr/docs/intro/?tab=npm#install', item);
    expect(screen.getByRole('link', { name: 'العربية' }).getAttribute('href')).toBe(
      '/base/ar/docs/intro/?tab=npm&persistLocale=true#install',
    );
  });

  it('leaves the query and hash out of the server’s markup, which cannot know them', () => {
    const html = renderToString(
      <InApp site={siteIn('fr', docsSite([dropdown]))} path="/base/fr/docs/intro/?tab=npm#install">
        <NavbarItem item={dropdown} />
      </InApp>,
    );
    expect(html).toContain('href="/base/docs/intro/" hrefLang="en"');
  });

  it('links a locale on a domain of its own by its absolute URL', () => {
    const site = siteIn('fr', docsSite([dropdown]));
    const arabic = { ...site.i18n.locales[2]!, url: 'https://ar.example.com', baseUrl: '/' };
    const onItsOwnDomain = { ...site, i18n: { ...site.i18n, locales: [site.i18n.locales[0]!, site.i18n.locales[1]!, arabic] } };
    render(
      <InApp site={onItsOwnDomain} path="/base/fr/docs/intro/">
        <NavbarItem item={dropdown} />
      </InApp>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(screen.getByRole('link', { name: 'العربية' }).getAttribute('href')).toBe('https://ar.example.com/docs/intro/');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/base/docs/intro/');
  });

  it('links the locale’s home page from the home page', () => {
    renderDropdown('/base/fr/');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/base/');
    expect(screen.getByRole('link', { name: 'العربية' }).getAttribute('href')).toBe('/base/ar/');
  });
});

describe('the untranslated notice', () => {
  const doc: Doc = {
    title: 'Introduction',
    permalink: '/base/fr/docs/intro/',
    content: ['Fragment', ['p', 'Welcome.']],
    toc: [],
  };

  function renderDoc(page: Doc) {
    return render(
      <InApp site={siteIn('fr')} path={page.permalink}>
        <DocItemLayout page={page} />
      </InApp>,
    );
  }

  it('says in the current locale that the doc is in the default locale, and links to it there', () => {
    const { container } = renderDoc({ ...doc, untranslated: true });
    const notice = screen.getByRole('note', { name: 'Pas encore traduite' });
    expect(notice.textContent).toContain('Cette page n’a pas encore été traduite');
    // The default locale's name, in the sentence and in the link, in its own language.
    expect(within(notice).getAllByText('English').map((name) => name.getAttribute('lang'))).toEqual(['en', 'en']);
    const link = within(notice).getByRole('link');
    expect(link.getAttribute('href')).toBe('/base/docs/intro/');
    expect(link.getAttribute('hreflang')).toBe('en');
    // Above the content, which is in the default locale's language.
    expect(notice.compareDocumentPosition(container.querySelector('.markdown')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelector('.markdown')?.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('en');
  });

  it('is not there for a translated doc, whose content is in the page’s language', () => {
    const { container } = renderDoc(doc);
    expect(screen.queryByRole('note', { name: 'Pas encore traduite' })).toBeNull();
    expect(container.querySelector('.markdown')?.hasAttribute('lang')).toBe(false);
  });

  it('shows above a Markdown page and a blog post too', () => {
    const { unmount } = render(
      <InApp site={siteIn('fr')} path="/base/fr/about/">
        <MarkdownPage
          page={{ title: 'À propos', permalink: '/base/fr/about/', content: ['p', 'About.'], toc: [], untranslated: true }}
        />
      </InApp>,
    );
    expect(within(screen.getByRole('note', { name: 'Pas encore traduite' })).getByRole('link').getAttribute('href')).toBe(
      '/base/about/',
    );
    unmount();
    const post: BlogPostPageData = {
      title: 'News',
      permalink: '/base/fr/blog/news/',
      pluginId: 'default',
      date: '2024-03-01T00:00:00.000Z',
      authors: [],
      tags: [],
      content: ['p', 'News.'],
      toc: [],
      untranslated: true,
    };
    render(
      <InApp site={siteIn('fr')} path={post.permalink}>
        <BlogPostPage page={post} />
      </InApp>,
    );
    expect(within(screen.getByRole('note', { name: 'Pas encore traduite' })).getByRole('link').getAttribute('href')).toBe(
      '/base/blog/news/',
    );
  });
});
