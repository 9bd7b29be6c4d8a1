import { afterEach, describe, expect, it } from 'vitest';
import { readPageGlobal, setPageGlobal } from '../src/page-globals.js';

describe('the host page globals', () => {
  afterEach(() => Reflect.deleteProperty(window, 'beckonTestGlobal'));

  it('reads what the page left, and nothing where it left nothing', () => {
    expect(readPageGlobal('beckonTestGlobal')).toBeUndefined();
    (window as Window & { beckonTestGlobal?: unknown }).beckonTestGlobal = [1, 2];
    expect(readPageGlobal('beckonTestGlobal')).toEqual([1, 2]);
  });

  it('leaves a value the page can call by name', () => {
    const callback = () => 'called';
    setPageGlobal('beckonTestGlobal', callback);
    expect((window as Window & { beckonTestGlobal?: () => string }).beckonTestGlobal?.()).toBe('called');
  });
});
