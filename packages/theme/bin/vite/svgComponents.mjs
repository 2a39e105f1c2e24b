// @ts-check

/**
 * An SVG imported by code or MDX is a React component, as Docusaurus makes it (with SVGR):
 * `import Logo from '@site/static/img/logo.svg'` then `<Logo />`, or
 * `require('…/undraw.svg').default` in the classic template's home page; `title` becomes the
 * SVG's `<title>`. `?url` still gives the file's URL, and stylesheets' `url()` are not imports.
 * The hook's filter keeps the bundler from calling it for other modules, and SVGR is loaded
 * only when a site imports an SVG.
 *
 * @param {string | undefined} tsconfig The tsconfig to read instead of each file's own (see
 *   siteTsconfig.mjs), if any.
 * @returns {import('vite').Plugin}
 */
export function svgComponents(tsconfig) {
  /** @type {Promise<import('vite').Plugin> | undefined} */
  let svgr;
  return {
    name: 'cairn:svg-components',
    enforce: 'pre',
    load: {
      filter: { id: /\.svg(?:\?react)?$/ },
      async handler(id) {
        svgr ??= import('vite-plugin-svgr').then(({ default: plugin }) =>
          plugin({
            include: ['**/*.svg', '**/*.svg?react'],
            svgrOptions: { titleProp: true },
            ...(tsconfig && { oxcOptions: { tsconfig } }),
          }),
        );
        // SVGR's hook is a plain function today; its type allows the `{ handler }` form too.
        const { load } = await svgr;
        const handler = typeof load === 'object' ? load.handler : load;
        if (!handler) throw new Error('vite-plugin-svgr has no load hook');
        return handler.call(this, id);
      },
    },
  };
}
