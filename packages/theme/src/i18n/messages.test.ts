import { afterEach, describe, expect, it } from 'vitest';
import { pathInLocale } from './localePaths';
import { lookUpMessage, setI18nMessages, translate } from './messages';
import { selectPluralForm, translatePlural } from './plural';

afterEach(() => setI18nMessages({ currentLocale: 'en' }));

describe('translate', () => {
  it('gives the current locale’s message of an id, else the text in code', () => {
    setI18nMessages({ currentLocale: 'fr', messages: { 'theme.docs.paginator.next': 'Suivant' } });
    expect(translate({ id: 'theme.docs.paginator.next', message: 'Next' })).toBe('Suivant');
    expect(translate({ id: 'theme.docs.paginator.previous', message: 'Previous' })).toBe('Previous');
    expect(translate({ message: 'No id' })).toBe('No id');
    // An id that is also an Object.prototype name is no message.
    expect(lookUpMessage('toString', 'Fallback')).toBe('Fallback');
  });

  it('fills the placeholders of the message it found, and leaves the others', () => {
    setI18nMessages({ currentLocale: 'fr', messages: { greeting: 'Bonjour {name}, {other}' } });
    expect(translate({ id: 'greeting', message: 'Hello {name}' }, { name: 'Ada' })).toBe('Bonjour Ada, {other}');
    // A value is put in as it is, placeholders and all.
    expect(translate({ id: 'greeting', message: '' }, { name: '{other}' })).toBe('Bonjour {other}, {other}');
  });

  it('forgets a locale’s messages when another locale is set', () => {
    setI18nMessages({ currentLocale: 'fr', messages: { a: 'A fr' } });
    setI18nMessages({ currentLocale: 'en' });
    expect(translate({ id: 'a', message: 'A' })).toBe('A');
  });
});

describe('plural forms', () => {
  const posts = 'One post|{count} posts';

  it('choose English’s two forms', () => {
    expect(selectPluralForm(1, posts, 'en')).toBe('One post');
    expect(selectPluralForm(0, posts, 'en')).toBe('{count} posts');
    expect(selectPluralForm(2, posts, 'en')).toBe('{count} posts');
    expect(selectPluralForm(3, 'no forms', 'en')).toBe('no forms');
  });

  it('choose French’s forms, where 0 and 1 are singular and round millions have a form of their own', () => {
    const billets = 'Un billet|{count} de billets|{count} billets';
    expect(selectPluralForm(0, billets, 'fr')).toBe('Un billet');
    expect(selectPluralForm(1, billets, 'fr')).toBe('Un billet');
    expect(selectPluralForm(2, billets, 'fr')).toBe('{count} billets');
    expect(selectPluralForm(1_000_000, billets, 'fr')).toBe('{count} de billets');
    // Two forms only (Docusaurus's French files): the missing ones are the last.
    expect(selectPluralForm(1_000_000, 'Un billet|{count} billets', 'fr')).toBe('{count} billets');
  });

  it('choose among Arabic’s six forms in Intl’s order: zero, one, two, few, many, other', () => {
    const forms = 'zero|one|two|few|many|other';
    expect([0, 1, 2, 3, 11, 100, 103].map((count) => selectPluralForm(count, forms, 'ar'))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
      'few',
    ]);
  });

  it('come from the current locale’s message, or from the English text in code by English rules', () => {
    setI18nMessages({
      currentLocale: 'ar',
      messages: { 'theme.blog.post.plurals': 'لا تدوينات|تدوينة واحدة|تدوينتان|{count} تدوينات|{count} تدوينة|{count} تدوينة' },
    });
    const param = { id: 'theme.blog.post.plurals', message: '1 post|{count} posts' };
    expect(translatePlural(2, param, { count: 2 })).toBe('تدوينتان');
    expect(translatePlural(5, param, { count: 5 })).toBe('5 تدوينات');
    expect(translatePlural(0, { id: 'missing', message: '1 post|{count} posts' }, { count: 0 })).toBe('0 posts');
  });

  it('look a message without an id up by its text', () => {
    setI18nMessages({ currentLocale: 'fr', messages: { 'One trail|{count} trails': 'Un sentier|{count} sentiers|{count} sentiers' } });
    expect(translatePlural(3, { message: 'One trail|{count} trails' }, { count: 3 })).toBe('3 sentiers');
  });
});

describe('pathInLocale', () => {
  it('puts the path after the current base URL under the other locale’s', () => {
    expect(pathInLocale('/base/fr/docs/intro/', '/base/fr/', '/base/')).toBe('/base/docs/intro/');
    expect(pathInLocale('/base/docs/intro/', '/base/', '/base/ar/')).toBe('/base/ar/docs/intro/');
    expect(pathInLocale('/base/fr/', '/base/fr/', '/base/')).toBe('/base/');
    expect(pathInLocale('/base/fr', '/base/fr/', '/base/ar/')).toBe('/base/ar/');
  });
});
