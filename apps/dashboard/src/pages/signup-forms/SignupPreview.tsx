/** The page the preview frame shows: the pasted markup on a plain page, so the real script runs as on the owner's site. */
export function previewDocument(markup: string, lang: string): string {
  return (
    `<!doctype html><html lang="${lang === 'he' ? 'he' : 'en'}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<style>body{font-family:system-ui,sans-serif;margin:16px;color:#1d2130}' +
    '.beckon-signup-field{display:flex;flex-direction:column;gap:4px;margin:0 0 12px}' +
    '.beckon-signup-check{flex-direction:row}input{font:inherit;padding:6px 8px}' +
    'fieldset{margin:0 0 12px}button{font:inherit;padding:8px 16px}</style></head><body>' +
    markup +
    '</body></html>'
  );
}

/**
 * The form as visitors will see it. The frame may run scripts and submit forms, nothing else: it
 * gets an opaque origin, so the real signup.js runs against the server without reaching the
 * dashboard's session. Nothing is posted unless the owner submits it.
 */
export function SignupPreview({ markup, lang }: { markup: string; lang: string }) {
  return (
    <iframe
      className="signup-preview"
      title="Preview of the sign-up form"
      sandbox="allow-scripts allow-forms"
      srcDoc={previewDocument(markup, lang)}
      data-testid="signup-preview"
    />
  );
}
