import { afterEach, describe, expect, it } from 'vitest';
import { firstBoot } from '../src/boot-sentinel.js';

afterEach(() => {
  delete window.__beckonBooted;
  delete window.__beckonChatStarted;
});

describe('the boot sentinel', () => {
  it('lets an embed boot once per page: a second copy of the script is told no', () => {
    expect(firstBoot('__beckonBooted')).toBe(true);
    expect(firstBoot('__beckonBooted')).toBe(false);
    expect(window.__beckonBooted).toBe(true);
  });

  it('keeps each embed apart: the pop-ups booting does not stop the chat', () => {
    expect(firstBoot('__beckonBooted')).toBe(true);
    expect(firstBoot('__beckonChatStarted')).toBe(true);
    expect(firstBoot('__beckonChatStarted')).toBe(false);
  });
});
