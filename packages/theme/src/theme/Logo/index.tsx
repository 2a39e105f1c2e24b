import Link, { type LinkProps } from '@theme/Link';
import ThemedImage from '@theme/ThemedImage';
import { useSiteData } from '@cairn/theme/internal';

export type Props = LinkProps & {
  /** A class for an element wrapping the logo's image (none without it). */
  readonly imageClassName?: string;
  /** A class for the title. */
  readonly titleClassName?: string;
};

/**
 * The navbar's logo and title, linking to the logo's `href` (the home page unless the site
 * says otherwise), as Docusaurus's `@theme/Logo`. The link's other props are the caller's.
 */
export default function Logo({ imageClassName, titleClassName, ...props }: Props) {
  const { navbar, baseUrl } = useSiteData();
  const { logo, title } = navbar;
  let image = null;
  if (logo) {
    const size = { width: logo.width, height: logo.height };
    // With a dark logo, both images are in the page and the stylesheet shows the one of the
    // current colour mode, so the right one shows before any script runs.
    image = logo.srcDark ? (
      <ThemedImage sources={{ light: logo.src, dark: logo.srcDark }} alt={logo.alt} loading="eager" {...size} />
    ) : (
      <img src={logo.src} alt={logo.alt} {...size} />
    );
    if (imageClassName) image = <div className={imageClassName}>{image}</div>;
  }
  return (
    <Link to={logo?.href ?? baseUrl} {...props}>
      {image}
      {title && <b className={titleClassName}>{title}</b>}
    </Link>
  );
}
