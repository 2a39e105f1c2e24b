// Lets TypeScript see the site's .cairn/generated files and the theme's ambient modules.
/// <reference path="../../packages/theme/src/generated.d.ts" />
