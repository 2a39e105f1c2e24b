import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Entry {
  status: string;
  file?: string;
  exports?: string[];
}

const coverage = JSON.parse(
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'coverage.json'), 'utf8'),
) as {
  modules: Record<string, Entry>;
};

// Each module the list says Cairn answers gives every name the list says it exports: the list
// the docs' table and `--check` are made from cannot promise what the code lacks.
describe('the Docusaurus modules of coverage.json', () => {
  for (const [name, entry] of Object.entries(coverage.modules)) {
    if (!entry.file) continue;
    it(`${name} exports ${(entry.exports ?? []).join(', ')}`, async () => {
      const module = (await import(`./${entry.file!.replace(/\.tsx?$/, '')}`)) as Record<string, unknown>;
      const missing = (entry.exports ?? []).filter((exported) => module[exported] === undefined);
      expect(missing).toEqual([]);
    });
  }
});
