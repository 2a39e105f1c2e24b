import { fireEvent, render, screen } from '@testing-library/react';
import PwaReloadPopup from '@theme/PwaReloadPopup';
import { describe, expect, it, vi } from 'vitest';

describe('PwaReloadPopup', () => {
  it('offers a refresh and a labelled close button', () => {
    const onReload = vi.fn();
    const onClose = vi.fn();
    render(<PwaReloadPopup onReload={onReload} onClose={onClose} />);
    expect(screen.getByText('New version available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onReload).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
