import { spawn } from 'node:child_process';
import { CAIRN_BIN } from './sites';

export interface DevServer {
  url: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Ctrl+C, as a person at the terminal stops it; resolves with its exit code. */
  stop(): Promise<number | null>;
}

/** `cairn start <siteDir> --port <port> --no-open`; resolves once the first build is served. */
export async function startDevServer(siteDir: string, port: number): Promise<DevServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(CAIRN_BIN, ['start', siteDir, '--port', String(port), '--no-open'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGINT');
    });
  // Until the first build is done the server answers 503 with a status page.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`cairn start exited with status ${child.exitCode}:\n${output}`);
    const status = await fetch(`${url}/`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`cairn start did not serve ${url} within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, output: () => output, stop };
}
