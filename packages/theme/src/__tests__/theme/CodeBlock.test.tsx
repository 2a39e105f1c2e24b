import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CodeBlock from '@theme/CodeBlock';

const lines = ['<span class="hl-keyword">const</span> a = 1;', '', 'console.log(a &lt; 2);'];
const code = 'const a = 1;\n\nconsole.log(a < 2);';

describe('CodeBlock', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders one token-line per line, separated by newlines, with the language class', () => {
    const { container } = render(<CodeBlock language="js" code={code} lines={lines} highlight={[]} />);
    const codeElement = container.querySelector('pre > code')!;
    expect(codeElement.classList.contains('language-js')).toBe(true);
    const rendered = codeElement.querySelectorAll('.token-line');
    expect([...rendered].map((line) => line.innerHTML)).toEqual(lines);
    // The text of the block is the code itself, so selecting and copying keep line breaks.
    expect(codeElement.textContent).toBe(code);
    expect(codeElement.querySelector('.hl-keyword')?.textContent).toBe('const');
  });

  it('marks highlighted lines', () => {
    const { container } = render(<CodeBlock code={code} lines={lines} highlight={[1, 3]} />);
    const highlighted = [...container.querySelectorAll('.token-line')].map((line) =>
      line.classList.contains('highlighted-line'),
    );
    expect(highlighted).toEqual([true, false, true]);
  });

  it('numbers lines from the given start with a CSS counter, and only when asked', () => {
    const { container, rerender } = render(<CodeBlock code={code} lines={lines} highlight={[]} lineNumbers={9} />);
    const codeElement = container.querySelector('code')!;
    expect(codeElement.style.counterReset).toBe('cairn-line 8');
    // Lines 9–11: the gutter fits two digits.
    expect(codeElement.style.getPropertyValue('--cairn-line-number-width')).toBe('2ch');
    // No number is part of the text.
    expect(codeElement.textContent).toBe(code);

    rerender(<CodeBlock code={code} lines={lines} highlight={[]} />);
    expect(container.querySelector('code')!.style.counterReset).toBe('');
  });

  it('shows a title bar when given a title', () => {
    render(<CodeBlock title="src/a.js" code={code} lines={lines} highlight={[]} />);
    expect(screen.getByText('src/a.js')).toBeTruthy();
  });

  it('renders the raw code when there are no highlighted lines', () => {
    const { container } = render(<CodeBlock code={'a < b\nc'} lines={[]} highlight={[]} />);
    const codeElement = container.querySelector('pre > code')!;
    expect(codeElement.textContent).toBe('a < b\nc');
    expect(codeElement.querySelector('.token-line')).toBeNull();
  });

  it('copies the raw code and says so for a moment', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    render(<CodeBlock code={code} lines={lines} highlight={[]} />);
    // The buttons' code loads after the page's.
    const button = await screen.findByRole('button', { name: 'Copy code to clipboard' });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith(code);
    expect(button.textContent).toBe('Copied');
    expect(screen.getByRole('status').textContent).toBe('Copied');
    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    expect(button.textContent).toBe('Copy');
  });

  it('toggles soft wrapping', async () => {
    const { container } = render(<CodeBlock code={code} lines={lines} highlight={[]} />);
    const toggle = await screen.findByRole('button', { name: 'Toggle word wrap' });
    const pre = container.querySelector('pre')!;
    const classesBefore = pre.className;
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(pre.className).not.toBe(classesBefore);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(pre.className).toBe(classesBefore);
  });

  it('server-renders lines without extra markup between them, and no buttons, which need the script', () => {
    const html = renderToStaticMarkup(<CodeBlock code="a\nb" lines={['a', 'b']} highlight={[]} />);
    expect(html).toContain('<span class="token-line">a</span>\n<span class="token-line">b</span></code>');
    expect(html).not.toContain('<button');
  });
});
