import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { EMBED_GLOBAL } from '@beckon/core';
import { WIDGET_STARTED_FLAG } from '../../src/loader.js';

// Each test starts from a page without the widget: no queue function, no sentinel, no script.
afterEach(() => {
  // The server-rendering test runs in Node: no page to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  Reflect.deleteProperty(window, EMBED_GLOBAL);
  Reflect.deleteProperty(window, WIDGET_STARTED_FLAG);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});
