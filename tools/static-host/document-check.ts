/**
 * What every served document must carry (PRODUCT.md section 5): a CSP with hash-only scripts that lists the hash
 * of each inline script the page has, frame-ancestors 'none' and object-src 'none'; the fixed document headers
 * (HSTS, Referrer-Policy, Permissions-Policy, COOP, X-Frame-Options); nosniff. Shared by the server test over a
 * route-table dist and the e2e check of the real build, so both hold a page to the same rules.
 */
import { FIXED_DOCUMENT_HEADERS, isInlineScript, scanElements, scriptHash } from './headers.ts';

/** The broken rules of one document answer (empty when it is right); `header` reads a response header. */
export function documentProblems(header: (name: string) => string | null | undefined, html: string): string[] {
  const problems: string[] = [];
  if (!header('content-type')?.startsWith('text/html')) problems.push(`content-type ${header('content-type')}`);
  const csp = header('content-security-policy') ?? '';
  if (!csp.includes("frame-ancestors 'none'")) problems.push('no frame-ancestors none');
  if (!csp.includes("object-src 'none'")) problems.push('no object-src none');
  const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
  if (scriptSrc === '' || /unsafe-inline|unsafe-eval|\*/.test(scriptSrc)) problems.push(`script-src "${scriptSrc}"`);
  const unlisted = scanElements(html).filter(
    (element) => isInlineScript(element) && !scriptSrc.includes(scriptHash(element.text)),
  );
  if (unlisted.length > 0) problems.push(`${unlisted.length} inline script(s) whose hash the CSP lacks`);
  for (const [name, value] of FIXED_DOCUMENT_HEADERS) {
    if (header(name) !== value) problems.push(`${name}: ${header(name)}`);
  }
  if (header('x-content-type-options') !== 'nosniff') problems.push('no nosniff');
  return problems;
}
