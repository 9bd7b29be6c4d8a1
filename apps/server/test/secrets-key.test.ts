import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeSecretsKey, loadSecretsKey, SECRETS_KEY_FILE } from '../src/integrations/secrets-key.js';

const hex = 'ab'.repeat(32);

describe('the key integration secrets are encrypted under (BECKON_SECRETS_KEY)', () => {
  it.each([
    [hex, true],
    [Buffer.alloc(32, 7).toString('base64'), true],
    [Buffer.alloc(32, 7).toString('base64url'), true],
    ['ab'.repeat(31), false],
    [Buffer.alloc(16, 7).toString('base64'), false],
    ['not a key at all', false],
    ['', false],
  ])('%j is a key: %s', (text, ok) => {
    expect(decodeSecretsKey(text)?.length === 32).toBe(ok);
  });

  it('a given key is used as it is, and a wrong one stops the start with its name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'beckon-key-'));
    expect(loadSecretsKey(hex, dir, false)).toEqual({ key: Buffer.from(hex, 'hex') });
    expect(() => loadSecretsKey('short', dir, false)).toThrow(/BECKON_SECRETS_KEY/);
  });

  it('without one, a key is generated once, readable by its owner only, and found again at the next start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'beckon-key-'));
    const first = loadSecretsKey(undefined, dir, false);
    expect(first.warning).toMatch(/generated/);
    expect(statSync(join(dir, SECRETS_KEY_FILE)).mode & 0o777).toBe(0o600);
    const again = loadSecretsKey(undefined, dir, true);
    expect(again.key.equals(first.key)).toBe(true);
    expect(again.warning).toMatch(/share one key/);
  });

  it('a key file that holds no key stops the start rather than encrypting under a new key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'beckon-key-'));
    writeFileSync(join(dir, SECRETS_KEY_FILE), 'garbage\n');
    expect(() => loadSecretsKey(undefined, dir, false)).toThrow(/does not hold a key/);
    expect(readFileSync(join(dir, SECRETS_KEY_FILE), 'utf8')).toBe('garbage\n');
  });
});
