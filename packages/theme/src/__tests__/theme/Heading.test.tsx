import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Heading from '@theme/Heading';
import { InApp } from '../../test-utils';

describe('Heading', () => {
  it('links to itself when it has an id', () => {
    const { container } = render(
      <InApp>
        <Heading as="h2" id="features" className="title">
          Features
        </Heading>
      </InApp>,
    );
    const heading = container.querySelector('h2');
    expect(heading?.id).toBe('features');
    expect(heading?.className).toBe('anchor title');
    const link = heading?.querySelector('a.hash-link');
    expect(link?.getAttribute('href')).toMatch(/#features$/);
    expect(link?.getAttribute('aria-label')).toBe('Direct link to Features');
  });

  it('is a plain heading as a page title or without an id', () => {
    const { container } = render(
      <InApp>
        <Heading as="h1" id="top" className="hero__title">
          Site
        </Heading>
        <Heading as="h3">Plain</Heading>
      </InApp>,
    );
    expect(container.querySelector('h1')?.outerHTML).toBe('<h1 id="top" class="hero__title">Site</h1>');
    expect(container.querySelector('h3')?.outerHTML).toBe('<h3>Plain</h3>');
  });
});
