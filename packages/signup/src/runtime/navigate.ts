/** Sends the visitor on to the form's redirect; its own module so tests can watch it instead of leaving the page. */
export function navigate(url: string): void {
  window.location.assign(url);
}
