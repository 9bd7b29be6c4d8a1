import { describe, expect, it } from 'vitest';
import { checkSms, normaliseSms } from '../../src/index.js';

describe('normaliseSms (SPEC §5: spaces, brackets, dots and dashes stripped)', () => {
  it.each([
    ['+44 (7700) 900-123', '+447700900123'],
    ['+1.202.555.0143', '+12025550143'],
    ['+33 [6] {12} 34 56 78', '+33612345678'],
    ['\u00a0+972\u200950–123–4567\t', '+972501234567'],
    ['', ''],
  ])('%j → %j', (raw, stripped) => {
    expect(normaliseSms(raw)).toBe(stripped);
  });
});

describe('checkSms (SPEC §5, §9: 6 to 19 characters starting with +)', () => {
  it.each([
    ['+44 (7700) 900-123', {}, { ok: true, value: '+447700900123' }],
    ['0501234567', {}, { ok: false, problem: 'invalid_sms' }],
    ['+1234', {}, { ok: false, problem: 'invalid_sms' }],
    ['+12345', {}, { ok: true, value: '+12345' }],
    ['+123456789012345678', {}, { ok: true, value: '+123456789012345678' }],
    ['+1234567890123456789', {}, { ok: false, problem: 'invalid_sms' }],
    ['+972 50 abc 4567', {}, { ok: false, problem: 'invalid_sms' }],
    ['++97250123', {}, { ok: false, problem: 'invalid_sms' }],
    ['+٩٧٢٥٠١٢٣٤', {}, { ok: false, problem: 'invalid_sms' }],
    ['+<script>1', {}, { ok: false, problem: 'invalid_sms' }],
    ['', {}, { ok: true, value: '' }],
    ['  ', { required: true }, { ok: false, problem: 'required' }],
    ['+972', { prefix: '+972' }, { ok: true, value: '' }],
    ['+972 ', { prefix: '972' }, { ok: true, value: '' }],
    ['+972', { prefix: '+972', required: true }, { ok: false, problem: 'required' }],
    ['+972 50-123-4567', { prefix: '+972', required: true }, { ok: true, value: '+972501234567' }],
    ['+44', { prefix: '+972' }, { ok: false, problem: 'invalid_sms' }],
    ['+972', {}, { ok: false, problem: 'invalid_sms' }],
  ] as const)('%j with %j', (raw, rules, expected) => {
    expect(checkSms(raw, rules)).toEqual(expected);
  });

  it('refuses a 10,000-character number quickly, as invalid', () => {
    expect(checkSms(`+${'9'.repeat(10_000)}`)).toEqual({ ok: false, problem: 'invalid_sms' });
    expect(checkSms(`+1${' -'.repeat(5_000)}2345`)).toEqual({ ok: true, value: '+12345' });
  });
});
