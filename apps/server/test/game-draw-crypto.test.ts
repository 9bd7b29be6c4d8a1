import { describe, expect, it } from 'vitest';
import { drawPrize, type GamifiedPrize } from '@beckon/core';
import { cryptoUniform } from '../src/games/crypto-uniform.js';

const prize = (id: string, chances: number): GamifiedPrize => ({
  label: id,
  code: '',
  chances,
  loosing_option: false,
  is_winner: true,
  prize_id: id,
  redirect_to: false,
  redirect_to_options: { redirect_to_url: '', redirect_close: false, redirect_close_delay: 0 },
});

/**
 * Chi-square for 4 degrees of freedom at significance 0.00001 (about 29.8, rounded up): the
 * source is truly random here, so the bound is loose enough never to flake, tight enough to
 * catch a draw that ignores the chances.
 */
const LOOSE_CRITICAL_4_DOF = 30;

describe('the draw through the server cryptographic source (issue 17)', () => {
  it('answers numbers in [0, 1)', () => {
    for (let i = 0; i < 10_000; i++) {
      const u = cryptoUniform();
      expect(u >= 0 && u < 1).toBe(true);
    }
  });

  it('follows the chances over 20,000 draws, never a 0 % prize, always a 100 % one', () => {
    const prizes = [prize('a', 30), prize('b', 25), prize('c', 15), prize('d', 10), prize('e', 20), prize('never', 0)];
    const n = 20_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const id = drawPrize(prizes, cryptoUniform)!.prize_id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(counts.has('never')).toBe(false);
    const chi = prizes
      .filter((p) => p.chances > 0)
      .reduce((sum, p) => sum + ((counts.get(p.prize_id) ?? 0) - (n * p.chances) / 100) ** 2 / ((n * p.chances) / 100), 0);
    expect(chi).toBeLessThan(LOOSE_CRITICAL_4_DOF);

    const sure = [prize('zero', 0), prize('all', 100)];
    for (let i = 0; i < n; i++) expect(drawPrize(sure, cryptoUniform)!.prize_id).toBe('all');
  });
});
