declare module 'virtual:inline-scripts' {
  /** The head boot script: colour mode, language and guard before first paint. */
  export const boot: string;
  /** Starts the page's critical reads (docs/decisions/011), on pages that declare some. */
  export const earlyReads: string;
  /** Fills the requested path into the error page. */
  export const fillPath: string;
  /** Paints Home's balances from the early answers before hydration (docs/decisions/012). */
  export const homeEarlyPaint: string;
}
