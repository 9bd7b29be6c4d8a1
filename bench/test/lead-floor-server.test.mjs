import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const SQLite = createRequire(join(root, 'apps/server/package.json'))('better-sqlite3');

const started = [];
/** bench/lead-floor-server.mjs on a fresh database file, ready to take leads. */
async function startFloor() {
  const dir = mkdtempSync(join(tmpdir(), 'lead-floor-'));
  const path = join(dir, 'floor.sqlite');
  const child = spawn(process.execPath, [join(root, 'bench/lead-floor-server.mjs')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LEAD_FLOOR_DB: path },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push({ child, dir });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/listening on (\d+)/);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the floor exited with ${code}`)));
  });
  const post = (body) =>
    fetch(`http://127.0.0.1:${port}/api/display/conversion/viewer`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });
  const kill = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  const stored = () => {
    const db = new SQLite(path, { readonly: true });
    try {
      return db.prepare('select id, email from leads').all();
    } finally {
      db.close();
    }
  };
  return { post, kill, stored };
}

afterEach(() => {
  for (const { child, dir } of started.splice(0)) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

describe("part 5's floor: the least a server does to acknowledge a durable lead (issue 22)", () => {
  it('answers each of many concurrent leads with its own id, and every answered lead is stored after a kill', async () => {
    const floor = await startFloor();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => floor.post({ email: `lead-${i}@example.com`, fill_ms: '5000' })));
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    const ids = await Promise.all(answers.map(async (a) => (await a.json()).conversion_id));
    expect(new Set(ids).size).toBe(40);
    await floor.kill();
    const stored = floor.stored();
    expect(stored.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(stored.map((r) => r.email)).size).toBe(40);
  });

  it('refuses a lead without an email (400) and stores nothing', async () => {
    const floor = await startFloor();
    expect((await floor.post({ fill_ms: '5000' })).status).toBe(400);
    await floor.kill();
    expect(floor.stored()).toEqual([]);
  });
});
