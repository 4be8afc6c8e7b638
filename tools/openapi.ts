/**
 * `npm run openapi`: writes docs/openapi.json (OpenAPI 3.1) from the contract table, so the backend team
 * reads the same schemas the app and the reference server use. `--check` fails when the file is stale
 * (the test suite runs it, so the document can never drift from the code).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiText } from './openapi/document.ts';

const TARGET = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));

function current(): string | null {
  try {
    return readFileSync(TARGET, 'utf8');
  } catch {
    return null;
  }
}

if (process.argv.includes('--check')) {
  if (current() !== openApiText()) {
    console.error('docs/openapi.json is out of date with src/contract. Run `npm run openapi` and commit it.');
    process.exit(1);
  }
} else {
  writeFileSync(TARGET, openApiText());
  console.info('Wrote docs/openapi.json');
}
