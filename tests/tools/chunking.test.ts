import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { applyClientChunkOptions, chunkOf, codeSplitting, Reach } from '../../tools/chunking.ts';
import { lazyPreload } from '../../tools/lazy-preload.ts';

interface FakeModule {
  readonly entry?: boolean;
  readonly imports?: readonly string[];
  readonly code?: string;
}

/** A bundler module graph: each module's static imports, whether it is an entry, and its code. */
function graph(modules: Record<string, FakeModule>): Rolldown.ChunkingContext {
  const importers = (id: string) => Object.keys(modules).filter((other) => modules[other]?.imports?.includes(id));
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      if (!module) return null;
      return { id, isEntry: module.entry ?? false, importers: importers(id), code: module.code ?? '' } as never;
    },
  };
}

const P = '/app/src';
const MODULES: Record<string, FakeModule> = {
  '/app/node_modules/@astrojs/react/dist/client.js': {
    entry: true,
    imports: ['/app/node_modules/react-dom/client.js'],
  },
  '/app/node_modules/react-dom/client.js': {},
  [`${P}/app/islands/preferences.tsx`]: {
    entry: true,
    imports: [`${P}/lib/i18n.ts`, `${P}/lib/cookies.ts`],
    code: 'm.pref_theme()',
  },
  [`${P}/features/auth/sign-in/sign-in-island.tsx`]: {
    entry: true,
    imports: [`${P}/lib/i18n.ts`, `${P}/lib/cookies.ts`, `${P}/ui/button.tsx`],
    code: 'm.signin_title(); m.pref_theme()',
  },
  [`${P}/features/auth/forgot/forgot-island.tsx`]: {
    entry: true,
    imports: [`${P}/ui/button.tsx`, `${P}/ui/field.tsx`, `${P}/stores/kit/wizard.ts`],
  },
  [`${P}/features/auth/sign-up/sign-up-island.tsx`]: { entry: true, imports: [`${P}/ui/field.tsx`] },
  [`${P}/features/transactions/transactions-island.tsx`]: { entry: true, imports: [`${P}/ui/field.tsx`] },
  [`${P}/ui/field.tsx`]: {},
  [`${P}/ui/showcase/ui-kit.tsx`]: { entry: true, imports: [`${P}/ui/select.tsx`, `${P}/stores/kit/wizard.ts`] },
  [`${P}/stores/kit/wizard.ts`]: {},
  [`${P}/ui/select.tsx`]: {},
  [`${P}/ui/button.tsx`]: {},
  [`${P}/lib/cookies.ts`]: {},
  [`${P}/lib/i18n.ts`]: { imports: [`${P}/paraglide/messages.js`, `${P}/paraglide/runtime.js`] },
  [`${P}/paraglide/runtime.js`]: {},
  [`${P}/paraglide/messages.js`]: { imports: [`${P}/paraglide/messages/_index.js`] },
  [`${P}/paraglide/messages/_index.js`]: {
    imports: [
      `${P}/paraglide/messages/pref_theme.js`,
      `${P}/paraglide/messages/signin_title.js`,
      `${P}/paraglide/messages/unused.js`,
    ],
  },
  [`${P}/paraglide/messages/pref_theme.js`]: {},
  [`${P}/paraglide/messages/signin_title.js`]: {},
  [`${P}/paraglide/messages/unused.js`]: {},
};

describe('chunk groups', () => {
  const ctx = graph(MODULES);
  const reach = new Reach(() => ctx);
  const chunk = (id: string) => chunkOf(id, ctx, reach);

  it('puts what the chrome runs in framework, even when the sign-in family uses it too', () => {
    expect(chunk('/app/node_modules/react-dom/client.js')).toBe('framework');
    expect(chunk(`${P}/lib/cookies.ts`)).toBe('framework');
    expect(chunk(`${P}/lib/i18n.ts`)).toBe('framework');
    expect(chunk(`${P}/paraglide/runtime.js`)).toBe('framework');
  });

  it('puts what only the sign-in family runs in auth, and leaves other pages to the bundler', () => {
    expect(chunk(`${P}/ui/button.tsx`)).toBe('auth');
    expect(chunk(`${P}/ui/select.tsx`)).toBeNull();
  });

  it('puts what the sign-in family shares with the signed-in screens in kit, so their pages load no auth code', () => {
    expect(chunk(`${P}/ui/field.tsx`)).toBe('kit');
  });

  it('leaves to the bundler what one sign-in island shares only with pages outside both families', () => {
    expect(chunk(`${P}/stores/kit/wizard.ts`)).toBeNull();
  });

  it('keeps entry modules in their own chunk', () => {
    expect(chunk(`${P}/app/islands/preferences.tsx`)).toBeNull();
    expect(chunk(`${P}/features/auth/sign-in/sign-in-island.tsx`)).toBeNull();
  });

  it('gives a message to the modules naming it, not to everything importing the barrel', () => {
    expect(chunk(`${P}/paraglide/messages/pref_theme.js`)).toBe('framework');
    expect(chunk(`${P}/paraglide/messages/signin_title.js`)).toBe('auth');
    expect(chunk(`${P}/paraglide/messages/unused.js`)).toBeNull();
  });

  it('forms framework first, then kit, and auth only from what two islands share; the confirm step last', () => {
    const groups = codeSplitting().groups ?? [];
    expect(groups.map((group) => [group.priority, group.minShareCount])).toEqual([
      [3, 1],
      [2, 2],
      [1, 2],
      [0, 1],
    ]);
    const [framework, kit, auth, confirm] = groups.map((group) => group.name as Rolldown.CodeSplittingNameFunction);
    // The confirm step and the second factor are one chunk; what they import stays where it is.
    expect(confirm?.(`${P}/stores/kit/second-factor.ts`, ctx)).toBe('confirm');
    expect(confirm?.(`${P}/stores/kit/confirm.ts`, ctx)).toBe('confirm');
    expect(confirm?.(`${P}/lib/forms/digits.ts`, ctx)).toBeNull();
    expect(groups[3]?.includeDependenciesRecursively).toBe(false);
    expect(framework?.(`${P}/lib/cookies.ts`, ctx)).toBe('framework');
    expect(kit?.(`${P}/ui/field.tsx`, ctx)).toBe('kit');
    expect(kit?.(`${P}/ui/button.tsx`, ctx)).toBeNull();
    expect(auth?.(`${P}/lib/cookies.ts`, ctx)).toBeNull();
    expect(auth?.(`${P}/ui/button.tsx`, ctx)).toBe('auth');
  });
});

describe('clientChunkOptions (its configEnvironment hook)', () => {
  it('lets the client build extend island entries and preload lazy modules its own way, keeping its other options', () => {
    const codeSplittingOption = codeSplitting();
    const config = {
      build: {
        rolldownOptions: {
          preserveEntrySignatures: 'exports-only' as const,
          output: { codeSplitting: codeSplittingOption },
        },
      },
    };
    const modulePreload = lazyPreload().modulePreload;
    applyClientChunkOptions('client', config, modulePreload);
    expect(config.build.rolldownOptions).toEqual({
      preserveEntrySignatures: 'allow-extension',
      output: { codeSplitting: codeSplittingOption },
    });
    expect(config.build).toMatchObject({ modulePreload });
  });

  it('leaves the server build as Astro set it (it deletes prerender-only inputs)', () => {
    const config = { build: { rolldownOptions: { preserveEntrySignatures: 'exports-only' as const } } };
    applyClientChunkOptions('ssr', config, lazyPreload().modulePreload);
    expect(config.build).toEqual({ rolldownOptions: { preserveEntrySignatures: 'exports-only' } });
  });
});
