declare module 'virtual:inline-scripts' {
  /** The head boot script: colour mode, language and guard before first paint. */
  export const boot: string;
  /** Fills the requested path into the error page. */
  export const fillPath: string;
}
