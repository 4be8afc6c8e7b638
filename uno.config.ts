import { defineConfig, presetIcons, presetWind3, transformerVariantGroup } from 'unocss';
import { ROLES } from './src/lib/roles.ts';
import { DARK, LIGHT, TOKEN_NAMES, tokenCss } from './src/ui/tokens.ts';

const colors = Object.fromEntries(TOKEN_NAMES.map((name) => [name, `var(--c-${name})`]));

export default defineConfig({
  presets: [
    presetWind3({ dark: 'class' }),
    // Icons compile into the CSS at build time: no runtime icon requests (PRODUCT.md section 2).
    presetIcons({ scale: 1.2, extraProperties: { display: 'inline-block', 'vertical-align': 'middle' } }),
  ],
  transformers: [transformerVariantGroup()],
  // Plain .ts modules name icons too (the navigation table): scan them like components.
  // Scanning the sources on disk as well catches classes of modules that only the client build sees
  // (client:only islands, lazily imported chunks).
  content: {
    pipeline: { include: [/\.(astro|[jt]sx?|mdx?|html)($|\?)/] },
    filesystem: ['src/**/*.{astro,ts,tsx}'],
  },
  theme: {
    colors,
    fontFamily: {
      // System fonts: zero font bytes, full Vietnamese diacritics support (docs/decisions/003-system-fonts.md).
      sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    },
  },
  preflights: [
    {
      getCSS: () =>
        `:root{${tokenCss(LIGHT)}}html.dark{${tokenCss(DARK)}}` +
        'html{background:var(--c-bg);color:var(--c-fg);-webkit-text-size-adjust:100%;}' +
        'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,sans-serif;min-height:100dvh;}' +
        ':focus-visible{outline:2px solid var(--c-ring);outline-offset:2px;}' +
        // The guard reveals one error variant before first paint (src/app/boot/boot.ts).
        '[data-fatal] [data-page-content],[data-fatal-page]{display:none!important}' +
        'html[data-fatal="404"] [data-fatal-page="404"],html[data-fatal="403"] [data-fatal-page="403"]{display:grid!important}' +
        'html[data-bot][data-fatal] [data-fatal-page]{display:none!important}' +
        // Role-aware navigation without JavaScript: the boot script sets data-role from the session.
        ROLES.map((role) => `html[data-role="${role}"] [data-roles]:not([data-roles~="${role}"])`).join(',') +
        '{display:none!important}' +
        '#app-nav::backdrop{background:rgb(0 0 0 / .45)}' +
        // An icon's box before its image arrives with the site stylesheet (tools/static-host/prune-css.ts): the
        // size and alignment every icon rule sets (presetIcons below), so nothing moves when the image comes.
        '[class^="i-"],[class*=" i-"]{display:inline-block;vertical-align:middle;width:1.2em;height:1.2em}' +
        // Reduced motion: what moves ends at once, and what repeats runs once; a duration cut alone left the skeletons'
        // endless pulse (and the spinners) redrawn at a random phase every frame, a flicker. A busy spinner keeps
        // turning, slowly: a still ring reads as a stalled page (docs/ACCESSIBILITY.md).
        '@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:.01ms!important;animation-iteration-count:1!important;transition-duration:.01ms!important;}' +
        '.animate-spin{animation-duration:1.5s!important;animation-iteration-count:infinite!important}}',
    },
  ],
  shortcuts: {
    'focus-ring': 'outline-none focus-visible:(outline-2 outline-solid outline-ring outline-offset-2)',
    card: 'rounded-2xl border border-border bg-surface',
    // A text element drawn as a skeleton while it has no text (a figure a script may write before hydration).
    'skeleton-while-empty': "empty:before:(block animate-pulse rounded-md bg-surface-2 content-[''])",
  },
});
