/**
 * The two layouts a spec checks a site in when it runs its tests in each: a desktop window and
 * a phone (touch, narrow), as `test.use` options.
 */
export const LAYOUTS = [
  ['desktop', { viewport: { width: 1280, height: 720 } }],
  ['mobile', { viewport: { width: 390, height: 844 }, hasTouch: true }],
] as const;
