import { describe, expect, it } from 'vitest';
import { checkFile, formatViolation, importSpecifiers, layerOf, ruleBroken } from '../../tools/check-layers.ts';

/** The rule broken by one import written in a file, or null when it is allowed. */
function verdict(file: string, specifier: string): string | null {
  const [violation] = checkFile(file, `import { x } from '${specifier}';\n`);
  return violation?.rule ?? null;
}

describe('layers of src/', () => {
  it('places each folder in its layer, generated translations in lib', () => {
    expect(layerOf('src/contract/calls/auth.ts')).toBe('contract');
    expect(layerOf('src/paraglide/messages.js')).toBe('lib');
    expect(layerOf('src/stores/profile.ts')).toBe('stores');
    expect(layerOf('src/ui/forms/email-field.tsx')).toBe('ui');
    expect(layerOf('src/app/guard.ts')).toBe('app');
    expect(layerOf('src/features/auth/code-form.tsx')).toBe('features');
    expect(layerOf('src/pages/[...path].astro')).toBe('screens');
    expect(layerOf('server/app.ts')).toBeNull();
  });

  it('allows imports of the same layer and of lower ones', () => {
    expect(verdict('src/stores/profile.ts', '../lib/roles.ts')).toBeNull();
    expect(verdict('src/stores/profile.ts', './api.ts')).toBeNull();
    expect(verdict('src/ui/button.tsx', '../lib/appearance.ts')).toBeNull();
    expect(verdict('src/app/islands/root-hosts.tsx', '../../ui/toast.tsx')).toBeNull();
    expect(verdict('src/features/auth/sign-in/sign-in.ts', '../../../stores/api.ts')).toBeNull();
    expect(verdict('src/features/auth/sign-in/sign-in.ts', '../code-form.tsx')).toBeNull();
    expect(verdict('src/components/screens.ts', '../features/auth/screens/SignIn.astro')).toBeNull();
    expect(verdict('src/lib/money.ts', 'big.js')).toBeNull();
  });

  it('refuses an import from a higher layer, naming both layers and the order', () => {
    const rule = verdict('src/lib/http/api.ts', '../../app/session.ts');
    expect(rule).toContain('lib may import only contract, lib, not app');
    expect(rule).toContain('contract ← lib ← stores ← ui ← app ← features ← screens');
    expect(verdict('src/stores/profile.ts', '../features/profile/api.ts')).toContain('stores may import only');
    expect(verdict('src/lib/forms/email-field.tsx', '../../ui/field.tsx')).toContain('not ui');
    expect(verdict('src/contract/common.ts', '../lib/money.ts')).toContain(
      'contract may import only contract, not lib',
    );
  });

  it('refuses a feature importing another feature', () => {
    expect(verdict('src/features/home/home.tsx', '../wallets/store.ts')).toContain(
      'a feature never imports another feature (home → wallets)',
    );
  });

  it('refuses src/ reaching outside src/', () => {
    expect(verdict('src/lib/http/signature.ts', '../../../server/config.ts')).toContain(
      'src/ never imports from outside',
    );
  });
});

describe('what server/ may take from src/', () => {
  it('allows the contract and the listed pure modules', () => {
    expect(ruleBroken('server/api/handlers/auth.ts', 'src/contract/calls/auth.ts')).toBeNull();
    expect(ruleBroken('server/static/rules.ts', 'src/lib/locale.ts')).toBeNull();
    expect(ruleBroken('server/ledger/decimal.ts', 'src/lib/money.ts')).toBeNull();
  });

  it('refuses anything else of src/, naming the list', () => {
    expect(ruleBroken('server/static/rules.ts', 'src/app/routes.ts')).toContain(
      'server/ imports from src/ only the contract and',
    );
    expect(ruleBroken('server/app.ts', 'src/lib/i18n.ts')).toContain('src/lib/locale.ts');
  });

  it('keeps the listed modules pure: they import only what the server may', () => {
    expect(ruleBroken('src/lib/money.ts', 'src/lib/locale.ts')).toBeNull();
    expect(ruleBroken('src/lib/money.ts', 'src/lib/i18n.ts')).toContain('src/lib/money.ts is shared with the server');
  });

  it('leaves tests, e2e and tools free', () => {
    expect(ruleBroken('tests/app/guard.test.ts', 'src/app/guard.ts')).toBeNull();
    expect(ruleBroken('tools/budget.ts', 'src/app/routes.ts')).toBeNull();
  });
});

describe('reading imports', () => {
  it('finds static, type-only, dynamic and re-exported specifiers', () => {
    const source = [
      "import a from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "const d = () => import('./d.ts');",
      "// import e from './commented.ts';",
    ].join('\n');
    expect(importSpecifiers('src/x.ts', source)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.ts']);
  });

  it('reads the frontmatter and scripts of an .astro file, not its markup', () => {
    const source = [
      '---',
      "import Shell from '../ui/RouteShell.astro';",
      '---',
      '<p>import fake from "./not-code.ts"</p>',
      "<script>import { run } from '../app/client-guard.ts'; run();</script>",
    ].join('\n');
    expect(importSpecifiers('src/pages/x.astro', source)).toEqual(['../ui/RouteShell.astro', '../app/client-guard.ts']);
  });

  it('resolves a specifier with a query and reports the file, the import and the rule', () => {
    const violations = checkFile('src/lib/x.ts', "import text from '../ui/y.css?raw';");
    expect(violations).toMatchObject([{ file: 'src/lib/x.ts', specifier: '../ui/y.css?raw' }]);
    expect(violations.map(formatViolation)[0]).toMatch(
      /^src\/lib\/x\.ts: import '\.\.\/ui\/y\.css\?raw' — lib may import only/,
    );
  });
});
