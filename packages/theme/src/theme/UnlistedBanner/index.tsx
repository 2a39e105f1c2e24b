import { interpolate, translate } from '@cairn/theme/internal';

/** Tells the reader of an unlisted page that only people with its address find it. */
export default function UnlistedBanner() {
  const title = translate({ id: 'theme.contentVisibility.unlistedBanner.title', message: 'Unlisted page' });
  return (
    <div className="cairn-banner" role="note" aria-label={title}>
      <p>
        {interpolate(
          translate({
            id: 'theme.cairn.UnlistedBanner.message',
            message:
              '{title}. It is not in the sidebar, and search engines are asked not to index it; only people with its address find it.',
          }),
          { title: <strong>{title}</strong> },
        )}
      </p>
    </div>
  );
}
