import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ThemedImage from '@theme/ThemedImage';

describe('ThemedImage', () => {
  it('renders the image of each colour mode, with the props given to both', () => {
    const { container } = render(
      <ThemedImage sources={{ light: '/img/light.png', dark: '/img/dark.png' }} alt="Chart" className="wide" width={40} />,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/img/light.png', '/img/dark.png']);
    for (const [image, mode] of images.map((image, index) => [image, ['light', 'dark'][index]] as const)) {
      expect(image.getAttribute('alt')).toBe('Chart');
      expect(image.getAttribute('width')).toBe('40');
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.classList.contains('wide')).toBe(true);
      expect(image.classList.contains(`themedImage--${mode}`)).toBe(true);
    }
  });

  it('keeps an explicit loading, and renders the same on the server', () => {
    const element = <ThemedImage sources={{ light: '/l.png', dark: '/d.png' }} loading="eager" />;
    const markup = renderToStaticMarkup(element);
    expect(markup.match(/loading="eager"/g)).toHaveLength(2);
    expect(markup).toContain('alt=""');
  });
});
