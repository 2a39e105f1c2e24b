import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href]:not([tabindex="-1"]), button:not([disabled]):not([tabindex="-1"]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What a modal dialog owes the page while it is open: the page behind does not scroll, the
 * focus starts in the input and Tab cycles inside the dialog.
 */
export function useModalFocus(dialog: RefObject<HTMLElement | null>, initial: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const body = document.body;
    const { overflow, paddingRight } = body.style;
    // The scrollbar's width, kept as padding, so the page does not shift when it goes.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    initial.current?.focus();
    if (initial.current instanceof HTMLInputElement) initial.current.select();

    const onKeyDown = (event: KeyboardEvent) => {
      const root = dialog.current;
      if (event.key !== 'Tab' || !root) return;
      const focusable = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      body.style.overflow = overflow;
      body.style.paddingRight = paddingRight;
    };
  }, [dialog, initial]);
}
