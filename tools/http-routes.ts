/**
 * `node tools/http-routes.ts`: writes src/lib/http/routes.generated.ts, the schema-free route table the
 * browser calls the API with, and src/lib/http/query-rules/*.generated.ts, the rules list screens clean their
 * queries with, from the contract. Run it after changing src/contract (like `npm run openapi`); the typecheck
 * and tests/lib/http/routes.test.ts fail while either file is stale.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { QUERY_RULES_DIR, queryRulesModules } from './http-routes/query-rules.ts';
import { routesModuleText } from './http-routes/render.ts';

const ROUTES_TARGET = new URL('../src/lib/http/routes.generated.ts', import.meta.url);
const RULES_TARGET = new URL(`../${QUERY_RULES_DIR}/`, import.meta.url);

writeFileSync(ROUTES_TARGET, routesModuleText());
console.info('Wrote src/lib/http/routes.generated.ts');
const modules = queryRulesModules();
mkdirSync(RULES_TARGET, { recursive: true });
// A module of an entry that no longer takes a query goes.
for (const file of readdirSync(RULES_TARGET)) {
  if (file.endsWith('.generated.ts') && !modules.has(file)) rmSync(new URL(file, RULES_TARGET));
}
for (const [file, text] of modules) writeFileSync(new URL(file, RULES_TARGET), text);
console.info(`Wrote ${modules.size} modules in ${QUERY_RULES_DIR}/`);
