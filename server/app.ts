/**
 * The one Hono app `npm start` serves: API routes (when given) under `/api`, their JSON compressed, then the static
 * site, so the reference API and the pages share an origin as they do in production.
 */
import { Hono } from 'hono';
import { compressJson } from './compress.ts';
import { createStaticApp } from './static/serve.ts';

export interface AppOptions {
  readonly distDir: string;
  /** Mounted under `/api` before the static site, which would otherwise answer 404/405. */
  readonly api?: Hono;
}

/** Compose the API (optional) and the static site into one app. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  if (options.api) {
    app.use('/api/*', compressJson());
    app.route('/api', options.api);
  }
  app.route('/', createStaticApp({ distDir: options.distDir }));
  return app;
}
