import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderEnvExample } from './example.js';

/** `npm run env:example`: writes the repository's .env.example from the table of variables. */
const target = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../.env.example');
writeFileSync(target, renderEnvExample());
process.stdout.write(`Wrote ${target}\n`);
