/**
 * What a log line may say about an error (issue 10: database errors wrote the query's parameters to the
 * log): codes and names, never a message or a value.
 */

/** What a log may say about an error: codes and names, never a value. */
export interface ErrorFacts {
  /** The error's class, and the class of what it wraps: `DrizzleQueryError`, `DatabaseError`. */
  readonly class: string;
  readonly cause_class?: string;
  /** A database error's SQLSTATE (`23505`) and the constraint, table and column it names. */
  readonly sqlstate?: string;
  readonly constraint?: string;
  readonly table?: string;
  readonly column?: string;
  /** Where it was thrown: the stack's frames, without the message line(s) above them. */
  readonly frames: readonly string[];
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** A class or identifier name; anything else is not a name and is dropped. */
const NAME = /^[\w$.-]{1,128}$/;
const MAX_FRAMES = 12;
const MAX_CAUSES = 5;

function nameOrNull(value: unknown): string | null {
  return typeof value === 'string' && NAME.test(value) ? value : null;
}

function classOf(error: unknown): string {
  if (error === null || typeof error !== 'object') return typeof error;
  return nameOrNull(error.constructor?.name) ?? 'Object';
}

/** The first error down the `cause` chain that carries a SQLSTATE: the driver's error under drizzle's. */
function databaseError(error: unknown): Record<string, unknown> | null {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSES && current !== null && typeof current === 'object'; depth++) {
    const record = current as Record<string, unknown>;
    if (typeof record.code === 'string' && SQLSTATE.test(record.code)) return record;
    current = record.cause;
  }
  return null;
}

type DatabaseFacts = Pick<ErrorFacts, 'sqlstate' | 'constraint' | 'table' | 'column'>;

function databaseFacts(error: unknown): DatabaseFacts {
  const database = databaseError(error);
  if (database === null) return {};
  const names = (['constraint', 'table', 'column'] as const).flatMap((key) => {
    const value = nameOrNull(database[key]);
    return value === null ? [] : [[key, value] as const];
  });
  return { sqlstate: String(database.code), ...Object.fromEntries(names) };
}

/**
 * Stack frames only. V8's stack starts with `Name: message`, and the message may quote values over several
 * lines (even one that looks like a frame), so the frames are what follows exactly that header; a stack that
 * does not start with it gives none.
 */
function framesOf(error: unknown): string[] {
  if (!(error instanceof Error) || typeof error.stack !== 'string') return [];
  const header = Error.prototype.toString.call(error);
  if (!error.stack.startsWith(header)) return [];
  return error.stack
    .slice(header.length)
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => line.trim());
}

/**
 * The safe facts of an error for a log line (issue 10): its class, the class of its cause, and for a
 * database error the SQLSTATE, constraint, table and column. Never the message or detail: drizzle's message
 * is "Failed query: … params: …" (emails, names, a key's hash, a sealed secret) and PostgreSQL's quotes
 * values ("Key (email)=(…) already exists").
 */
export function errorFacts(error: unknown): ErrorFacts {
  const cause = error instanceof Error ? error.cause : undefined;
  return {
    class: classOf(error),
    ...(cause !== undefined && { cause_class: classOf(cause) }),
    ...databaseFacts(error),
    frames: framesOf(error),
  };
}
