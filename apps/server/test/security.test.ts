import { describe, expect, it } from 'vitest';
import { isPopupId } from '@beckon/core';
import { hashPassword, verifyPassword } from '../src/security/password.js';
import { newPopupId, randomId } from '../src/security/ids.js';

describe('password hashing', () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('s3cret passphrase');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('s3cret passphrase', hash)).toBe(true);
    expect(await verifyPassword('s3cret passphrasE', hash)).toBe(false);
    expect(await verifyPassword('s3cret passphrase', 'not-a-hash')).toBe(false);
  });

  it('salts: the same password hashes differently twice', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
});

describe('ids', () => {
  it('makes 13-character pop-up ids the core validator accepts', () => {
    const ids = new Set(Array.from({ length: 500 }, newPopupId));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(isPopupId(id)).toBe(true);
  });

  it('uses every character of its alphabet', () => {
    const seen = new Set(randomId(5000));
    expect(seen.size).toBe(36);
  });
});
