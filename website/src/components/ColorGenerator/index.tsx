import { useEffect, useId, useState } from 'react';
import { writeStorage } from '@cairn/theme';
import { css, DEFAULTS, parseHex, preview, readChoice, STORAGE_KEY, type Choice } from './choice';
import styles from './styles.module.css';

/** The shades the theme derives from the primary, as `color-mix` gives them, in sRGB. */
const SHADES: [name: string, towards: 'black' | 'white', amount: number][] = [
  ['darkest', 'black', 0.3],
  ['darker', 'black', 0.15],
  ['dark', 'black', 0.1],
  ['', 'black', 0],
  ['light', 'white', 0.1],
  ['lighter', 'white', 0.15],
  ['lightest', 'white', 0.3],
];

function toHex(rgb: [number, number, number]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(hex: string, towards: 'black' | 'white', amount: number): string {
  const rgb = parseHex(hex);
  if (!rgb) return hex;
  const target = towards === 'black' ? 0 : 255;
  return toHex(rgb.map((channel) => channel + (target - channel) * amount) as [number, number, number]);
}

function luminance(hex: string): number {
  const rgb = parseHex(hex) ?? [0, 0, 0];
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function ColourField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        type="color"
        value={value}
        aria-label={`${label}, colour picker`}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        id={id}
        className={styles.hex}
        value={text}
        spellCheck={false}
        onChange={(event) => {
          setText(event.target.value);
          if (parseHex(event.target.value)) onChange(event.target.value.startsWith('#') ? event.target.value : `#${event.target.value}`);
        }}
      />
    </div>
  );
}

/**
 * Picks the primary colour of each mode, previews it on the whole site at once, shows the
 * seven shades the theme derives and their contrast, and gives the CSS to paste. The choice is
 * kept in session storage, so it follows the visitor through the docs until the tab closes.
 */
export default function ColorGenerator() {
  const [choice, setChoice] = useState<Choice>({ ...DEFAULTS });
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const stored = readChoice();
    if (stored) {
      setChoice(stored);
      preview(stored);
    }
    setLoaded(true);
  }, []);

  const update = (next: Choice) => {
    setChoice(next);
    preview(next);
    writeStorage(STORAGE_KEY, JSON.stringify(next), 'sessionStorage');
  };
  const reset = () => {
    setChoice({ ...DEFAULTS });
    preview(null);
    writeStorage(STORAGE_KEY, null, 'sessionStorage');
  };

  return (
    <section className={styles.generator} aria-label="Colour generator" data-loaded={loaded || undefined}>
      <div className={styles.fields}>
        <ColourField label="Light mode primary" value={choice.light} onChange={(light) => update({ ...choice, light })} />
        <ColourField label="Dark mode primary" value={choice.dark} onChange={(dark) => update({ ...choice, dark })} />
        <button type="button" className="cairn-button" onClick={reset}>
          Reset
        </button>
      </div>
      <table className={styles.shades}>
        <caption>The shades the theme derives, and their contrast with the page</caption>
        <thead>
          <tr>
            <th scope="col">Variable</th>
            <th scope="col">Light</th>
            <th scope="col">Dark</th>
          </tr>
        </thead>
        <tbody>
          {SHADES.map(([name, towards, amount]) => {
            const light = mix(choice.light, towards, amount);
            const dark = mix(choice.dark, towards, amount);
            return (
              <tr key={name || 'primary'}>
                <th scope="row">
                  <code>--cairn-color-primary{name ? `-${name}` : ''}</code>
                </th>
                <td>
                  <span className={styles.swatch} style={{ background: light }} aria-hidden="true" /> <code>{light}</code>{' '}
                  <small>{contrast(light, '#ffffff').toFixed(1)}:1</small>
                </td>
                <td>
                  <span className={styles.swatch} style={{ background: dark }} aria-hidden="true" /> <code>{dark}</code>{' '}
                  <small>{contrast(dark, '#1b1b1d').toFixed(1)}:1</small>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className={styles.verdict} data-testid="contrast-verdict">
        {contrast(choice.light, '#ffffff') >= 4.5 && contrast(choice.dark, '#1b1b1d') >= 4.5
          ? 'Both primaries reach 4.5:1 against the page: links stay readable.'
          : 'A primary below 4.5:1 against the page makes links hard to read: choose a darker light-mode or a lighter dark-mode colour.'}
      </p>
      <pre className={styles.css} data-testid="generated-css">
        <code>{css(choice)}</code>
      </pre>
    </section>
  );
}
