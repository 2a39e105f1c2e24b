import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import MathFormula from '@theme/Math';

describe('Math', () => {
  it('renders display math as a block of the engine’s KaTeX HTML', () => {
    expect(renderToStaticMarkup(<MathFormula display html='<span class="katex">x</span>' />)).toMatch(
      /^<div class="math math-display [^"]+"><span class="katex">x<\/span><\/div>$/,
    );
  });

  it('renders inline math in a span', () => {
    expect(renderToStaticMarkup(<MathFormula display={false} html="<b>y</b>" />)).toBe(
      '<span class="math math-inline"><b>y</b></span>',
    );
  });
});
