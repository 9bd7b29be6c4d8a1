import { describe, expect, it } from 'vitest';
import { abVariant, fnv1a32 } from '../../src/index.js';

describe('fnv1a32', () => {
  // Published FNV-1a 32-bit test vectors, plus a non-ASCII text hashed as UTF-8 bytes.
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
    ['é', fnvOfBytes([0xc3, 0xa9])],
  ])('%j → %i', (text, hash) => {
    expect(fnv1a32(text)).toBe(hash);
  });
});

function fnvOfBytes(bytes: number[]): number {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}

/** Visitor ids as the widget makes them: 24 hex characters, here from a seeded generator. */
function visitorIds(count: number): string[] {
  let seed = 20250601;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  return Array.from({ length: count }, () => Array.from({ length: 3 }, () => next().toString(16).padStart(8, '0')).join(''));
}

describe('abVariant', () => {
  const variants = ['lightboxaaaaa', 'lightboxbbbbb', 'lightboxccccc'];

  it('hashes parent:visitor, so the parent and the visitor both count', () => {
    const ids = visitorIds(100);
    expect(ids.some((id) => abVariant(id, 'parentaaaaaaa', variants) !== abVariant(id, 'parentbbbbbbb', variants))).toBe(true);
    expect(new Set(ids.map((id) => abVariant(id, 'parentaaaaaaa', variants))).size).toBe(3);
  });

  it('gives a visitor the same variant every time, whatever the order of the list', () => {
    for (const id of visitorIds(200)) {
      const chosen = abVariant(id, 'parentxxxxxxx', variants);
      expect(abVariant(id, 'parentxxxxxxx', [...variants].reverse())).toBe(chosen);
      expect(abVariant(id, 'parentxxxxxxx', [variants[1]!, variants[2]!, variants[0]!])).toBe(chosen);
    }
  });

  it('ignores a repeated variant', () => {
    for (const id of visitorIds(200)) {
      expect(abVariant(id, 'parentxxxxxxx', [...variants, variants[0]!])).toBe(abVariant(id, 'parentxxxxxxx', variants));
    }
  });

  // Bare FNV-1a % 2 fails this: its low bit is the parity of the text's odd bytes, so these two
  // parents (seven bytes of differing parity) would put every visitor in opposite buckets.
  it.each([2, 4])('puts the same visitor in unrelated buckets for different tests (%i variants)', (count) => {
    const list = Array.from({ length: count }, (_, i) => `v${i}`);
    const ids = visitorIds(1000);
    const same = ids.filter((id) => abVariant(id, 'parentaaaaaaa', list) === abVariant(id, 'parentbbbbbbb', list)).length;
    expect(same).toBeGreaterThan((1000 / count) * 0.8);
    expect(same).toBeLessThan((1000 / count) * 1.2);
  });

  it('returns the only variant of a one-variant test', () => {
    expect(abVariant('anyone', 'parentxxxxxxx', ['onlyoneaaaaaa'])).toBe('onlyoneaaaaaa');
  });

  it('throws on an empty list', () => {
    expect(() => abVariant('anyone', 'parentxxxxxxx', [])).toThrow(/no variants/);
  });

  it.each([2, 3, 4, 5])('splits 10,000 visitors evenly over %i variants (within ±5%%)', (count) => {
    const list = Array.from({ length: count }, (_, i) => `variant${String(i).padStart(6, '0')}`);
    const seen = new Map<string, number>();
    for (const id of visitorIds(10_000)) {
      const variant = abVariant(id, 'parentxxxxxxx', list);
      seen.set(variant, (seen.get(variant) ?? 0) + 1);
    }
    const expected = 10_000 / count;
    expect([...seen.keys()].sort()).toEqual(list);
    for (const hits of seen.values()) {
      expect(hits).toBeGreaterThanOrEqual(expected * 0.95);
      expect(hits).toBeLessThanOrEqual(expected * 1.05);
    }
  });
});
