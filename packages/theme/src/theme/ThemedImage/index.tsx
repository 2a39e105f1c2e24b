import type { ComponentProps } from 'react';
import styles from './styles.module.css';

export type ThemedImageProps = Omit<ComponentProps<'img'>, 'src'> & {
  /** The image's file for each colour mode. */
  sources: { light: string; dark: string };
};

const MODES = ['light', 'dark'] as const;

/**
 * An image with a file per colour mode, as Docusaurus's `@theme/ThemedImage`. Both images are
 * in the page and the stylesheet shows the current mode's, so the page is right before any
 * script runs and a switch of mode shows the other at once. Lazily loaded (unless `loading`
 * says otherwise), the hidden one is not downloaded until it is shown.
 */
export default function ThemedImage({ sources, className, alt = '', loading = 'lazy', ...props }: ThemedImageProps) {
  return (
    <>
      {MODES.map((mode) => (
        <img
          key={mode}
          {...props}
          alt={alt}
          loading={loading}
          src={sources[mode]}
          className={[className, 'themedImage', `themedImage--${mode}`, styles[mode]].filter(Boolean).join(' ')}
        />
      ))}
    </>
  );
}
