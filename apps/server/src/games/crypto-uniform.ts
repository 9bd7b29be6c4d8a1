import { randomBytes } from 'node:crypto';

const SCALE = 2 ** 48;

/**
 * A number in [0, 1) from the operating system's cryptographic source, for the prize draw
 * (issue 17): Math.random's state can be recovered from its outputs, and then the next prize
 * predicted. 48 bits are far finer than any chance an owner can set.
 */
export function cryptoUniform(): number {
  return randomBytes(6).readUIntBE(0, 6) / SCALE;
}
