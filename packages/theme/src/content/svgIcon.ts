import type { ComponentProps } from 'react';

/** An icon's props (`@theme/Icon/…`): an `<svg>`'s, as in Docusaurus, and a `title` that names it. */
export type SvgIconProps = ComponentProps<'svg'> & {
  /** Names the icon to screen readers (drawn as its `<title>`); without it the icon is decoration. */
  title?: string;
};

/**
 * The `<svg>` attributes of one of the theme's icons: a 24×24 drawing at its default size, then
 * the caller's props, which win (an undefined `width` keeps the default, as in Docusaurus). An
 * icon named by a `title` or an `aria-label` is an image; any other is hidden from screen
 * readers, since the button or link around it carries the name.
 */
export function svgIconProps(
  { title, ...props }: SvgIconProps,
  defaults: ComponentProps<'svg'> = {},
): ComponentProps<'svg'> {
  const named = Boolean(title || props['aria-label'] || props['aria-labelledby']);
  return {
    viewBox: '0 0 24 24',
    ...defaults,
    ...(named ? { role: 'img' } : { 'aria-hidden': true }),
    ...props,
    width: props.width ?? defaults.width,
    height: props.height ?? defaults.height,
  };
}
