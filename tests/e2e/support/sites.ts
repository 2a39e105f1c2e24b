import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** tests/e2e, where Playwright runs. */
export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The engine, as playwright.config.ts finds it: CAIRN_BIN (relative to tests/e2e), else the release build. */
export const CAIRN_BIN = path.resolve(E2E_DIR, process.env.CAIRN_BIN ?? '../../target/release/cairn');

/** Runs the engine to its end, resolving with what it printed; fails with that output when it does not succeed. */
function runCairn(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(CAIRN_BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`cairn ${args.join(' ')} exited with status ${code}:\n${output}`));
    });
  });
}

/** `cairn build <siteDir> --out-dir <outDir>`; resolves with its output (warnings included). */
export function buildSite(siteDir: string, outDir: string): Promise<string> {
  return runCairn(['build', siteDir, '--out-dir', outDir]);
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

export interface ServedSite {
  url: string;
  close(): Promise<void>;
}

/** `cairn serve` on `port` until `close()`; resolves once `readyPath` answers. */
export async function serveSite(siteDir: string, outDir: string, port: number, readyPath = '/'): Promise<ServedSite> {
  const url = `http://127.0.0.1:${port}`;
  // A server left over from another run would answer in place of this build.
  if (await answers(url)) throw new Error(`port ${port} is already in use; stop whatever serves ${url}`);
  const child = spawn(CAIRN_BIN, ['serve', siteDir, '--dir', outDir, '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });

  const deadline = Date.now() + 30_000;
  while (!(await answers(`${url}${readyPath}`))) {
    if (child.exitCode !== null) throw new Error(`cairn serve ${siteDir} exited with status ${child.exitCode}:\n${stderr}`);
    if (Date.now() > deadline) {
      await close();
      throw new Error(`cairn serve ${siteDir} did not answer on ${url} within 30 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, close };
}
