// @ts-check
import { describe, expect, it } from 'vitest';
import { POSTCSS_CONFIG_FILES, cssOptions, scopedClassName } from './css.mjs';
import { temporaryFolder } from './test-utils.mjs';

const LIGHTNING_CSS = {
  transformer: 'lightningcss',
  lightningcss: { cssModules: { pattern: '[local]_[hash]' }, errorRecovery: true, targets: {} },
};

/**
 * The options for a site made of `files`.
 *
 * @param {Record<string, string>} files
 */
function optionsFor(files) {
  const site = temporaryFolder(files);
  try {
    return { options: cssOptions(site.dir), siteDir: site.dir };
  } finally {
    site.remove();
  }
}

describe('the CSS options', () => {
  it('choose Lightning CSS for a site that asks for nothing else', () => {
    const { options } = optionsFor({
      'package.json': '{ "name": "site" }',
      'src/css/custom.css': ':root { --x: 1; }\n',
      'src/components/a.module.css': '.a { color: red; }\n',
      // A package's CSS module is not the site's.
      'src/node_modules/pkg/b.module.css': '@value primary: red;\n',
    });
    expect(options).toEqual(LIGHTNING_CSS);
  });

  it('choose PostCSS for a PostCSS configuration, in a file or in package.json', () => {
    /** @type {Record<string, string>[]} */
    const sites = [
      { 'postcss.config.js': 'export default {};\n' },
      { '.postcssrc.json': '{}' },
      { 'package.json': '{ "postcss": { "plugins": {} } }' },
    ];
    for (const files of sites) {
      const { options } = optionsFor(files);
      expect(options.transformer).toBeUndefined();
      expect(options.modules && typeof options.modules.generateScopedName).toBe('function');
    }
  });

  it('choose PostCSS for a CSS module of the site that uses @value', () => {
    const { options } = optionsFor({ 'src/theme/Deep/styles.module.css': '@value primary: red;\n.a { color: primary; }\n' });
    expect(options.transformer).toBeUndefined();
    expect(options.modules).toBeTruthy();
  });

  it('name the PostCSS files the engine hashes', () => {
    expect(POSTCSS_CONFIG_FILES).toContain('postcss.config.cjs');
    expect(POSTCSS_CONFIG_FILES).toContain('.postcssrc');
    expect(POSTCSS_CONFIG_FILES).toHaveLength(14);
  });

  it('scope a class by the file’s path relative to the site, whatever the query', () => {
    const name = scopedClassName('/sites/acme');
    expect(name('notice', '/sites/acme/src/a.module.css')).toBe(name('notice', '/sites/acme/src/a.module.css?used'));
    expect(name('notice', '/sites/acme/src/a.module.css')).toMatch(/^notice_[\w-]{5}$/);
    expect(name('notice', '/sites/acme/src/a.module.css')).not.toBe(name('notice', '/sites/acme/src/b.module.css'));
    // The same file in another checkout of the site: the same class.
    expect(scopedClassName('/elsewhere')('notice', '/elsewhere/src/a.module.css')).toBe(
      name('notice', '/sites/acme/src/a.module.css'),
    );
  });
});
