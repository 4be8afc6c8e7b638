/**
 * How the client build groups modules into chunks (docs/decisions/008). Left alone, the bundler makes one chunk
 * per distinct set of importing entries: 30–40 small files on a page, each a request. Here the modules are grouped
 * by the pages that run them — `framework` for the chrome every interactive page runs, `auth` for what the sign-in
 * family's islands share — and what is left stays with its island. Modules only `import()` reaches are in no group:
 * they stay lazy.
 */
import type { EnvironmentOptions, Plugin, Rolldown } from 'vite';
import { lazyPreload } from './lazy-preload.ts';

type ChunkingContext = Rolldown.ChunkingContext;

/** A family of pages, named by the island entries it runs. */
export interface Family {
  readonly name: string;
  readonly entries: readonly RegExp[];
}

/**
 * The app's chrome: what Root.astro and every layout put on each interactive page (React's renderer, the client
 * guard's hoisted script, the root hosts' loader, the preferences switcher) and the signed-in chrome (session,
 * user summary, sign-out), a few hundred bytes a guest page carries so a signed-in page needs no chunk more.
 */
export const CHROME: Family = {
  name: 'framework',
  entries: [
    /[\\/]@astrojs[\\/]react[\\/]dist[\\/]client\.js$/,
    /[\\/]src[\\/]layouts[\\/]Root\.astro\?astro&type=script/,
    /[\\/]src[\\/]app[\\/]islands[\\/]/,
    /[\\/]src[\\/]features[\\/]session[\\/]/,
  ],
};

/** The sign-in family of pages (sign in, sign up, recovery, invitations, /callback). */
export const AUTH: Family = { name: 'auth', entries: [/[\\/]src[\\/]features[\\/]auth[\\/]/] };

/**
 * The signed-in screens' islands: every feature but the sign-in family and the chrome's session. What they share
 * with the sign-in family (a field, the failure wording) goes to `kit`, so their pages do not load the whole `auth`
 * chunk for it: on /transactions that was 10 KB of sign-in code, and the page's budget is 100 KB.
 */
export const SCREENS: Family = {
  name: 'kit',
  entries: [/[\\/]src[\\/]features[\\/](?!auth[\\/]|session[\\/])/],
};

/**
 * The confirm step of the money and bank screens and the second factor it asks for (src/stores/kit): the security
 * screen uses the second factor alone, so left to the bundler it is a chunk of its own beside the confirm step's on
 * every money page. One chunk weighs ~0.4 KB less there; the security screen carries the confirm step's 2 KB.
 */
export const SECOND_FACTOR_CHUNK = 'confirm';
const SECOND_FACTOR_MODULES = /[\\/]src[\\/]stores[\\/]kit[\\/](?:confirm|outcome|second-factor)\.ts$/;

/**
 * Paraglide's message files and the app's re-export of them: every island imports all messages through these, but
 * uses a few, so a message belongs to the modules whose code names it, not to everything importing the barrel.
 */
const MESSAGE_BARRELS = [/[\\/]src[\\/]paraglide[\\/]messages/, /[\\/]src[\\/]lib[\\/]i18n\.ts$/];
/** One message's file (the folder's `_index.js` is its barrel); the key is the file name. */
const MESSAGE = /[\\/]src[\\/]paraglide[\\/]messages[\\/](?!_index\.js$)([^\\/]+)\.js$/;

/** Which entries reach which modules through static imports, answered from the bundler's module graph. */
export class Reach {
  readonly #memo = new Map<Family, Map<string, boolean>>();
  readonly #entryMemo = new Map<Family, Map<string, ReadonlySet<string>>>();
  readonly #ctx: () => ChunkingContext;

  constructor(ctx: () => ChunkingContext) {
    this.#ctx = ctx;
  }

  /** Whether an entry of the family imports the module, directly or through other modules. */
  reaches(family: Family, id: string): boolean {
    const seen = this.#memo.get(family) ?? new Map<string, boolean>();
    this.#memo.set(family, seen);
    const known = seen.get(id);
    if (known !== undefined) return known;
    seen.set(id, false); // an import cycle answers "not through here"
    const info = this.#ctx().getModuleInfo(id);
    const result =
      !!info &&
      ((info.isEntry && family.entries.some((pattern) => pattern.test(id))) ||
        this.#users(id).some((user) => this.reaches(family, user)));
    seen.set(id, result);
    return result;
  }

  /** How many entries of the family import the module, directly or through other modules. */
  entriesReaching(family: Family, id: string): number {
    return this.#entries(family, id).size;
  }

  #entries(family: Family, id: string): ReadonlySet<string> {
    const seen = this.#entryMemo.get(family) ?? new Map<string, ReadonlySet<string>>();
    this.#entryMemo.set(family, seen);
    const known = seen.get(id);
    if (known !== undefined) return known;
    seen.set(id, new Set()); // an import cycle answers "none through here"
    const info = this.#ctx().getModuleInfo(id);
    const entries = new Set<string>();
    if (info?.isEntry && family.entries.some((pattern) => pattern.test(id))) entries.add(id);
    for (const user of info ? this.#users(id) : []) for (const entry of this.#entries(family, user)) entries.add(entry);
    seen.set(id, entries);
    return entries;
  }

  /** The modules whose import of this one counts: its importers, or for a message the modules naming it. */
  #users(id: string): string[] {
    const key = MESSAGE.exec(id)?.[1];
    const importers = this.#ctx().getModuleInfo(id)?.importers ?? [];
    if (key === undefined) return importers;
    const named = new RegExp(`\\b${key}\\b`);
    return this.#barrelImporters(importers).filter((user) => named.test(this.#ctx().getModuleInfo(user)?.code ?? ''));
  }

  /** The modules importing any of these barrels, through other barrels. */
  #barrelImporters(start: readonly string[]): string[] {
    const barrels = new Set<string>();
    const users = new Set<string>();
    const queue = start.filter(isBarrel);
    for (let barrel = queue.pop(); barrel !== undefined; barrel = queue.pop()) {
      if (barrels.has(barrel)) continue;
      barrels.add(barrel);
      for (const importer of this.#ctx().getModuleInfo(barrel)?.importers ?? []) {
        if (isBarrel(importer)) queue.push(importer);
        else users.add(importer);
      }
    }
    return [...users];
  }
}

function isBarrel(id: string): boolean {
  return !MESSAGE.test(id) && MESSAGE_BARRELS.some((pattern) => pattern.test(id));
}

/**
 * The chunk a module goes to: `framework` when the chrome runs it, else `kit` when the sign-in family and the
 * signed-in screens both do, else `auth` when two or more islands of the sign-in family do; null (the bundler
 * decides) for entry modules, which keep their own chunk, and for the rest. A module one sign-in island shares
 * only with pages outside both families (the kit on /test) is not `auth`'s: every sign-in page would carry it.
 */
export function chunkOf(id: string, ctx: ChunkingContext, reach: Reach): string | null {
  const info = ctx.getModuleInfo(id);
  if (!info || info.isEntry) return null;
  if (reach.reaches(CHROME, id)) return CHROME.name;
  if (!reach.reaches(AUTH, id)) return null;
  if (reach.reaches(SCREENS, id)) return SCREENS.name;
  // A message any sign-in island names stays in `auth`: left to the bundler it would follow the barrel that every
  // page imports.
  const shared = MESSAGE.test(id) || reach.entriesReaching(AUTH, id) >= 2;
  return shared ? AUTH.name : null;
}

/**
 * The `output.codeSplitting` option of the client build. `framework` is formed first (priority), so a module the
 * sign-in family also uses stays where every page has it; then `kit`, so what the sign-in family shares with the
 * signed-in screens stays out of `auth` (a group also takes its modules' dependencies, unless an earlier group has
 * them); `auth` takes only what two or more of its islands share, so one form's own code stays with its island.
 */
export function codeSplitting(): Rolldown.CodeSplittingOptions {
  let current: ChunkingContext | undefined;
  const reach = new Reach(() => {
    if (!current) throw new Error('chunking: no module graph yet');
    return current;
  });
  const group = (family: Family, priority: number, minShareCount: number): Rolldown.CodeSplittingGroup => ({
    name: (id, ctx) => {
      current = ctx;
      return chunkOf(id, ctx, reach) === family.name ? family.name : null;
    },
    priority,
    minShareCount,
  });
  const secondFactor: Rolldown.CodeSplittingGroup = {
    name: (id) => (SECOND_FACTOR_MODULES.test(id) ? SECOND_FACTOR_CHUNK : null),
    priority: 0,
    minShareCount: 1,
    // Its dependencies stay where they are: the typed-code helpers (lib/forms) are also the sign-in forms', which
    // must not fetch the confirm step with them.
    includeDependenciesRecursively: false,
  };
  return { groups: [group(CHROME, 3, 1), group(SCREENS, 2, 2), group(AUTH, 1, 2), secondFactor] };
}

/**
 * What names a client file. Astro names each `<module>.<hash>.js`; a name is written into every chunk importing the
 * file, every preload list and every page's modulepreload links. A chunk the bundler made of shared modules is
 * named by its hash alone (0.1–0.5 KB gzipped of a page's first load); an island, a lazy module and a named group
 * (`framework`, `kit`…) keep their names, which the e2e suite holds requests by and a reader of the network
 * panel recognises. Hashes are 7 characters (Rolldown's 8 by default; it refuses a length too short for the number
 * of chunks, so the build says so if the app ever outgrows it).
 */
/** The chunks grouped by name here, which keep their names in the files' names. */
const NAMED_CHUNKS = new Set([CHROME.name, AUTH.name, SCREENS.name, SECOND_FACTOR_CHUNK]);

export const CLIENT_FILE_NAMES = {
  chunkFileNames: (chunk: {
    readonly name: string;
    readonly isDynamicEntry: boolean;
    readonly facadeModuleId: string | null;
  }) =>
    chunk.isDynamicEntry || chunk.facadeModuleId !== null || NAMED_CHUNKS.has(chunk.name)
      ? `_astro/${chunk.name}.[hash:7].js`
      : '_astro/[hash:7].js',
};

/**
 * Two settings of the client build that Astro fixes otherwise:
 *
 * - An island's chunk keeps the modules it shares only with its own lazy steps (Rolldown's
 *   `preserveEntrySignatures: 'allow-extension'`, where Astro asks for `exports-only`). With `exports-only`, a
 *   module an island shares only with its `import()`ed steps (withdraw.ts beside withdraw-steps.tsx) must leave
 *   the island's chunk for one of its own, a request more on the first load; allowed to extend, the island's
 *   chunk keeps it and exports it to the lazy step. Island entries are only imported for their components.
 * - The `import()` of a part that draws figures (`FIGURE_PARTS`) preloads the lazy module's files in one round,
 *   less those its caller already loaded (`modulePreload` from ./lazy-preload.ts; no polyfill: every browser we
 *   serve has modulepreload). Other lazy modules' own imports are fetched once they arrive, one round trip later,
 *   and so is every lazy module of the chrome (`isChrome`): it loads in the background on every page.
 */
export function clientChunkOptions(): Plugin[] {
  const preload = lazyPreload((host, lazy) => !isChrome(host) && paintsFigures(lazy));
  return [
    {
      name: 'client-chunk-options',
      configEnvironment: (name, config) => applyClientChunkOptions(name, config, preload.modulePreload),
    },
    preload.plugin,
  ];
}

/**
 * The lazy parts that draw a money page's figures and its list's controls as soon as their island starts: the
 * rows' cells, a detail's view, the filters and pager above and below them. Their `import()`s preload all their
 * files at once: the money figures on /transactions came five serial rounds after the list without (cells →
 * format → money → big.js), 7.7 s on slow 4G. Other lazy modules (a wizard's later steps, dialogs, the export
 * engine) keep their round trips: listed, the withdrawal's 24 step files filled the six connections before the
 * page's load and delayed it by 1.7 s.
 */
export const FIGURE_PARTS: readonly RegExp[] = [
  /[\\/]src[\\/]features[\\/][\w-]+[\\/](?:[\w-]+-)?(?:cells|filters|rows)\.tsx$/,
  /[\\/]src[\\/]features[\\/](?:transactions[\\/]transaction-view|cards[\\/](?:tx-detail|overview-view|list-parts)|home[\\/]breakdown-body)\.tsx$/,
  /[\\/]src[\\/]ui[\\/]pager\.tsx$/,
];

/** Whether a lazy chunk is one of `FIGURE_PARTS`. */
export function paintsFigures(chunk: Pick<Rolldown.OutputChunk, 'facadeModuleId'>): boolean {
  const module = chunk.facadeModuleId;
  return module !== null && FIGURE_PARTS.some((pattern) => pattern.test(module));
}

/** A chunk of the chrome: its group, or one of its island entries. */
export function isChrome(chunk: Pick<Rolldown.OutputChunk, 'name' | 'facadeModuleId'>): boolean {
  const entry = chunk.facadeModuleId;
  return chunk.name === CHROME.name || (entry !== null && CHROME.entries.some((pattern) => pattern.test(entry)));
}

/** The plugin's `configEnvironment` hook: the client environment only. */
export function applyClientChunkOptions(
  name: string,
  config: EnvironmentOptions,
  modulePreload: ReturnType<typeof lazyPreload>['modulePreload'],
): void {
  if (name !== 'client') return;
  config.build ??= {};
  config.build.rolldownOptions = { ...config.build.rolldownOptions, preserveEntrySignatures: 'allow-extension' };
  config.build.modulePreload = modulePreload;
}
