/**
 * `npm run operator -- <list|approve|reject> <kind> [id] [--reason "..."] [--fields a.b,c] [--status S]
 * [--page N] [--limit N]`, `npm run operator -- features <customer-id> [--va on|off] [--vc on|off]`,
 * `npm run operator -- seed-transactions <email> <count>` (demo servers only), and the card processor
 * simulation's `card-charge`, `card-settle`, `card-refund` and `card-deposit` (cli/cards.ts).
 */
import { SubmissionFieldPath } from '../../../src/contract/calls/kyc.ts';
import { OperatorKind } from '../../../src/contract/calls/operator.ts';
import { EMAIL_PATTERN } from '../../../src/contract/rules.ts';
import { MAX_HISTORY_ROWS } from '../../va-transactions/history.ts';
import type { OperatorKindName } from '../registry.ts';
import type { ReviewStatusName } from '../review.ts';
import {
  type ArgTools,
  CARD_ACTIONS,
  CARD_USAGE,
  type CardAction,
  type CardCommand,
  parseCardCommand,
} from './cards.ts';

export type OperatorCommand =
  | {
      readonly action: 'list';
      readonly kind: OperatorKindName;
      readonly status: ReviewStatusName;
      readonly page: number;
      readonly limit: number;
    }
  | { readonly action: 'approve'; readonly kind: OperatorKindName; readonly id: number }
  | {
      readonly action: 'reject';
      readonly kind: OperatorKindName;
      readonly id: number;
      readonly reason: string;
      /** What the customer is to fix (kyc and kyb only); empty when not named. */
      readonly fields: readonly string[];
    }
  | {
      readonly action: 'features';
      readonly customerId: number;
      /** What to switch (va_enable, vc_enable); one at least, the other left as it is when absent. */
      readonly switches: { readonly va_enable?: boolean; readonly vc_enable?: boolean };
    }
  | { readonly action: 'seed-transactions'; readonly email: string; readonly count: number }
  | CardCommand;

export const USAGE = `Usage: npm run operator -- <command> <kind> [id] [options]

Commands:
  list <kind> [--status PENDING|APPROVED|REJECTED] [--page N] [--limit N]
  approve <kind> <id>
  reject <kind> <id> --reason "what the customer is told" [--fields path,path]
                                      kyc and kyb only: the fields and documents to fix, as paths of the
                                      submission (personal.full_name,identity.front_document_id)
  features <customer-id> [--va on|off] [--vc on|off]
                                      switch a customer's virtual accounts (va_enable) or cards (vc_enable)
  seed-transactions <email> <count>   demo only: 1–${MAX_HISTORY_ROWS.toLocaleString('en-US')} history transactions
                                      (they move no balance) to measure the transactions list
${CARD_USAGE}

Kinds: ${OperatorKind.options.join(', ')}
The server must be running (npm start); see README "Operator".`;

export class UsageError extends Error {
  override name = 'UsageError';
}

const STATUSES: readonly ReviewStatusName[] = ['PENDING', 'APPROVED', 'REJECTED'];

/** `--name value` and `--name=value` options; everything else is positional. */
function split(argv: readonly string[]): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name = '', inline] = arg.slice(2).split(/=(.*)/s);
    if (inline === undefined) index += 1;
    const value = inline ?? argv[index];
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    options.set(name, value);
  }
  return { positional, options };
}

function positiveInt(value: string | undefined, what: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value))
    throw new UsageError(`${what} must be a positive whole number`);
  return Number(value);
}

function kindOf(value: string | undefined): OperatorKindName {
  const parsed = OperatorKind.safeParse(value);
  if (!parsed.success) throw new UsageError(`kind must be one of ${OperatorKind.options.join(', ')}`);
  return parsed.data;
}

function checkOptions(options: Map<string, string>, allowed: readonly string[]): void {
  const unknown = [...options.keys()].find((name) => !allowed.includes(name));
  if (unknown !== undefined) throw new UsageError(`unknown option --${unknown}`);
}

const FORM_KINDS: readonly OperatorKindName[] = ['kyc', 'kyb'];

/** `--fields personal.full_name,identity.front_document_id`: paths of a submission, for kyc and kyb only. */
function fieldsOf(kind: OperatorKindName, value: string | undefined): string[] {
  if (value === undefined) return [];
  if (!FORM_KINDS.includes(kind)) throw new UsageError('--fields names what to fix in a kyc or kyb submission only');
  const fields = value
    .split(',')
    .map((path) => path.trim())
    .filter((path) => path !== '');
  const wrong = fields.find((path) => !SubmissionFieldPath.safeParse(path).success);
  if (wrong !== undefined) throw new UsageError(`--fields: "${wrong}" is not a path like personal.full_name`);
  if (fields.length === 0) throw new UsageError('--fields needs at least one path');
  return fields;
}

function onOff(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  const switched = value.toLowerCase();
  if (switched !== 'on' && switched !== 'off') throw new UsageError(`--${name} must be on or off`);
  return switched === 'on';
}

function featuresCommand(idArg: string | undefined, rest: string | undefined, options: Map<string, string>) {
  checkOptions(options, ['va', 'vc']);
  // The positional arguments are <customer-id> alone here, not <kind> <id>.
  if (rest !== undefined) throw new UsageError(`unexpected argument ${rest}`);
  const va = onOff(options.get('va'), 'va');
  const vc = onOff(options.get('vc'), 'vc');
  if (va === undefined && vc === undefined) throw new UsageError('features needs --va on|off or --vc on|off');
  return {
    action: 'features' as const,
    customerId: positiveInt(idArg, 'customer id'),
    switches: { ...(va === undefined ? {} : { va_enable: va }), ...(vc === undefined ? {} : { vc_enable: vc }) },
  };
}

const TOOLS: ArgTools = {
  fail: (message) => {
    throw new UsageError(message);
  },
  positiveInt: (value, what) => positiveInt(value, what),
  checkOptions,
};

const isCardAction = (action: string | undefined): action is CardAction =>
  (CARD_ACTIONS as readonly (string | undefined)[]).includes(action);

export function parseArgs(argv: readonly string[]): OperatorCommand {
  const { positional, options } = split(argv);
  if (isCardAction(positional[0])) return parseCardCommand(positional[0], positional.slice(1), options, TOOLS);
  const [action, kindArg, idArg, ...extra] = positional;
  if (extra.length > 0) throw new UsageError(`unexpected argument ${extra[0]}`);
  if (action === 'list') {
    checkOptions(options, ['status', 'page', 'limit']);
    if (idArg !== undefined) throw new UsageError('list takes no id');
    const status = (options.get('status') ?? 'PENDING').toUpperCase() as ReviewStatusName;
    if (!STATUSES.includes(status)) throw new UsageError(`--status must be one of ${STATUSES.join(', ')}`);
    const page = positiveInt(options.get('page'), '--page', 1);
    const limit = positiveInt(options.get('limit'), '--limit', 20);
    if (limit > 100) throw new UsageError('--limit must be at most 100');
    return { action, kind: kindOf(kindArg), status, page, limit };
  }
  if (action === 'approve') {
    checkOptions(options, []);
    return { action, kind: kindOf(kindArg), id: positiveInt(idArg, 'id') };
  }
  if (action === 'reject') {
    checkOptions(options, ['reason', 'fields']);
    const reason = options.get('reason')?.trim() ?? '';
    if (reason.length < 3) throw new UsageError('reject needs --reason "..." (3 to 500 characters)');
    const kind = kindOf(kindArg);
    return { action, kind, id: positiveInt(idArg, 'id'), reason, fields: fieldsOf(kind, options.get('fields')) };
  }
  if (action === 'features') return featuresCommand(kindArg, idArg, options);
  if (action === 'seed-transactions') {
    checkOptions(options, []);
    // The positional arguments are <email> <count> here, not <kind> <id>.
    if (kindArg === undefined || !EMAIL_PATTERN.test(kindArg)) throw new UsageError('seed-transactions needs an email');
    const count = positiveInt(idArg, 'count');
    if (count > MAX_HISTORY_ROWS) throw new UsageError(`count must be at most ${MAX_HISTORY_ROWS}`);
    return { action, email: kindArg, count };
  }
  throw new UsageError(action === undefined ? 'a command is needed' : `unknown command ${action}`);
}
