const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a, 32 bits, over the UTF-8 bytes of the text (so the server and every browser agree). */
export function fnv1a32(text: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, FNV_PRIME) >>> 0;
  }
  return hash >>> 0;
}

/**
 * MurmurHash3's finaliser: spreads every input bit over every output bit. FNV-1a alone is
 * unfit for `% n` with small n: its low bits depend only on the low bits of the input bytes
 * (the multiplier is odd), so with two variants the bucket is the parity of the text's odd
 * bytes — two A/B tests would then split every visitor the same way (or exactly opposite),
 * confounding both.
 */
function avalanche(hash: number): number {
  let mixed = hash >>> 0;
  mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
  return (mixed ^ (mixed >>> 16)) >>> 0;
}

/**
 * The A/B variant a visitor sees among the pop-ups sharing ab_test_parent_id (SPEC §3).
 * FNV-1a of `${parentId}:${visitorId}`, avalanched (see above), modulo the number of variants.
 * Deterministic, so the visitor sees the same variant on every page and visit without the
 * choice being stored; the parent id is part of the hash, so the same visitor lands in
 * unrelated buckets in different tests. Variants are sorted (by code unit, not locale, so
 * every engine sorts alike) and de-duplicated first: the order the server lists them in and
 * a repeated id change nothing.
 */
export function abVariant(visitorId: string, parentId: string, variantIds: readonly string[]): string {
  const variants = [...new Set(variantIds)].sort();
  if (variants.length === 0) throw new Error(`A/B test ${parentId} has no variants`);
  return variants[avalanche(fnv1a32(`${parentId}:${visitorId}`)) % variants.length]!;
}
