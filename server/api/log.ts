/**
 * Structured logs: one JSON object per line. Callers pass facts (ids, routes, statuses, durations), never
 * request bodies, tokens, codes or card numbers; an error goes in as `errorFacts(error)` (server/errors/error-facts.ts), never its message.
 */
import type { LogLevel } from '../config.ts';

export interface LogEntry {
  readonly level: 'info' | 'warn' | 'error';
  readonly msg: string;
  readonly [field: string]: unknown;
}

export type LogSink = (entry: LogEntry) => void;

const RANK: Readonly<Record<LogLevel, number>> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };

function writeLine(entry: LogEntry): void {
  const line = JSON.stringify({ time: new Date().toISOString(), ...entry });
  if (entry.level === 'error') console.error(line);
  else console.info(line);
}

/** JSON lines on stdout/stderr, dropping entries below `level` (`silent` drops all). */
export function logSinkFor(level: LogLevel): LogSink {
  return (entry) => {
    if (RANK[entry.level] >= RANK[level]) writeLine(entry);
  };
}
