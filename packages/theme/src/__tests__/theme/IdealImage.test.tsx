import { act, fireEvent, render } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import IdealImage, { type IdealImageData } from '@theme/IdealImage';
import { ContentTree } from '@cairn/theme/internal';
import { InApp, testSite } from '../../test-utils';
import {
  forgetSiteChunks,
  provideSiteChunk,
  recordSiteChunkReads,
  setSiteChunksFetch,
} from '../../client/siteChunks';
import { fetchJsonOverNetwork } from '../../client/fetchJson';

const shot: IdealImageData = {
  src: '/assets/ideal-img/shot-abc-1030.png',
  width: 1030,
  height: 515,
  preSrc: 'data:image/jpeg;base64,AAAA',
  format: 'png',
  images: [
    { path: '/assets/ideal-img/shot-abc-640.png', width: 640, height: 320 },
    { path: '/assets/ideal-img/shot-abc-1030.png', width: 1030, height: 515 },
  ],
};

function markup(element: React.ReactElement, site = testSite) {
  const html = renderToStaticMarkup(<InApp site={site}>{element}</InApp>);
  const img = new DOMParser().parseFromString(html, 'text/html').querySelector('img')!;
  return img;
}

describe('IdealImage', () => {
  it('renders a lazy responsive image with its size and a placeholder', () => {
    const img = markup(<IdealImage img={shot} alt="The editor" className="shot" />);
    expect(img.getAttribute('src')).toBe(shot.src);
    expect(img.getAttribute('srcset')).toBe(
      '/assets/ideal-img/shot-abc-640.png 640w, /assets/ideal-img/shot-abc-1030.png 1030w',
    );
    expect(img.getAttribute('sizes')).toBe('(max-width: 1030px) 100vw, 1030px');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1030', '515']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('alt')).toBe('The editor');
    expect(img.className).toContain('shot');
    expect(img.getAttribute('style')).toContain('data:image/jpeg;base64,AAAA');
  });

  it('drops the placeholder once the image has loaded', () => {
    const { container } = render(
      <InApp>
        <IdealImage img={shot} alt="" />
      </InApp>,
    );
    const img = container.querySelector('img')!;
    expect(img.style.backgroundImage).toContain('data:image/jpeg');
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe('');
  });

  const { preSrc: _, ...withoutPlaceholder } = shot;
  const staticShot = { ...withoutPlaceholder, color: '#336699' };
  const imagesUrl = '/assets/data/images.json';
  const siteWithImagesChunk = { ...testSite, globalData: { 'ideal-image': { default: { imagesUrl } } } };

  afterEach(() => {
    forgetSiteChunks();
    setSiteChunksFetch(fetchJsonOverNetwork);
  });

  it('finds a static image by its site path in the images chunk, which the server records as read', () => {
    provideSiteChunk(imagesUrl, { '/img/a.png': staticShot });
    const { result: img, chunks } = recordSiteChunkReads(() =>
      markup(<IdealImage img="/img/a.png" alt="A" />, siteWithImagesChunk),
    );
    expect(img.getAttribute('srcset')).toContain('640w');
    expect(img.getAttribute('width')).toBe('1030');
    // Its average colour fills the box until the file arrives.
    expect(img.getAttribute('style')).toContain('background-color:#336699');
    // The page then loads the chunk before it hydrates.
    expect(chunks).toEqual([imagesUrl]);
  });

  it('waits in the browser for an images chunk that is not loaded yet', async () => {
    let deliver!: () => void;
    setSiteChunksFetch(
      (url) =>
        new Promise((resolve) => {
          expect(url).toBe(imagesUrl);
          deliver = () => resolve({ '/img/a.png': staticShot });
        }),
    );
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <InApp site={siteWithImagesChunk}>
          <Suspense fallback={<p>Loading</p>}>
            <IdealImage img="/img/a.png" alt="A" />
          </Suspense>
        </InApp>,
      );
    });
    expect(container.textContent).toBe('Loading');
    await act(async () => deliver());
    expect(container.querySelector('img')?.getAttribute('width')).toBe('1030');
    act(() => root.unmount());
    container.remove();
  });

  it('still reads static images from the site data of older engines', () => {
    const site = { ...testSite, globalData: { 'ideal-image': { default: { images: { '/img/a.png': staticShot } } } } };
    const img = markup(<IdealImage img="/img/a.png" alt="A" />, site);
    expect(img.getAttribute('width')).toBe('1030');
  });

  it('shows a path the engine did not process as a plain lazy image under the base URL', () => {
    const img = markup(<IdealImage img="/img/other.png" alt="" />, { ...testSite, baseUrl: '/site/' });
    expect(img.getAttribute('src')).toBe('/site/img/other.png');
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it("accepts the shape of Docusaurus's loader", () => {
    const img = markup(<IdealImage img={{ src: { images: shot.images }, preSrc: shot.preSrc }} />);
    expect(img.getAttribute('src')).toBe('/assets/ideal-img/shot-abc-1030.png');
    expect(img.getAttribute('height')).toBe('515');
  });

  it('is a content component: the engine’s IdealImage nodes render it', () => {
    const html = renderToStaticMarkup(
      <InApp>
        <ContentTree tree={['IdealImage', { img: shot, alt: 'x' }]} />
      </InApp>,
    );
    expect(html).toMatch(/srcset=/i);
    expect(html).toContain('1030w');
  });
});
