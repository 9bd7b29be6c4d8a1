/**
 * The plain link, followed as if the kit were not there: what a click on a page link does when
 * the kit cannot show the page itself (dead network, an error answer, one too large), so a click
 * is never dead. Its own module, so tests can watch it without leaving the page.
 */
export function followLink(url: string): void {
  window.location.assign(url);
}
