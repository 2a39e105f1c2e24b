// What the benchmark scripts share. Tools a benchmark compares with or measures by
// (Docusaurus, Lighthouse) are installed from npm into a folder of the system's temporary
// folder, outside the repository, never as dependencies of this project, and kept there for
// the next run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `--name value` pairs of the command line, as `{ name: 'value' }`. */
export function commandLineOptions(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv.reduce((pairs, arg, index, args) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), args[index + 1]]] : pairs), []),
  );
}

export function log(message) {
  console.log(`[bench] ${message}`);
}

/**
 * Installs `manifest` (a package.json object) in `folder` unless a completed install of the
 * same manifest is there. Returns false, after saying why, when npm cannot install it: the
 * benchmark is then skipped, not failed. `purpose` ends "… installs it from npm".
 */
export function installFromNpm(folder, manifest, { label, purpose }) {
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  mkdirSync(folder, { recursive: true });
  const manifestPath = `${folder}/package.json`;
  // npm writes this file last: its presence means a completed install of this manifest.
  const installed = existsSync(`${folder}/node_modules/.package-lock.json`);
  if (installed && existsSync(manifestPath) && readFileSync(manifestPath, 'utf8') === text) {
    log(`${label} already installed in ${folder}`);
    return true;
  }
  writeFileSync(manifestPath, text);
  return npmInstall(folder, [], { label, purpose });
}

/**
 * `npm install` in `folder` (with `args`), after saying so; false, after saying why, when npm
 * cannot reach its registry or the install fails.
 */
export function npmInstall(folder, args, { label, purpose }) {
  log(`Installing ${label} into ${folder} …`);
  // A quick answer when the registry is unreachable, instead of npm's minutes of retries.
  const ping = spawnSync('npm', ['ping', '--fetch-retries=0'], { cwd: folder, encoding: 'utf8', timeout: 60_000 });
  const install =
    ping.status === 0
      ? spawnSync('npm', ['install', '--no-audit', '--no-fund', ...args], { cwd: folder, encoding: 'utf8' })
      : ping;
  if (install.status === 0) return true;
  const what = install === ping ? 'npm cannot reach its registry' : 'npm install failed';
  // npm's own errors, without its warnings and notices about the local setup.
  const errors = `${install.stderr ?? ''}\n${install.error ?? ''}`
    .split('\n')
    .filter((line) => line.trim() && !/^npm (warn|notice)\b/.test(line));
  console.log(`skipped: ${purpose} installs it from npm, and ${what}:\n${errors.slice(0, 3).join('\n')}`);
  return false;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
