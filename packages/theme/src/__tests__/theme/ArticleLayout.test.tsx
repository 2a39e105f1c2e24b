import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ArticleLayout from '@theme/ArticleLayout';
import MarkdownPage from '@theme/MarkdownPage';
import { InApp } from '../../test-utils';

const toc = [
  { id: 'setup', text: 'Setup', level: 2 },
  { id: 'usage', text: 'Usage', level: 3 },
];

describe('ArticleLayout', () => {
  it('puts the header, the title, the content and the footer in the article, in that order', () => {
    render(
      <InApp path="/docs/guide/">
        <ArticleLayout title="Guide" toc={[]} header={<p>Notice</p>} footer={<p>Pagination</p>}>
          <p>Body</p>
        </ArticleLayout>
      </InApp>,
    );
    const article = screen.getByRole('article');
    expect([...article.children].map((child) => child.textContent)).toEqual(['Notice', 'Guide', 'Body', 'Pagination']);
    expect(screen.getByRole('heading', { level: 1 }).className).toBe('cairn-page-title');
    expect(screen.getByText('Body').parentElement?.className).toBe('markdown');
    expect(screen.queryByRole('navigation', { name: 'Table of contents' })).toBeNull();
  });

  it('shows the headings both folded above the content and as a column beside the article', () => {
    render(
      <InApp path="/docs/guide/">
        <ArticleLayout title="Guide" toc={toc} />
      </InApp>,
    );
    const column = screen.getByRole('navigation', { name: 'Table of contents' });
    expect(screen.getByRole('article').contains(column)).toBe(false);
    expect(screen.getByRole('article').querySelector('details summary')?.textContent).toBe('On this page');
    expect(column.querySelectorAll('a')).toHaveLength(2);
  });
});

describe('MarkdownPage', () => {
  it('lays out its page with ArticleLayout', () => {
    render(
      <InApp path="/about/">
        <MarkdownPage page={{ title: 'About', permalink: '/about/', content: ['Fragment', ['p', 'Who we are.']], toc }} />
      </InApp>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About');
    expect(screen.getByText('Who we are.').closest('article')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Table of contents' })).toBeTruthy();
    expect(document.title).toBe('About | Test Site');
  });
});
