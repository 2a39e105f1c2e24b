import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setI18nMessages } from '../../i18n/messages';
import { InApp, localizedSite, testSite } from '../../test-utils';
import Interpolate, { interpolate } from './Interpolate';
import { usePluralForm } from './theme-common';
import Translate, { translate } from './Translate';

const locales = [
  { locale: 'en', label: 'English' },
  { locale: 'fr', label: 'Français' },
  { locale: 'ar', label: 'العربية', direction: 'rtl' as const },
];

describe('Translate and Interpolate', () => {
  it('show the message with the placeholders values has, and leave the others', () => {
    const { container } = render(
      <p>
        <Translate id="greeting" description="Shown on the home page" values={{ name: 'Ada', count: 3 }}>
          {'Hello {name}, {count} new, {other}'}
        </Translate>
      </p>,
    );
    expect(container.textContent).toBe('Hello Ada, 3 new, {other}');
  });

  it('put elements where their placeholders are', () => {
    const { container } = render(
      <p>
        <Interpolate values={{ link: <a href="/docs/">the docs</a> }}>{'Read {link} first.'}</Interpolate>
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Read <a href="/docs/">the docs</a> first.</p>');
  });

  it('give text when every value is text', () => {
    expect(interpolate('{a} and {b}', { a: 'x', b: 2 })).toBe('x and 2');
    expect(interpolate('no values {a}')).toBe('no values {a}');
    expect(translate({ message: 'Hi {name}', id: 'hi' }, { name: 'Ada' })).toBe('Hi Ada');
    expect(translate({ message: 'Hi {name}' })).toBe('Hi {name}');
  });
});

describe('Translate and translate() with ids', () => {
  afterEach(() => setI18nMessages({ currentLocale: 'en' }));

  it('look a message without an id up by its text, as Docusaurus does', () => {
    setI18nMessages({ currentLocale: 'fr', messages: { 'Read more': 'Lire la suite' } });
    expect(translate({ message: 'Read more' })).toBe('Lire la suite');
    expect(translate({ message: 'Not translated' })).toBe('Not translated');
    const { container } = render(<Translate>Read more</Translate>);
    expect(container.textContent).toBe('Lire la suite');
  });

  const french = localizedSite(testSite, {
    locales,
    currentLocale: 'fr',
    messages: { 'home.greeting': 'Bonjour {name}, voici {link}.', 'home.title': 'Accueil' },
  });

  it('give the site’s message of the id, with the placeholders filled, and the default text without one', () => {
    const { container } = render(
      <InApp site={french}>
        <p>
          <Translate id="home.greeting" values={{ name: 'Ada', link: <a href="/docs/">la doc</a> }}>
            {'Hello {name}, here is {link}.'}
          </Translate>
        </p>
        <p>
          <Translate id="home.missing">Not translated</Translate>
        </p>
      </InApp>,
    );
    expect(container.innerHTML).toBe('<p>Bonjour Ada, voici <a href="/docs/">la doc</a>.</p><p>Not translated</p>');
  });

  it('work outside React once the app has set the site’s messages, as site code calls translate()', () => {
    render(<InApp site={french}>{null}</InApp>);
    expect(translate({ id: 'home.title', message: 'Home', description: 'The home page title' })).toBe('Accueil');
  });
});

describe('usePluralForm', () => {
  function selectMessage(currentLocale: string, count: number, forms: string): string {
    const site = localizedSite(testSite, { locales, currentLocale });
    const wrapper = ({ children }: { children: ReactNode }) => <InApp site={site}>{children}</InApp>;
    return renderHook(() => usePluralForm(), { wrapper }).result.current.selectMessage(count, forms);
  }

  it('chooses the form of the current locale’s plural category', () => {
    expect(selectMessage('en', 1, 'One post|{count} posts')).toBe('One post');
    expect(selectMessage('fr', 0, 'Un billet|{count} billets')).toBe('Un billet');
    expect(selectMessage('ar', 2, 'zero|one|two|few|many|other')).toBe('two');
    expect(selectMessage('ar', 11, 'zero|one|two|few|many|other')).toBe('many');
  });
});
