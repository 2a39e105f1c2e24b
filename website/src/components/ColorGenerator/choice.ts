import { readStorage } from '@cairn/theme';
import { STORAGE_KEY } from './storageKey';

export function parseHex(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The theme's primary colours, light and dark. */
export const DEFAULTS = { light: '#2e8555', dark: '#25c2a0' } as const;
export { STORAGE_KEY };
/** The style element that previews the choice on the whole site. */
const STYLE_ID = 'cairn-color-generator';

export type Choice = { light: string; dark: string };

export function css(choice: Choice): string {
  return `:root {\n  --cairn-color-primary: ${choice.light};\n}\n\nhtml[data-theme='dark'] {\n  --cairn-color-primary: ${choice.dark};\n}\n`;
}

export function preview(choice: Choice | null): void {
  let style = document.getElementById(STYLE_ID);
  if (!choice) {
    style?.remove();
    return;
  }
  if (!style) {
    style = document.createElement('style');
    style.id = STYLE_ID;
    document.head.append(style);
  }
  style.textContent = css(choice);
}

export function readChoice(): Choice | null {
  try {
    const stored = JSON.parse(readStorage(STORAGE_KEY, 'sessionStorage') ?? 'null') as Partial<Choice> | null;
    if (stored && parseHex(stored.light ?? '') && parseHex(stored.dark ?? '')) return stored as Choice;
  } catch {
    // A value this page did not write: start again from the defaults.
  }
  return null;
}

