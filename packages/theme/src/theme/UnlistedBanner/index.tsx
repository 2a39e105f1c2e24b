/** Tells the reader of an unlisted page that only people with its address find it. */
export default function UnlistedBanner() {
  return (
    <div className="cairn-banner" role="note" aria-label="Unlisted page">
      <p>
        <strong>Unlisted page.</strong> It is not in the sidebar, and search engines are asked not to index it;
        only people with its address find it.
      </p>
    </div>
  );
}
