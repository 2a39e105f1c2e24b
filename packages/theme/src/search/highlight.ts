/**
 * Excerpts from both providers arrive as HTML with matches in `<mark>`, built from page text
 * the theme does not control. Only `<mark>` may survive: everything else is shown as text.
 */

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Providers differ on whether the text around the marks is escaped already; decoding first
 * and escaping after gives the same result either way (no `&amp;amp;`). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * `html` with every `<mark>`/`</mark>` kept (balanced, without attributes) and every other
 * character escaped, so it can go into `dangerouslySetInnerHTML`.
 */
export function sanitizeExcerpt(html: string): string {
  let result = '';
  let open = false;
  for (const part of html.split(/(<\/?mark(?:\s[^<>]*)?>)/i)) {
    if (/^<mark[\s>]/i.test(part)) {
      if (!open) result += '<mark>';
      open = true;
    } else if (/^<\/mark/i.test(part)) {
      if (open) result += '</mark>';
      open = false;
    } else {
      result += escapeHtml(decodeEntities(part));
    }
  }
  return open ? `${result}</mark>` : result;
}

/** The text of a highlighted value, without its marks (for labels and titles). */
export function excerptText(html: string): string {
  return decodeEntities(html.replace(/<\/?mark(?:\s[^<>]*)?>/gi, ''));
}
