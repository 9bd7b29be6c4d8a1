import { describe, expect, it } from 'vitest';
import { canSendMessage, CHAT_MESSAGE_MAX_LENGTH, clampMessage, consentRequired, escapeChatText, replyKeyAction } from '../../src/index.js';

describe('canSendMessage (SPEC §5)', () => {
  it.each([
    ['Hello', false, false, true],
    ['', false, false, false],
    ['   \n\t ', false, false, false],
    ['Hello', true, false, false],
    ['Hello', true, true, true],
    ['  ', true, true, false],
  ])('%j, consent required %s, accepted %s → %s', (text, required, accepted, allowed) => {
    expect(canSendMessage(text, { required, accepted })).toBe(allowed);
  });
});

describe('consentRequired (SPEC §3: consentEnabled 1 = on)', () => {
  it.each([
    [1, true],
    ['1', true],
    [0, false],
    ['0', false],
  ] as const)('%j → %s', (consentEnabled, required) => {
    expect(consentRequired({ consentEnabled })).toBe(required);
  });
});

describe('clampMessage (SPEC §9: max 300)', () => {
  it('keeps 300 characters and cuts the rest', () => {
    expect(clampMessage('a'.repeat(CHAT_MESSAGE_MAX_LENGTH))).toHaveLength(300);
    expect(clampMessage('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 5))).toHaveLength(300);
    expect(clampMessage('short')).toBe('short');
  });
});

describe('replyKeyAction (SPEC §5: Enter sends, Shift+Enter newline)', () => {
  it.each([
    [{ key: 'Enter', shiftKey: false }, 'send'],
    [{ key: 'Enter', shiftKey: true }, 'newline'],
    [{ key: 'Enter', shiftKey: false, isComposing: true }, 'none'],
    [{ key: 'a', shiftKey: false }, 'none'],
  ])('%j → %s', (event, action) => {
    expect(replyKeyAction(event)).toBe(action);
  });
});

describe('escapeChatText (SPEC §5: escaped, line breaks kept)', () => {
  it.each([
    ['plain', 'plain'],
    ['<b>bold</b>', '&lt;b&gt;bold&lt;/b&gt;'],
    ['<img src=x onerror="alert(1)">', '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;'],
    ["Tom & Jerry's", 'Tom &amp; Jerry&#39;s'],
    ['&lt;', '&amp;lt;'],
    ['line one\nline two', 'line one<br>line two'],
    ['a\r\nb\rc', 'a<br>b<br>c'],
    ['<script>\n</script>', '&lt;script&gt;<br>&lt;/script&gt;'],
  ])('%j → %j', (text, html) => {
    expect(escapeChatText(text)).toBe(html);
  });
});
