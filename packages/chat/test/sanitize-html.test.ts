import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../src/runtime/sanitize-html.js';

describe('sanitizeHtml (owner-authored header, footer and consent HTML)', () => {
  it.each([
    ['plain text', 'Hello there', 'Hello there'],
    ['formatting kept', '<h3>Hi</h3><p>We <b>reply</b> <em>fast</em><br>promise</p>', '<h3>Hi</h3><p>We <b>reply</b> <em>fast</em><br>promise</p>'],
    ['lists kept', '<ul><li>One</li><li>Two</li></ul>', '<ul><li>One</li><li>Two</li></ul>'],
    ['script dropped with its content', 'a<script>alert(1)</script>b', 'ab'],
    ['style dropped with its content', '<style>*{display:none}</style>ok', 'ok'],
    ['iframe dropped', '<iframe srcdoc="<script>alert(1)</script>"></iframe>ok', 'ok'],
    ['svg dropped', '<svg onload="alert(1)"><circle/></svg>ok', 'ok'],
    ['form controls dropped', '<form><input value="x"><button>go</button></form>ok', 'ok'],
    ['event handlers stripped', '<p onclick="alert(1)" onmouseover="x()">hi</p>', '<p>hi</p>'],
    [
      "style and id stripped; class, lang and dir kept (core's allow-list)",
      '<p style="position:fixed" class="x" id="y" lang="he" dir="rtl">hi</p>',
      '<p class="x" lang="he" dir="rtl">hi</p>',
    ],
    ['attributes of another tag stripped', '<p href="https://example.com" title="t">hi</p>', '<p>hi</p>'],
    ['unknown elements unwrapped', '<custom-thing><font color="red">hi</font></custom-thing>', 'hi'],
    ['comments dropped', 'a<!-- secret -->b', 'ab'],
    ['safe link kept', '<a href="https://example.com/privacy" title="Privacy">policy</a>', '<a href="https://example.com/privacy" title="Privacy">policy</a>'],
    ['relative link kept', '<a href="/privacy">policy</a>', '<a href="/privacy">policy</a>'],
    [
      'mailto and tel kept',
      '<a href="mailto:hi@example.com">m</a><a href="tel:+34600">t</a>',
      '<a href="mailto:hi@example.com">m</a><a href="tel:+34600">t</a>',
    ],
    ['javascript: link loses its href', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['obfuscated javascript: link loses its href', '<a href=" java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['data: link loses its href', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    [
      'new-tab links get noopener',
      '<a href="https://example.com" target="_blank">x</a>',
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
    ],
    [
      "a new tab's rel is ours, not the owner's",
      '<a href="https://example.com" target="_blank" rel="opener">x</a>',
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
    ],
    ['other targets dropped', '<a href="https://example.com" target="_top">x</a>', '<a href="https://example.com">x</a>'],
    [
      'images kept with safe sources',
      '<img src="https://cdn.example.com/logo.png" alt="Logo" width="20">',
      '<img src="https://cdn.example.com/logo.png" alt="Logo" width="20">',
    ],
    ['data: images kept', '<img src="data:image/png;base64,iVBORw0KGgo=">', '<img src="data:image/png;base64,iVBORw0KGgo=">'],
    ['image with a script source loses it', '<img src="javascript:alert(1)" onerror="alert(1)">', '<img>'],
    ['text is escaped on the way out', '&lt;b&gt; &amp; "quotes"', '&lt;b&gt; &amp; "quotes"'],
    ['empty', '', ''],
  ])('%s', (_name, html, safe) => {
    expect(sanitizeHtml(html)).toBe(safe);
  });
});
