// bin/color-mode.js is the one copy: the engine inlines that file into every page's <head>.
import colorModeScript from '../../bin/color-mode.js?raw';

/** Sets `<html data-theme>` before first paint from localStorage `theme` or the system preference. */
export { colorModeScript };
