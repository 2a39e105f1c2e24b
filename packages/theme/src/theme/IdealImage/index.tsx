import { useEffect, useRef, useState, type ComponentProps, type CSSProperties } from 'react';
import { useBaseUrl, useStaticImage } from '@cairn/theme/internal';
import styles from './styles.module.css';

/** One resized file of an image. */
export type IdealImageVariant = { path: string; width: number; height: number };

/**
 * What the engine puts in place of an image's path: its variants by ascending width (URLs with
 * the base URL), the largest as `src` with its size, and a tiny `data:` placeholder.
 */
export type IdealImageData = {
  src: string;
  width: number;
  height: number;
  images: IdealImageVariant[];
  preSrc?: string;
  /** The average colour, `#rrggbb`: the placeholder of images whose data every page carries. */
  color?: string;
  format?: string;
};

/** The shape Docusaurus's ideal-image loader gives `require('./a.png')`, accepted as well. */
type LoaderShape = { src: { src?: string; images: IdealImageVariant[]; preSrc?: string }; preSrc?: string };

export type IdealImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height'> & {
  /** The processed image, or a site path (`/img/showcase/a.png`) of one `[idealImage] staticImages` selects. */
  img: IdealImageData | LoaderShape | string;
};

function normalize(img: IdealImageData | LoaderShape): IdealImageData | null {
  if (typeof img.src === 'string') return img as IdealImageData;
  const { images, preSrc } = (img as LoaderShape).src;
  const largest = images[images.length - 1];
  if (!largest) return null;
  return {
    src: largest.path,
    width: largest.width,
    height: largest.height,
    images,
    preSrc: preSrc ?? (img as LoaderShape).preSrc,
  };
}

/**
 * A responsive image resized at build time: `srcset` lets the browser pick the smallest file
 * that fills the box, `width`/`height` reserve the box before anything arrives (no layout
 * shift), and a blurred placeholder fills it until the file has loaded.
 */
export default function IdealImage({ img, alt = '', className, style, sizes, loading, onLoad, ...props }: IdealImageProps) {
  const staticImage = useStaticImage(typeof img === 'string' ? img : null) as IdealImageData | undefined;
  const plainSrc = useBaseUrl(typeof img === 'string' ? img : '/');
  const data = typeof img === 'string' ? (staticImage ?? null) : normalize(img);
  const [loaded, setLoaded] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // An image that finished before hydration fires no `load` event React sees.
  useEffect(() => {
    if (ref.current?.complete) setLoaded(true);
  }, []);

  const classes = [styles.image, className].filter(Boolean).join(' ');
  if (!data) {
    // A path the engine did not process: shown as it is, still lazily.
    return <img {...props} src={plainSrc} alt={alt} className={classes} style={style} loading={loading ?? 'lazy'} decoding="async" />;
  }
  const placeholder = !loaded && (data.preSrc || data.color);
  const placeholderStyle: CSSProperties | undefined = placeholder
    ? {
        ...style,
        backgroundColor: data.color,
        backgroundImage: data.preSrc ? `url("${data.preSrc}")` : undefined,
      }
    : style;
  return (
    <img
      {...props}
      ref={ref}
      src={data.src}
      srcSet={data.images.map((variant) => `${variant.path} ${variant.width}w`).join(', ')}
      // Never wider than the largest file: the browser would otherwise assume the full viewport.
      sizes={sizes ?? `(max-width: ${data.width}px) 100vw, ${data.width}px`}
      width={data.width}
      height={data.height}
      alt={alt}
      loading={loading ?? 'lazy'}
      decoding="async"
      className={placeholder ? `${classes} ${styles.placeholder}` : classes}
      style={placeholderStyle}
      onLoad={(event) => {
        setLoaded(true);
        onLoad?.(event);
      }}
    />
  );
}
