/**
 * The site as `npm start` serves it (server/main.ts --demo: the built dist/ and the demo API on one origin), in a
 * fresh data directory of its own, for the audit to load pages from. An existing dist/ is served as it is
 * (SKIP_BUILD=1) unless `build` asks the server to rebuild it when its sources changed.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, superviseServer } from '../demo-server.ts';

/** Longer than any audit: a token refreshed mid-run would rotate the session under the contexts that share it. */
const ACCESS_TOKEN_TTL_S = String(24 * 60 * 60);

export interface AuditServer {
  readonly base: string;
  stop(): Promise<void>;
}

export async function startAuditServer(port: number, build: boolean): Promise<AuditServer> {
  const dataDir = join(ROOT, '.data', `audit-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const skipBuild = !build && existsSync(join(ROOT, 'dist'));
  const { base, stop } = await superviseServer(port, dataDir, {
    ACCESS_TOKEN_TTL_S,
    ...(skipBuild ? { SKIP_BUILD: '1' } : {}),
  });
  return { base, stop };
}
