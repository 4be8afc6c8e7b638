/**
 * `node tools/http-routes.ts`: writes src/lib/http/routes.generated.ts, the schema-free route table the
 * browser calls the API with, and src/lib/http/query-rules.generated.ts, the rules list screens clean their
 * queries with, from the contract. Run it after changing src/contract (like `npm run openapi`); the typecheck
 * and tests/lib/http/routes.test.ts fail while either file is stale.
 */
import { writeFileSync } from 'node:fs';
import { queryRulesModuleText } from './http-routes/query-rules.ts';
import { routesModuleText } from './http-routes/render.ts';

const ROUTES_TARGET = new URL('../src/lib/http/routes.generated.ts', import.meta.url);
const RULES_TARGET = new URL('../src/lib/http/query-rules.generated.ts', import.meta.url);

writeFileSync(ROUTES_TARGET, routesModuleText());
console.info('Wrote src/lib/http/routes.generated.ts');
writeFileSync(RULES_TARGET, queryRulesModuleText());
console.info('Wrote src/lib/http/query-rules.generated.ts');
