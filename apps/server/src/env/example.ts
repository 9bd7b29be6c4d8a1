import { GROUPS, VARIABLES, type Variable } from './variables.js';

const WIDTH = 96;

function wrapped(words: string, prefix: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words.split(/\s+/)) {
    if (line !== '' && prefix.length + line.length + 1 + word.length > WIDTH) {
      lines.push(prefix + line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(prefix + line);
  return lines;
}

/** The default as an operator would write it; '' when unset means off. */
function defaultText(unset: unknown): string {
  return unset === undefined ? '' : String(unset);
}

function entry(name: string, { kind, description, example }: Variable<unknown>): string[] {
  const fallback = defaultText(kind.unset);
  const about = fallback === '' ? `${kind.shape}; unset by default` : `${kind.shape}; default ${fallback}`;
  return [...wrapped(description, '# '), `# (${about})`, `#${name}=${example ?? fallback}`];
}

/** .env.example, from the one table of variables. */
export function renderEnvExample(): string {
  const lines = [
    "# The environment Beckon's server (and its `beckon` CLI) reads when it starts.",
    '# Generated from apps/server/src/env/variables.ts by `npm run env:example`: edit that table, not this file.',
    '# Every line is commented out: an unset variable takes its default. Set them in your shell, your',
    '# service manager or compose.yaml (env_file: .env), or start with `node --env-file=.env`.',
  ];
  for (const group of GROUPS) {
    lines.push('', `# ---- ${group} ----`);
    for (const [name, variable] of Object.entries(VARIABLES) as [string, Variable<unknown>][]) {
      if (variable.group === group) lines.push('', ...entry(name, variable));
    }
  }
  return `${lines.join('\n')}\n`;
}
