// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `locales/en.json` is the catalogue of every message id the theme uses, with its English
 * text; the engine reads `locales/<locale>.json` for the current locale. These tests hold the
 * files to the code and to each other.
 */

const packageDir = fileURLToPath(new URL('../../', import.meta.url));
const localesDir = path.join(packageDir, 'locales');
const srcDir = path.join(packageDir, 'src');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

function readMessages(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(localesDir, `${locale}.json`), 'utf8')) as Record<string, string>;
}

/** A string literal of the source, as its value. */
function literalValue(literal: string): string {
  if (literal.startsWith('"')) return JSON.parse(literal) as string;
  return literal.slice(1, -1).replace(/\\(.)/g, '$1');
}

// `{ id: 'theme.x', message: 'Text' }`, as translate() and translatePlural() are given it,
// whether in the call or in a table; `<Translate id="theme.x">Text</Translate>` too.
const PARAM = /\bid:\s*(['"])([\w.-]+)\1\s*,\s*message:\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/g;
const ELEMENT = /<Translate\s+id=(['"])([\w.-]+)\1[^>]*>([^<]*)<\/Translate>/g;

/** Every id the theme's code gives a message, with the text in code (the same wherever it is used). */
function messagesInCode(): { messages: Map<string, string>; conflicts: string[] } {
  const messages = new Map<string, string>();
  const conflicts: string[] = [];
  const sources = walk(srcDir).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|test-utils\.tsx$/.test(file));
  for (const file of sources) {
    const source = readFileSync(file, 'utf8');
    const found = [
      ...[...source.matchAll(PARAM)].map((match) => [match[2]!, literalValue(match[3]!)] as const),
      ...[...source.matchAll(ELEMENT)].map((match) => [match[2]!, match[3]!] as const),
    ];
    for (const [id, message] of found) {
      const known = messages.get(id);
      if (known !== undefined && known !== message) conflicts.push(`${path.relative(srcDir, file)}: ${id}`);
      messages.set(id, message);
    }
  }
  return { messages, conflicts };
}

const english = readMessages('en');
const locales = readdirSync(localesDir)
  .filter((name) => name.endsWith('.json') && name !== 'en.json')
  .map((name) => name.slice(0, -'.json'.length));

/** The placeholders of a message, over all its plural forms. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();
}

/** How many forms a plural message has in `locale`: one per plural category. */
function pluralCategoryCount(locale: string): number {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories.length;
}

/**
 * Messages of titles the engine writes itself (in `crates/cairn_content`), which the theme
 * shows as page data: the catalogue carries them so that every locale translates them.
 */
const ENGINE_MESSAGES: Record<string, string> = {
  'theme.blog.archive.title': 'Archive',
  'theme.blog.authorsList.pageTitle': 'Authors',
};

describe('the message catalogue', () => {
  it('lists exactly the ids the code uses, each with the English text in code', () => {
    const { messages, conflicts } = messagesInCode();
    // Guards the scan itself.
    expect(messages.size).toBeGreaterThan(100);
    expect(conflicts).toEqual([]);
    for (const [id, message] of Object.entries(ENGINE_MESSAGES)) messages.set(id, message);
    expect(Object.keys(english).sort()).toEqual([...messages.keys()].sort());
    expect(Object.entries(english).filter(([id, message]) => messages.get(id) !== message)).toEqual([]);
  });

  it('has the translations the theme ships', () => {
    expect(locales.sort()).toEqual(expect.arrayContaining(['ar', 'de', 'es', 'fr', 'he', 'ja', 'ko', 'pt-BR', 'zh-Hans']));
  });

  describe.each(locales)('%s.json', (locale) => {
    const messages = readMessages(locale);

    it('has exactly the ids of en.json, each a text that is not empty', () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
      expect(Object.entries(messages).filter(([, message]) => typeof message !== 'string' || message.trim() === '')).toEqual([]);
    });

    it('keeps the placeholders of each message, each in single braces', () => {
      const differing = Object.keys(english).filter(
        (id) => placeholders(messages[id] ?? '').join() !== placeholders(english[id]!).join(),
      );
      expect(differing).toEqual([]);
      // `{{mode}}` holds `{mode}` but shows its outer braces.
      expect(Object.entries(messages).filter(([, message]) => /\{\{|\}\}/.test(message))).toEqual([]);
    });

    it('writes one form per plural category of the locale in plural messages, and none elsewhere', () => {
      const count = pluralCategoryCount(locale);
      const wrong = Object.entries(messages).filter(([id, message]) =>
        id.endsWith('.plurals') ? message.split('|').length !== count : message.includes('|'),
      );
      expect(wrong).toEqual([]);
    });
  });

  it('writes English plural messages in English’s two forms', () => {
    const plural = Object.entries(english).filter(([id]) => id.endsWith('.plurals'));
    expect(plural.length).toBeGreaterThan(0);
    expect(plural.filter(([, message]) => message.split('|').length !== pluralCategoryCount('en'))).toEqual([]);
  });
});
