// The playground's downloads (docs/playground.mdx): a zip of each `cairn init` template,
// made after every build by the Cairn binary that builds the site, so the archives always
// hold the templates and theme of the Cairn the site documents.
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export default function startersPlugin(_context, options) {
  return {
    name: 'cairn-starters',
    async postBuild({ outDir }) {
      // Cairn tells the plugins it runs where its own binary is.
      const cairn = process.env.CAIRN_EXECUTABLE;
      if (!cairn) throw new Error('CAIRN_EXECUTABLE is not set: this plugin runs inside `cairn build`');
      const folder = path.join(outDir, options.folder);
      await mkdir(folder, { recursive: true });
      for (const template of options.templates) {
        const archive = path.join(folder, `cairn-${template}.zip`);
        await run(cairn, ['init', '--template', template, '--archive', archive]);
      }
    },
  };
}

export function validateOptions({ options }) {
  const { templates, folder = 'starters' } = options;
  if (!Array.isArray(templates) || templates.some((template) => typeof template !== 'string')) {
    throw new Error('`templates` lists the `cairn init` templates to archive, e.g. ["classic"]');
  }
  return { id: 'default', ...options, folder };
}
