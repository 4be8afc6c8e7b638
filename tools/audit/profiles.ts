/**
 * The network and CPU a page is loaded under: Chrome DevTools' presets (PRODUCT.md section 5). CDP throttles per
 * request, not per packet, so DevTools stretches the packet round trip into a request latency (×3.75 for 4G, ×5 for
 * 3G: DNS, TCP, TLS and slow start) and derates the throughput (×0.9, ×0.8); the same numbers as shared/perf and
 * tools/balance-painted.ts, so the audit's figures compare with docs/PERFORMANCE.md's.
 */
export type ProfileName = 'slow4g' | 'slow3g';

export interface Profile {
  readonly label: string;
  /** The preset's packet round trip. */
  readonly rttMs: number;
  /** What CDP adds to every request. */
  readonly latencyMs: number;
  readonly downBytesPerS: number;
  readonly upBytesPerS: number;
  readonly cpuSlowdown: number;
}

export const PROFILES: Readonly<Record<ProfileName, Profile>> = {
  slow4g: {
    label: 'Slow 4G',
    rttMs: 150,
    latencyMs: 150 * 3.75,
    downBytesPerS: (1.6e6 / 8) * 0.9,
    upBytesPerS: (750e3 / 8) * 0.9,
    cpuSlowdown: 4,
  },
  slow3g: {
    label: 'Slow 3G',
    rttMs: 400,
    latencyMs: 400 * 5,
    downBytesPerS: (500e3 / 8) * 0.8,
    upBytesPerS: (500e3 / 8) * 0.8,
    cpuSlowdown: 4,
  },
};

export function isProfileName(value: string): value is ProfileName {
  return value in PROFILES;
}

/** A mid-range phone's screen (Lighthouse's Moto G Power), as shared/perf loads pages. */
export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;
