import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
/** The built operator CLI, exactly as `npm run beckon` runs it. */
export const CLI = join(repoRoot, 'apps/server/dist/cli.js');
const run = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Throws the way a test should fail when the build is missing. */
export function requireBuiltCli(): void {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
}

/** `beckon …` as a child process on the SQLite data folder `dataDir` (never a DATABASE_URL from the environment). */
export async function runCli(dataDir: string, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { env: { ...process.env, BECKON_DATA_DIR: dataDir, DATABASE_URL: '', ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
