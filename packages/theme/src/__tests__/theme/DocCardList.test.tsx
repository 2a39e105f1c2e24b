import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InApp } from '../../test-utils';
import DocCardList from '@theme/DocCardList';

describe('DocCardList', () => {
  it('renders a card link per item, with the description when there is one', () => {
    render(
      <InApp>
        <DocCardList
          items={[
            { title: 'Install', href: '/docs/install/', description: 'Get Cairn running.' },
            { title: 'Deploy', href: '/docs/deploy/' },
          ]}
        />
      </InApp>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/docs/install/', '/docs/deploy/']);
    expect(links[0]!.textContent).toBe('Install→Get Cairn running.');
    expect(links[1]!.textContent).toBe('Deploy→');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
