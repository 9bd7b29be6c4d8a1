/**
 * Puts pasted markup into the page as a browser's parser would, for a DOM without a script engine
 * of its own: inline scripts run in order, other elements (the widget's tag) go into the head as
 * written. Neither happy-dom's parser nor innerHTML runs a script.
 */
export function pasteHtml(html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const node of Array.from(template.content.children)) {
    if (node instanceof HTMLScriptElement && !node.hasAttribute('src')) {
      new Function(node.textContent ?? '')();
      continue;
    }
    const copy = document.createElement(node.tagName.toLowerCase());
    for (const { name, value } of Array.from(node.attributes)) copy.setAttribute(name, value);
    document.head.append(copy);
  }
}
