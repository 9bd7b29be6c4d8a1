import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.js';

// Issue 15: the settings behind the admin API's origin, the operator's calls and the upgrade link.
describe('trust settings from the environment', () => {
  it.each([
    [{ PUBLIC_URL: 'https://beckon.example.com/app/' }, { publicUrl: 'https://beckon.example.com' }],
    [{ PUBLIC_URL: 'http://localhost:8080' }, { publicUrl: 'http://localhost:8080' }],
    [{ BECKON_UPGRADE_URL: 'https://beckon.example.com/pricing?from=notice' }, { upgradeUrl: 'https://beckon.example.com/pricing?from=notice' }],
    [{ BECKON_OPERATOR_TOKEN: 'x'.repeat(24) }, { operatorToken: 'x'.repeat(24) }],
    [{ BECKON_STORE_PROOF_ALLOW_LOOPBACK: 'true' }, { storeProofAllowLoopback: true }],
    [{}, { publicUrl: undefined, upgradeUrl: undefined, operatorToken: undefined, storeProofAllowLoopback: false }],
  ])('reads %j', (env, expected) => {
    expect(configFromEnv(env)).toMatchObject(expected);
  });

  it.each([
    [{ PUBLIC_URL: 'beckon.example.com' }, /PUBLIC_URL must be an http\(s\) address/],
    [{ PUBLIC_URL: 'javascript:alert(1)' }, /PUBLIC_URL must start with https:\/\/ or http:\/\//],
    [{ BECKON_UPGRADE_URL: 'data:text/html,hi' }, /BECKON_UPGRADE_URL must start with https:\/\//],
    [{ BECKON_OPERATOR_TOKEN: 'short' }, /BECKON_OPERATOR_TOKEN must be at least 24 characters/],
  ])('refuses %j at start, naming the setting', (env, message) => {
    expect(() => configFromEnv(env)).toThrow(message);
  });
});
