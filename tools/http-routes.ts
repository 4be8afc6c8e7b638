/**
 * `node tools/http-routes.ts`: writes src/lib/http/routes.generated.ts, the schema-free route table the
 * browser calls the API with, from the contract. Run it after changing src/contract (like `npm run openapi`);
 * the typecheck and tests/lib/http/routes.test.ts fail while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { routesModuleText } from './http-routes/render.ts';

const TARGET = new URL('../src/lib/http/routes.generated.ts', import.meta.url);

writeFileSync(TARGET, routesModuleText());
console.info('Wrote src/lib/http/routes.generated.ts');
