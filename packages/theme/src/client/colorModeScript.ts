// bin/color-mode.js is the one copy: the engine inlines that file into every page's <head>.
import colorModeScript from '../../bin/color-mode.js?raw';

/**
 * Sets `<html data-theme>` (and marks a dismissed announcement) before first paint, from the
 * stored choices and the settings the engine writes on `<html>`.
 */
export { colorModeScript };
