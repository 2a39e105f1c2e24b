// The site's `swCustom` module, resolved by bin/bundle-sw.mjs.
declare module 'cairn:sw-custom' {
  const swCustom: unknown;
  export default swCustom;
}
