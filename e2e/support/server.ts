import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  demo: { email: string; password: string };
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/demo`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not come up:\n${output()}`);
}

/** The built server (`npm run build` first) on a free port with a temporary SQLite database. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'beckon-e2e-'));
  const demo = { email: 'demo@beckon.local', password: 'e2e demo password' };
  let log = '';
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BECKON_DATA_DIR: dataDir,
      BECKON_DEMO_PASSWORD: demo.password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // A fresh database each time: the server migrates it itself rather than refusing to start.
      BECKON_MIGRATE_ON_START: 'true',
      // Every test browser of a worker calls from 127.0.0.1, and its owners sign up and log in many
      // times a minute; the limits have route tests of their own (rate-limits.test.ts).
      BECKON_RATE_LIMIT_IP_PER_MIN: '0',
      BECKON_RATE_LIMIT_LOGIN_PER_MIN: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, () => log);
  return {
    url,
    dataDir,
    demo,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
