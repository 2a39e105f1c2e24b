import { describe, expect, it } from 'vitest';
import { ServerMarkupCache } from './serverMarkup';

describe('ServerMarkupCache', () => {
  it('stores the inner HTML of a marked element and takes the mark out of the page', () => {
    const cache = new ServerMarkupCache();
    const key = {};
    cache.begin();
    const mark = Object.entries(cache.capture(key))
      .map(([name, value]) => ` ${name}="${value}"`)
      .join('');
    const page = `<ul><li class="a"${mark}><div><button>Guides<span></span></button></div></li><li>x</li></ul>`;
    expect(cache.collect(page).html).toBe(
      '<ul><li class="a"><div><button>Guides<span></span></button></div></li><li>x</li></ul>',
    );
    expect(cache.get(key)).toBe('<div><button>Guides<span></span></button></div>');
  });

  it('finds the end of an element holding elements of its own name, and leaves similar names alone', () => {
    const cache = new ServerMarkupCache();
    const key = {};
    cache.begin();
    const id = cache.capture(key)['data-cairn-markup'];
    const page = `<li data-cairn-markup="${id}"><link rel="x"><ul><li>a</li><li>b</li></ul></li><li>after</li>`;
    cache.collect(page);
    expect(cache.get(key)).toBe('<link rel="x"><ul><li>a</li><li>b</li></ul>');
  });

  it('stores each of several marked elements, marks inside them taken out too', () => {
    const cache = new ServerMarkupCache();
    const [outer, inner, other] = [{}, {}, {}];
    cache.begin();
    const [o, i, t] = [outer, inner, other].map((key) => cache.capture(key)['data-cairn-markup']);
    const page = `<div data-cairn-markup="${o}"><p data-cairn-markup="${i}">in</p></div><p data-cairn-markup="${t}">other</p>`;
    expect(cache.collect(page).html).toBe('<div><p>in</p></div><p>other</p>');
    expect(cache.get(outer)).toBe('<p>in</p>');
    expect(cache.get(inner)).toBe('in');
    expect(cache.get(other)).toBe('other');
  });

  it('stores nothing for an element it cannot find or that has no content', () => {
    const cache = new ServerMarkupCache();
    const [missing, empty] = [{}, {}];
    cache.begin();
    cache.capture(missing);
    const id = cache.capture(empty)['data-cairn-markup'];
    expect(cache.collect(`<img data-cairn-markup="${id}"/>`)).toEqual({ html: '<img/>', defined: {} });
    expect(cache.get(missing)).toBeUndefined();
    expect(cache.get(empty)).toBeUndefined();
  });

  it('forgets the marks of a page that failed to render', () => {
    const cache = new ServerMarkupCache();
    const [failed, next] = [{}, {}];
    cache.begin();
    cache.capture(failed);
    cache.begin();
    const id = cache.capture(next)['data-cairn-markup'];
    expect(cache.collect(`<li data-cairn-markup="${id}">x</li>`).html).toBe('<li>x</li>');
    expect(cache.get(failed)).toBeUndefined();
    expect(cache.get(next)).toBe('x');
  });

  it('with the engine\'s mark, hands out each markup once and writes placeholders for it', () => {
    const cache = new ServerMarkupCache('cairn-markup-5e1f');
    const [guides, api] = [{}, {}];
    cache.begin();
    const [g, a] = [guides, api].map((key) => cache.capture(key)['data-cairn-markup']);
    const first = cache.collect(`<li data-cairn-markup="${g}"><b>Guides</b></li><li data-cairn-markup="${a}">API</li>`);
    expect(first).toEqual({ html: '<li><b>Guides</b></li><li>API</li>', defined: { 0: '<b>Guides</b>', 1: 'API' } });
    cache.begin();
    expect(cache.get(guides)).toBe('<!--cairn-markup-5e1f:0-->');
    expect(cache.get(api)).toBe('<!--cairn-markup-5e1f:1-->');
    expect(cache.collect('<li><!--cairn-markup-5e1f:0--></li>')).toEqual({
      html: '<li><!--cairn-markup-5e1f:0--></li>',
      defined: {},
    });
  });

  it('keeps markup made of stored markup as one placeholder, handed out with the page', () => {
    const cache = new ServerMarkupCache('cairn-markup-5e1f');
    const [row, run] = [{}, {}];
    cache.begin();
    const id = cache.capture(row)['data-cairn-markup'];
    cache.collect(`<li data-cairn-markup="${id}">Guides</li>`);
    cache.begin();
    const joined = `${cache.get(row)}</li><li>${cache.get(row)}`;
    let made = 0;
    const make = () => (made++, joined);
    expect(cache.keep(run, make)).toBe('<!--cairn-markup-5e1f:1-->');
    expect(cache.keep(run, make)).toBe('<!--cairn-markup-5e1f:1-->');
    expect(made).toBe(1);
    expect(cache.collect('<li><!--cairn-markup-5e1f:1--></li>').defined).toEqual({ 1: joined });
    cache.begin();
    expect(cache.keep(run, make)).toBe('<!--cairn-markup-5e1f:1-->');
    expect(cache.collect('<li><!--cairn-markup-5e1f:1--></li>').defined).toEqual({});
  });

  it('forgets what a page that failed to render kept: the engine never got it', () => {
    const cache = new ServerMarkupCache('cairn-markup-5e1f');
    const run = {};
    cache.begin();
    expect(cache.keep(run, () => 'a</li><li>b')).toBe('<!--cairn-markup-5e1f:0-->');
    cache.begin();
    expect(cache.get(run)).toBeUndefined();
    expect(cache.keep(run, () => 'a</li><li>b')).toBe('<!--cairn-markup-5e1f:1-->');
    expect(cache.collect('<li><!--cairn-markup-5e1f:1--></li>').defined).toEqual({ 1: 'a</li><li>b' });
  });

  it('without the engine, kept markup is written as it is', () => {
    const cache = new ServerMarkupCache();
    const run = {};
    cache.begin();
    expect(cache.keep(run, () => 'a</li><li>b')).toBe('a</li><li>b');
    expect(cache.collect('<li>a</li><li>b</li>').defined).toEqual({});
    expect(cache.get(run)).toBe('a</li><li>b');
  });
});
