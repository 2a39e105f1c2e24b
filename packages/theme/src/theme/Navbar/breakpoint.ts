/** Matches the CSS breakpoint: above 996px the navbar shows its items inline. */
export const DESKTOP_QUERY = '(min-width: 997px)';
