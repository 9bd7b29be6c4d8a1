import { describe, expect, it } from 'vitest';
import { buttonUrl, redirectUrl, withFormData } from '../src/index.js';

describe('redirectUrl (SPEC §5)', () => {
  it.each([
    ['shop.example/thanks', 'http://shop.example/thanks'],
    ['  www.shop.example  ', 'http://www.shop.example'],
    ['https://shop.example/a?b=1', 'https://shop.example/a?b=1'],
    ['http://shop.example', 'http://shop.example'],
    ['localhost:8080/x', 'http://localhost:8080/x'],
    ['tel:+972501234567', 'tel:+972501234567'],
    ['sms:+15551234567', 'sms:+15551234567'],
    ['mailto:hello@shop.example', 'mailto:hello@shop.example'],
    ['0501234567', 'tel:0501234567'],
    ['+1 (555) 123-4567', 'tel:+15551234567'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['vbscript:msgbox(1)', null],
    [' JAVASCRIPT:alert(1)', null],
    ['', null],
    ['   ', null],
  ])('%j → %j', (raw, url) => {
    expect(redirectUrl(raw)).toBe(url);
  });
});

describe('buttonUrl (SPEC §5)', () => {
  it.each([
    ['shop.example/sale', '//shop.example/sale'],
    ['https://shop.example/sale', 'https://shop.example/sale'],
    ['//cdn.example/x', '//cdn.example/x'],
    ['mailto:a@b.co', 'mailto:a@b.co'],
    ['tel:+972501234567', 'tel:+972501234567'],
    ['tel:0501234567', 'tel:0501234567'],
    ['SMS:0501234567', 'SMS:0501234567'],
    ['localhost:8080/sale', '//localhost:8080/sale'],
    ['www.shop.example', '//www.shop.example'],
    ['javascript:void(0)', null],
    ['  JavaScript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox(1)', null],
    ['', null],
  ])('%j → %j', (raw, url) => {
    expect(buttonUrl(raw)).toBe(url);
  });
});

describe('withFormData (SPEC §7 ?key=value)', () => {
  const fields = [
    { field_key: 'email', value: 'ada@example.com' },
    { field_key: 'first_name', value: 'Ada L' },
  ];
  it.each([
    ['https://shop.example/thanks', 'https://shop.example/thanks?email=ada%40example.com&first_name=Ada%20L'],
    ['https://shop.example/thanks?from=popup', 'https://shop.example/thanks?from=popup&email=ada%40example.com&first_name=Ada%20L'],
    ['https://shop.example/thanks#top', 'https://shop.example/thanks?email=ada%40example.com&first_name=Ada%20L#top'],
    ['tel:0501234567', 'tel:0501234567'],
  ])('%s', (url, expected) => {
    expect(withFormData(url, fields)).toBe(expected);
  });
  it('leaves the URL alone without fields', () => {
    expect(withFormData('https://shop.example/', [])).toBe('https://shop.example/');
  });
});
