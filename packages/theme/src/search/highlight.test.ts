import { describe, expect, it } from 'vitest';
import { escapeHtml, excerptText, sanitizeExcerpt } from './highlight';

describe('sanitizeExcerpt', () => {
  it('keeps marks and escapes every other tag', () => {
    expect(sanitizeExcerpt('Use <mark>search</mark> with <script>alert(1)</script> <b>bold</b>')).toBe(
      'Use <mark>search</mark> with &lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;bold&lt;/b&gt;',
    );
  });

  it('drops attributes on marks and balances them', () => {
    expect(sanitizeExcerpt('<mark class="x" onclick="evil()">a</mark> b</mark> <MARK>c')).toBe('<mark>a</mark> b <mark>c</mark>');
    expect(sanitizeExcerpt('<mark><mark>a</mark>')).toBe('<mark>a</mark>');
  });

  it('does not escape text twice', () => {
    expect(sanitizeExcerpt('a &amp; b &lt;T&gt; &#39;c&#x27; &nbsp;')).toBe('a &amp; b &lt;T&gt; &#39;c&#39; \u00a0');
    expect(sanitizeExcerpt('a & b < c')).toBe('a &amp; b &lt; c');
  });

  it('leaves unknown entities as text', () => {
    expect(sanitizeExcerpt('&bogus; &#0;')).toBe('&amp;bogus; &amp;#0;');
  });

  it('does not let a mark-like tag through', () => {
    expect(sanitizeExcerpt('<marker>x</marker><img src=x onerror=alert(1)>')).toBe(
      '&lt;marker&gt;x&lt;/marker&gt;&lt;img src=x onerror=alert(1)&gt;',
    );
  });
});

describe('escapeHtml and excerptText', () => {
  it('escapes quotes too', () => {
    expect(escapeHtml(`"a" & 'b'`)).toBe('&quot;a&quot; &amp; &#39;b&#39;');
  });

  it('strips marks and decodes', () => {
    expect(excerptText('<mark>Tom</mark> &amp; Jerry')).toBe('Tom & Jerry');
  });
});
