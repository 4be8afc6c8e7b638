/**
 * `npm run nginx:doc`: regenerate docs/nginx.conf.example. The doc takes its CSP from a snippet,
 * so it depends on the route table and header values only, not on a build; the build writes the
 * complete example with the literal CSP to dist/nginx.conf.example.
 */
import { writeNginxDoc } from './nginx.ts';

writeNginxDoc();
console.info('Wrote docs/nginx.conf.example');
