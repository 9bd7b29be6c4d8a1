import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DialectName } from '../../src/db/database.js';
import { onTestServer } from './databases.js';
import { TEST_POSTGRES_URL } from './ensure-postgres.js';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
/** The built server, exactly as `npm start` runs it: the point is a real process that can die. */
export const SERVER_MAIN = join(repoRoot, 'apps/server/dist/main.js');

const READY_LINE = /Beckon is running on http:\/\/localhost:(\d+)/;
/** how much of the child's output is kept for error messages and reports */
const OUTPUT_LIMIT = 256 * 1024;

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcessOptions {
  /** the demo owner's password on the first start */
  demoPassword?: string;
  /** how long a start may take before it fails; covers migrations and the demo seed */
  readyTimeoutMs?: number;
  /** more environment for the child (e.g. other BECKON_* settings) */
  env?: Record<string, string>;
}

/** Every child still alive, so that a worker that exits early does not leave servers behind. */
const alive = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of alive) child.kill('SIGKILL');
});

/** The runner's environment without anything that would point the server elsewhere. */
function inheritedEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(BECKON_|DATABASE_URL$|REDIS_URL$|PORT$|HOST$|LOG_LEVEL$|NODE_ENV$|VITEST)/.test(key)) continue;
    env[key] = value;
  }
  return env;
}

/**
 * `node apps/server/dist/main.js` on a database of its own (a SQLite file in a temporary data
 * folder, or a fresh PostgreSQL schema), on a random loopback port. It can be killed with any
 * signal and started again on the same data; cleanup() kills whatever still runs and drops the
 * data, and is safe to call from an afterEach whatever state the test left it in.
 */
export class ServerProcess {
  readonly dialect: DialectName;
  readonly dataDir: string;
  /** PostgreSQL only: the URL the server is given, with the schema in its search_path */
  readonly databaseUrl: string | undefined;
  readonly schema: string | undefined;
  readonly demoPassword: string;
  private readonly options: ServerProcessOptions;
  private child: ChildProcess | null = null;
  private exitPromise: Promise<ExitInfo> | null = null;
  private exitInfo: ExitInfo | null = null;
  private out = '';
  private cleaned = false;
  /** 127.0.0.1 rather than the banner's "localhost": the server listens on IPv4 loopback only */
  baseUrl = '';
  port = 0;
  /** how many times a process was started on this data */
  starts = 0;

  private constructor(dialect: DialectName, dataDir: string, schema: string | undefined, options: ServerProcessOptions) {
    this.dialect = dialect;
    this.dataDir = dataDir;
    this.schema = schema;
    this.options = options;
    this.demoPassword = options.demoPassword ?? 'crash test password';
    if (schema) {
      const url = new URL(TEST_POSTGRES_URL);
      url.searchParams.set('options', `-c search_path=${schema}`);
      this.databaseUrl = url.toString();
    }
  }

  /** Fresh data, then the first start; on a failed start everything is cleaned up before it throws. */
  static async start(dialect: DialectName, options: ServerProcessOptions = {}): Promise<ServerProcess> {
    if (!existsSync(SERVER_MAIN)) {
      throw new Error(`${SERVER_MAIN} is missing: run npm run build first (npm test builds before it runs Vitest)`);
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'beckon-proc-'));
    let schema: string | undefined;
    if (dialect === 'postgres') {
      schema = `beckon_p_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
      try {
        await onTestServer(`CREATE SCHEMA ${schema}`);
      } catch (error) {
        rmSync(dataDir, { recursive: true, force: true });
        throw error;
      }
    }
    const server = new ServerProcess(dialect, dataDir, schema, options);
    try {
      await server.restart();
    } catch (error) {
      await server.cleanup();
      throw error;
    }
    return server;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== null && this.exitInfo === null;
  }

  /** Settles when the current process exits (immediately if none runs). */
  get exited(): Promise<ExitInfo> {
    return this.exitPromise ?? Promise.resolve({ code: null, signal: null });
  }

  /** Everything the current process wrote to stdout and stderr so far (the last 256 KiB). */
  output(): string {
    return this.out;
  }

  /** Log lines at warn (40) or above; the server logs JSON through pino. */
  problemLines(): string[] {
    return this.out.split('\n').filter((line) => {
      if (!line.startsWith('{')) return /error|warn/i.test(line);
      try {
        return Number((JSON.parse(line) as { level?: unknown }).level) >= 40;
      } catch {
        return true;
      }
    });
  }

  /** Starts a process on this server's data; the previous one must have exited. */
  async restart(): Promise<void> {
    if (this.cleaned) throw new Error('this server was cleaned up');
    if (this.running) throw new Error(`the server (pid ${this.pid}) is still running; kill it first`);
    const timeoutMs = this.options.readyTimeoutMs ?? 20_000;
    this.out = '';
    this.exitInfo = null;
    this.baseUrl = '';
    this.port = 0;
    const child = spawn(process.execPath, [SERVER_MAIN], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...inheritedEnv(),
        PORT: '0',
        HOST: '127.0.0.1',
        BECKON_DATA_DIR: this.dataDir,
        BECKON_DEMO_PASSWORD: this.demoPassword,
        LOG_LEVEL: 'warn',
        // Each test's database is fresh: the process migrates it, as `npm start` does with beckon migrate.
        BECKON_MIGRATE_ON_START: 'true',
        // The crash test measures durability, not the limits that guard against floods.
        BECKON_RATE_LIMIT_IP_PER_MIN: '0',
        BECKON_RATE_LIMIT_CLIENT_PER_MIN: '0',
        BECKON_RATE_LIMIT_SITE_LEADS_PER_MIN: '0',
        BECKON_RATE_LIMIT_POPUP_LEADS_PER_MIN: '0',
        ...(this.databaseUrl ? { DATABASE_URL: this.databaseUrl } : {}),
        ...this.options.env,
      },
    });
    this.child = child;
    this.starts += 1;
    alive.add(child);
    this.exitPromise = new Promise<ExitInfo>((resolveExit) => {
      child.once('exit', (code, signal) => {
        alive.delete(child);
        this.exitInfo = { code, signal };
        resolveExit(this.exitInfo);
      });
    });
    const append = (chunk: Buffer) => {
      this.out += chunk.toString('utf8');
      if (this.out.length > OUTPUT_LIMIT) this.out = this.out.slice(-OUTPUT_LIMIT);
    };
    child.stderr!.on('data', append);

    const port = await new Promise<number>((resolveReady, rejectReady) => {
      let stdout = '';
      const timer = setTimeout(() => {
        done();
        child.kill('SIGKILL');
        rejectReady(new Error(`the server did not say it was running within ${timeoutMs} ms; its output:\n${this.out}`));
      }, timeoutMs);
      const onData = (chunk: Buffer) => {
        stdout += chunk.toString('utf8');
        const match = READY_LINE.exec(stdout);
        if (match) {
          done();
          resolveReady(Number(match[1]));
        }
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        done();
        rejectReady(new Error(`the server exited (code ${code}, signal ${signal}) before it was running; its output:\n${this.out}`));
      };
      const onError = (error: Error) => {
        done();
        rejectReady(new Error(`could not start ${SERVER_MAIN}: ${error.message}`));
      };
      const done = () => {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        child.off('exit', onExit);
        child.off('error', onError);
      };
      child.stdout!.on('data', onData);
      child.once('exit', onExit);
      child.once('error', onError);
    });
    // Keep draining stdout (pino writes there) so the child never blocks on a full pipe.
    child.stdout!.on('data', append);
    this.port = port;
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  /** Sends the signal to the running process, if any; see waitForExit(). */
  signal(signal: NodeJS.Signals): void {
    if (this.running) this.child!.kill(signal);
  }

  /** The exit, or null when the process still runs after timeoutMs (it is left running). */
  async waitForExit(timeoutMs: number): Promise<ExitInfo | null> {
    if (!this.running) return this.exitInfo ?? { code: null, signal: null };
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<null>((r) => {
      timer = setTimeout(() => r(null), timeoutMs);
    });
    try {
      return await Promise.race([this.exited, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends the signal and waits for the exit; after timeoutMs it kills the process and throws. */
  async kill(signal: NodeJS.Signals = 'SIGKILL', timeoutMs = 15_000): Promise<ExitInfo> {
    this.signal(signal);
    const exit = await this.waitForExit(timeoutMs);
    if (exit) return exit;
    this.child!.kill('SIGKILL');
    await this.exited;
    throw new Error(`the server did not exit within ${timeoutMs} ms of ${signal}; its output:\n${this.out}`);
  }

  /** Kills the process if it runs, removes the data folder and drops the schema. Idempotent. */
  async cleanup(): Promise<void> {
    if (this.cleaned) return;
    this.cleaned = true;
    if (this.running) {
      this.child!.kill('SIGKILL');
      await this.exited;
    }
    rmSync(this.dataDir, { recursive: true, force: true });
    if (this.schema) await onTestServer(`DROP SCHEMA IF EXISTS ${this.schema} CASCADE`);
  }
}
