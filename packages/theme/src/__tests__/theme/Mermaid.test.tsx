import { act, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mermaid = vi.hoisted(() => ({
  initialize: vi.fn(),
  render: vi.fn(async (id: string, code: string) => ({ svg: `<svg id="${id}"><text>${code.length}</text></svg>` })),
}));
vi.mock('mermaid', () => ({ default: mermaid }));

import Mermaid from '@theme/Mermaid';

const code = 'graph TD\n  A --> B';

describe('Mermaid', () => {
  beforeEach(() => {
    document.documentElement.dataset.theme = 'light';
    mermaid.initialize.mockClear();
    mermaid.render.mockClear();
  });
  afterEach(() => {
    delete document.documentElement.dataset.theme;
  });

  it('server-renders the source, and hydrates it before rendering the diagram after mount', async () => {
    const html = renderToString(<Mermaid code={code} />);
    expect(html).toMatch(/<pre class="mermaid-source [^"]*">graph TD\n {2}A --&gt; B<\/pre>/);
    expect(mermaid.render).not.toHaveBeenCalled();

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Mermaid code={code} />);
    });
    expect(errors).not.toHaveBeenCalled();
    await waitFor(() => expect(container.querySelector('.mermaid-diagram svg')).not.toBeNull());
    expect(mermaid.render).toHaveBeenCalledWith(expect.stringMatching(/^cairn-mermaid-\d+$/), code);
    expect(mermaid.initialize).toHaveBeenCalledWith(expect.objectContaining({ theme: 'default', startOnLoad: false }));
    // The source stays available to assistive technology.
    expect(container.querySelector('pre.mermaid-source')?.textContent).toBe(code);
    act(() => root!.unmount());
    container.remove();
  });

  it('uses the dark theme in dark mode and re-renders when the mode changes', async () => {
    document.documentElement.dataset.theme = 'dark';
    const { container } = render(<Mermaid code={code} />);
    await waitFor(() => expect(container.querySelector('.mermaid-diagram svg')).not.toBeNull());
    expect(mermaid.initialize).toHaveBeenLastCalledWith(expect.objectContaining({ theme: 'dark' }));
    expect(mermaid.render).toHaveBeenCalledTimes(1);

    await act(async () => {
      document.documentElement.dataset.theme = 'light';
    });
    await waitFor(() => expect(mermaid.render).toHaveBeenCalledTimes(2));
    expect(mermaid.initialize).toHaveBeenLastCalledWith(expect.objectContaining({ theme: 'default' }));
    // Two renders never share an id.
    const ids = mermaid.render.mock.calls.map(([id]) => id);
    expect(new Set(ids).size).toBe(2);
  });

  it('shows the error and keeps the source visible when the diagram is invalid', async () => {
    mermaid.render.mockRejectedValueOnce(new Error('Parse error on line 2'));
    const { container, findByRole } = render(<Mermaid code="graph ?" />);
    expect((await findByRole('alert')).textContent).toContain('Parse error on line 2');
    const source = container.querySelector('pre.mermaid-source')!;
    expect(source.textContent).toBe('graph ?');
    expect(source.className).not.toContain('cairn-visually-hidden');
    expect(container.querySelector('.mermaid-diagram')).toBeNull();
  });
});
