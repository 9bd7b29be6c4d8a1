import { vi } from 'vitest';

const unescapeAttribute = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * Stands in for window.open: each call returns a blank tab that reports where openInNewTab sends
 * it (the URL of the no-referrer refresh it writes, or a direct location.replace).
 */
export function stubTabs(onSent: (url: string) => void = () => {}) {
  const sent: string[] = [];
  const report = (url: string) => {
    sent.push(url);
    onSent(url);
  };
  const spy = vi.spyOn(window, 'open').mockImplementation(() => {
    let html = '';
    return {
      opener: window,
      document: {
        open() {},
        write(chunk: string) {
          html += chunk;
        },
        close() {
          const match = /url=([^"]*)"/.exec(html);
          if (match) report(unescapeAttribute(match[1]!));
        },
      },
      location: { replace: report },
    } as unknown as Window;
  });
  return { sent, spy };
}
