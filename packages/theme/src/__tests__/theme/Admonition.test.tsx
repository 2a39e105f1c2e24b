import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Admonition from '@theme/Admonition';

describe('Admonition', () => {
  it.each([
    ['note', 'Note'],
    ['tip', 'Tip'],
    ['info', 'Info'],
    ['warning', 'Warning'],
    ['danger', 'Danger'],
  ])('gives a %s a default title, an icon and a note role', (type, title) => {
    render(
      <Admonition type={type}>
        <p>Body</p>
      </Admonition>,
    );
    const note = screen.getByRole('note', { name: title });
    expect(note.tagName).toBe('ASIDE');
    expect(note.className).toContain(`admonition-${type}`);
    expect(note.querySelector('.admonition-title')?.textContent).toBe(title);
    const icon = note.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(note.querySelector('.admonition-content')?.innerHTML).toBe('<p>Body</p>');
  });

  it('draws a different icon per type', () => {
    const icons = ['note', 'tip', 'info', 'warning', 'danger'].map((type) =>
      renderToStaticMarkup(<Admonition type={type} />).match(/<svg.*<\/svg>/)?.[0],
    );
    expect(new Set(icons).size).toBe(5);
  });

  it('shows a custom title and keeps the type in the accessible name', () => {
    render(<Admonition type="warning" title="Mind the gap" />);
    const note = screen.getByRole('note', { name: 'Warning: Mind the gap' });
    expect(note.querySelector('.admonition-title')?.textContent).toBe('Mind the gap');
  });

  it('falls back to a note for unknown types', () => {
    render(<Admonition type="caution-ish" />);
    expect(screen.getByRole('note', { name: 'Note' }).className).toContain('admonition-note');
  });

  it.each([
    ['caution', 'warning', 'Caution'],
    ['important', 'info', 'Important'],
    ['secondary', 'note', 'Secondary'],
    ['success', 'tip', 'Success'],
  ])("draws Docusaurus's type %s as a %s titled %s", (type, drawn, title) => {
    render(<Admonition type={type} />);
    const note = screen.getByRole('note', { name: title });
    expect(note.className).toContain(`admonition-${drawn}`);
    expect(note.querySelector('.admonition-title')?.textContent).toBe(title);
  });

  it('shows an icon it is given instead of the type\'s, hidden from screen readers', () => {
    render(<Admonition type="tip" icon="💡" title="Did you know..." />);
    const note = screen.getByRole('note', { name: 'Tip: Did you know...' });
    expect(note.querySelector('svg')).toBeNull();
    const icon = note.querySelector('.admonition-title > span[aria-hidden="true"]');
    expect(icon?.textContent).toBe('💡');
    expect(note.querySelector('.admonition-title')?.textContent).toBe('💡Did you know...');
  });

  it('nests', () => {
    render(
      <Admonition type="info">
        <Admonition type="danger">
          <p>Inner</p>
        </Admonition>
      </Admonition>,
    );
    const outer = screen.getByRole('note', { name: 'Info' });
    expect(outer.querySelector('[role="note"]')?.getAttribute('aria-label')).toBe('Danger');
  });
});
