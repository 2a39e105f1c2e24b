import { fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InApp, testSite } from '../../test-utils';
import AnnouncementBar from '@theme/AnnouncementBar';
import type { SiteData } from '../../types';

const site: SiteData = {
  ...testSite,
  announcementBar: {
    id: 'release-3.4',
    content: 'Cairn 3.4 is out! <a href="/blog/releases/3.4/">Read the notes</a>',
    backgroundColor: '#1b4332',
    textColor: '#ffffff',
    isCloseable: true,
  },
};

function Bar({ data = site }: { data?: SiteData }) {
  return (
    <InApp path="/" site={data}>
      <AnnouncementBar />
    </InApp>
  );
}

describe('AnnouncementBar', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('renders the content HTML with the configured colours', () => {
    render(<Bar />);
    const bar = screen.getByRole('banner', { name: 'Announcement' });
    expect(bar.style.backgroundColor).toBe('rgb(27, 67, 50)');
    expect(bar.style.color).toBe('rgb(255, 255, 255)');
    expect(screen.getByRole('link', { name: 'Read the notes' }).getAttribute('href')).toBe('/blog/releases/3.4/');
  });

  it('renders nothing without an announcement', () => {
    const { container } = render(<Bar data={testSite} />);
    expect(container.innerHTML).toBe('');
  });

  it('closes, remembering the id under the Docusaurus keys', () => {
    render(<Bar />);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close.querySelector('svg')?.getAttribute('width')).toBe('14');
    fireEvent.click(close);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(localStorage.getItem('docusaurus.announcement.dismiss')).toBe('true');
    expect(localStorage.getItem('docusaurus.announcement.id')).toBe('release-3.4');
  });

  it('shows a new announcement to a visitor who closed the previous one', () => {
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    localStorage.setItem('docusaurus.announcement.id', 'release-3.3');
    render(<Bar />);
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('has no close button when it is not closeable, and ignores a dismissal', () => {
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    localStorage.setItem('docusaurus.announcement.id', 'release-3.4');
    render(<Bar data={{ ...site, announcementBar: { ...site.announcementBar!, isCloseable: false } }} />);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('hydrates the server markup of a dismissed bar without a warning, then removes it', async () => {
    const html = renderToString(<Bar />);
    expect(html).toContain('Cairn 3.4 is out!');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    localStorage.setItem('docusaurus.announcement.id', 'release-3.4');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const error = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Bar />);
    });
    expect(error).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('');
    container.remove();
  });
});
