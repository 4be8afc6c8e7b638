/** Build-time variables the HTTP module reads (Vite replaces them; Astro's generated types add the rest). */
interface ImportMetaEnv {
  /** Absolute or origin-relative URL the API lives under; empty = the site's own origin. */
  readonly PUBLIC_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
