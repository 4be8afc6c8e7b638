import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findUserById } from '../../../server/auth/users.ts';
import { approveCard } from '../../../server/cards/decide.ts';
import { issueCard } from '../../../server/cards/issue.ts';
import { cardBalance } from '../../../server/cards/ledger.ts';
import { depositCrypto } from '../../../server/cards/network.ts';
import { openStandardWallets, openWallet } from '../../../server/ledger/accounts.ts';
import { requestTopUp } from '../../../server/ledger/transfers.ts';
import { walletView } from '../../../server/ledger/wallets.ts';
import { parseArgs, UsageError } from '../../../server/operator/cli/args.ts';
import { type CliDeps, runOperator } from '../../../server/operator/cli/run.ts';
import { terminalSafe } from '../../../server/operator/cli/terminal.ts';
import { readAdminKeyFile, writeAdminKeyFile } from '../../../server/operator/key-file.ts';
import { addPayment } from '../../../server/payments/methods.ts';
import { createPerson } from '../api/harness.ts';
import { sessionOn, useHandlerApi } from '../handlers/account-session.ts';
import { identityForm, send } from '../handlers/kyc-helpers.ts';

describe('operator CLI arguments', () => {
  it('reads list, approve and reject with their options', () => {
    expect(parseArgs(['list', 'top-up'])).toEqual({
      action: 'list',
      kind: 'top-up',
      status: 'PENDING',
      page: 1,
      limit: 20,
    });
    expect(parseArgs(['list', 'kyc', '--status', 'approved', '--page=2', '--limit', '50'])).toMatchObject({
      status: 'APPROVED',
      page: 2,
      limit: 50,
    });
    expect(parseArgs(['approve', 'withdrawal', '12'])).toEqual({ action: 'approve', kind: 'withdrawal', id: 12 });
    expect(parseArgs(['reject', 'payment', '7', '--reason', 'Name does not match'])).toEqual({
      action: 'reject',
      kind: 'payment',
      id: 7,
      reason: 'Name does not match',
      fields: [],
    });
    expect(
      parseArgs([
        'reject',
        'kyc',
        '9',
        '--reason',
        'Blurred',
        '--fields',
        'personal.full_name, identity.front_document_id',
      ]),
    ).toMatchObject({ kind: 'kyc', fields: ['personal.full_name', 'identity.front_document_id'] });
    expect(parseArgs(['reject', 'kyb', '9', '--reason', 'Blurred', '--fields=document_ids'])).toMatchObject({
      fields: ['document_ids'],
    });
  });

  it('reads features with the switches given, and only those', () => {
    expect(parseArgs(['features', '42', '--va', 'off'])).toEqual({
      action: 'features',
      customerId: 42,
      switches: { va_enable: false },
    });
    expect(parseArgs(['features', '42', '--vc=ON', '--va', 'on'])).toMatchObject({
      switches: { va_enable: true, vc_enable: true },
    });
  });

  it('reads the card processor simulation commands, with their defaults', () => {
    expect(parseArgs(['card-charge', '12', '25.50'])).toEqual({
      action: 'card-charge',
      cardId: 12,
      amount: '25.50',
      merchant: { name: 'Demo Merchant', country: null },
    });
    expect(parseArgs(['card-charge', '12', '9', '--merchant', 'Google Ads', '--country=sg'])).toMatchObject({
      merchant: { name: 'Google Ads', country: 'SG' },
    });
    expect(parseArgs(['card-settle', '40'])).toEqual({ action: 'card-settle', transactionId: 40 });
    expect(parseArgs(['card-refund', '40'])).toEqual({ action: 'card-refund', transactionId: 40 });
    expect(parseArgs(['card-refund', '40', '--amount', '5'])).toEqual({
      action: 'card-refund',
      transactionId: 40,
      amount: '5',
    });
    expect(parseArgs(['card-deposit', '7', '100'])).toEqual({
      action: 'card-deposit',
      customerId: 7,
      amount: '100',
      network: 'TRX',
      currency: 'USDT',
    });
    expect(parseArgs(['card-deposit', '7', '100', '--network', 'sol', '--currency', 'USDC'])).toMatchObject({
      network: 'SOL',
      currency: 'USDC',
    });
  });

  it.each([
    [['card-charge', '12'], 'amount must be a positive amount'],
    [['card-charge', 'x', '5'], 'card id must be a positive whole number'],
    [['card-charge', '12', '-5'], 'amount must be a positive amount'],
    [['card-charge', '12', '5', '9'], 'unexpected argument 9'],
    [['card-charge', '12', '5', '--merchant', ''], '--merchant must be one line of 1 to 100 characters'],
    [['card-charge', '12', '5', '--merchant', 'a\nb'], '--merchant must be one line'],
    [['card-charge', '12', '5', '--country', 'VNM'], '--country must be two letters'],
    [['card-charge', '12', '5', '--reason', 'x'], 'unknown option --reason'],
    [['card-settle'], 'transaction id must be a positive whole number'],
    [['card-settle', '4', '--amount', '1'], 'unknown option --amount'],
    [['card-refund', '4', '--amount', '0'], '--amount must be a positive amount'],
    [['card-deposit', '7'], 'amount must be a positive amount'],
    [['card-deposit', '7', '100', '--network', 'BTC'], '--network must be one of SOL, TRX, ETH'],
    [['card-deposit', '7', '100', '--currency', 'DAI'], '--currency must be one of USDT, USDC'],
  ])('refuses the card command %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
    expect(() => parseArgs(argv)).toThrow(message);
  });

  it.each([
    [[], 'a command is needed'],
    [['delete', 'kyc', '1'], 'unknown command delete'],
    [['approve', 'loan', '1'], 'kind must be one of'],
    [['approve', 'kyc'], 'id must be a positive whole number'],
    [['approve', 'kyc', '0'], 'id must be a positive whole number'],
    [['approve', 'kyc', '1', '2'], 'unexpected argument 2'],
    [['reject', 'kyc', '1'], 'reject needs --reason'],
    [['reject', 'kyc', '1', '--reason'], '--reason needs a value'],
    [['list', 'kyc', '3'], 'list takes no id'],
    [['list', 'kyc', '--status', 'DONE'], '--status must be one of'],
    [['list', 'kyc', '--limit', '500'], '--limit must be at most 100'],
    [['approve', 'kyc', '1', '--force', 'yes'], 'unknown option --force'],
    [['reject', 'payment', '1', '--reason', 'Wrong', '--fields', 'personal'], 'kyc or kyb submission only'],
    [['reject', 'kyc', '1', '--reason', 'Wrong', '--fields', 'Personal.Name'], 'is not a path like'],
    [['reject', 'kyc', '1', '--reason', 'Wrong', '--fields', ' , '], '--fields needs at least one path'],
    [['approve', 'kyc', '1', '--fields', 'personal'], 'unknown option --fields'],
    [['features', '42'], 'features needs --va on|off or --vc on|off'],
    [['features', '42', '--va', 'yes'], '--va must be on or off'],
    [['features', '--va', 'on'], 'customer id must be a positive whole number'],
    [['features', '42', '7', '--va', 'on'], 'unexpected argument 7'],
    [['features', '42', '--wallet', 'off'], 'unknown option --wallet'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
    expect(() => parseArgs(argv)).toThrow(message);
  });
});

describe('admin key file', () => {
  it('keeps the key for the owner only and reads it back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'campay-key-'));
    try {
      expect(readAdminKeyFile(dir)).toBeNull();
      writeAdminKeyFile(join(dir, 'data'), 'k'.repeat(32));
      expect(readAdminKeyFile(join(dir, 'data'))).toBe('k'.repeat(32));
      expect(statSync(join(dir, 'data', 'admin-key')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('terminal-safe text', () => {
  it.each([
    ['ESC (colours, cursor moves)', 'NGUYEN\u001b[31m VAN A', 'NGUYEN\\x1b[31m VAN A'],
    ['CR and LF (forged lines)', 'A\r\n42  APPROVED', 'A\\r\\n42  APPROVED'],
    ['tab, NUL, BEL, backspace, DEL', '\t\u0000\u0007\b\u007f', '\\t\\x00\\x07\\x08\\x7f'],
    ['C1 controls (CSI, NEL)', 'a\u009b31mb\u0085c', 'a\\x9b31mb\\x85c'],
    [
      'bidi controls',
      '\u202eevil\u202c \u2066x\u2069 \u200f\u061c',
      '\\u202eevil\\u202c \\u2066x\\u2069 \\u200f\\u061c',
    ],
    ['line and paragraph separators', 'a\u2028b\u2029c', 'a\\u2028b\\u2029c'],
  ])('shows %s as visible escapes', (_, text, shown) => {
    expect(terminalSafe(text)).toBe(shown);
  });

  it('leaves ordinary text alone (Vietnamese, emoji, backslashes) and escaping twice changes nothing', () => {
    for (const text of ['Nguyễn Văn Ân — 2,500,000 VND', 'ví 💸', 'C:\\path \\x1b'])
      expect(terminalSafe(text)).toBe(text);
    const once = terminalSafe('a\u001b[2Jb\n');
    expect(terminalSafe(once)).toBe(once);
  });
});

describe('operator CLI against a server', () => {
  const ctx = useHandlerApi();

  function deps(adminKey = ctx.api.config.adminKey) {
    const out: string[] = [];
    const err: string[] = [];
    const cli: CliDeps = {
      baseUrl: 'http://campay.test',
      adminKey,
      fetch: (url, init) =>
        Promise.resolve(ctx.api.app.request(url, init, { incoming: { socket: { remoteAddress: '127.0.0.1' } } })),
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    };
    return { cli, out, err };
  }

  async function pendingTopUp() {
    const person = await createPerson(ctx.api, { email: `cli-${Date.now()}@example.test` });
    await openStandardWallets(ctx.api.handle.db, person);
    const { wallet } = await openWallet(ctx.api.handle.db, { ownerId: person.id, kind: 'MAIN', currency: 'VND' });
    const transfer = await requestTopUp(ctx.api.handle.db, { walletId: wallet.id, amount: '2500000', source: 'bank' });
    return { person, transfer };
  }

  it('lists pending items as a table and approves one end to end', async () => {
    const { person, transfer } = await pendingTopUp();
    const listing = deps();
    expect(await runOperator(parseArgs(['list', 'top-up', '--limit', '100']), listing.cli)).toBe(0);
    const table = listing.out.join('\n');
    expect(table).toMatch(/^ID\s+STATUS\s+CUSTOMER\s+CREATED\s+SUMMARY/);
    expect(table).toContain(`Top-up 2,500,000 VND to MAIN via bank`);
    expect(table).toContain(`${person.email} (id ${person.id})`);

    const approving = deps();
    expect(await runOperator(parseArgs(['approve', 'top-up', String(transfer.id)]), approving.cli)).toBe(0);
    expect(approving.out.join('\n')).toMatch(new RegExp(`^${transfer.id}\\s+APPROVED`, 'm'));
    const wallet = await walletView(ctx.api.handle.db, { ownerId: person.id, type: 'MAIN', currency: 'VND' });
    expect(wallet?.validate_balance).toBe('2500000');
  });

  it('prints a customer’s control characters as escapes: no colours, no forged lines', async () => {
    const person = await createPerson(ctx.api, { email: `cli-hostile-${Date.now()}@example.test` });
    const hostile = 'EVIL\u001b[31m NAME\r\n9999  APPROVED  ops@campay.test\u202e';
    // Written below the contract on purpose: what is already stored must print safely too.
    const details = {
      paymentType: 'E_WALLET',
      currency: 'USD',
      provider: 'payoneer',
      accountName: hostile,
      accountNumber: null,
      email: 'evil@example.test',
      bankBin: null,
      bankName: null,
    } as const;
    await addPayment(ctx.api.handle.db, person.id, details, false, ctx.api.clock.now());
    const run = deps();
    expect(await runOperator(parseArgs(['list', 'payment', '--limit', '100']), run.cli)).toBe(0);
    const printed = run.out.join('\n');
    expect(printed).toContain('EVIL\\x1b[31m NAME\\r\\n9999  APPROVED  ops@campay.test\\u202e');
    expect(['\u001b', '\r', '\u202e'].filter((control) => printed.includes(control))).toEqual([]);
    expect(run.out.filter((line) => line.startsWith('9999'))).toEqual([]);
  });

  it('rejects with a reason and prints it', async () => {
    const { transfer } = await pendingTopUp();
    const run = deps();
    const argv = ['reject', 'top-up', String(transfer.id), '--reason', 'Sender unknown'];
    expect(await runOperator(parseArgs(argv), run.cli)).toBe(0);
    expect(run.out).toContain('Reason: Sender unknown');
  });

  it('rejects a KYC naming the fields to fix, which the customer’s draft then carries', async () => {
    const person = await createPerson(ctx.api);
    const token = await sessionOn(ctx.api, person);
    const submitted = await send(ctx.api, 'POST', '/kyc', token, await identityForm(ctx.api, token));
    const id = String(submitted.body.data.id);
    const unknown = deps();
    const wrongPath = ['reject', 'kyc', id, '--reason', 'Blurred photo', '--fields', 'business.legal_name'];
    expect(await runOperator(parseArgs(wrongPath), unknown.cli)).toBe(1);
    expect(unknown.err.join()).toContain('422 VALIDATION_FAILED');
    expect(unknown.err.join()).toContain('fields.0');

    const run = deps();
    const fields = 'personal.full_name,identity.front_document_id';
    expect(
      await runOperator(parseArgs(['reject', 'kyc', id, '--reason', 'Blurred photo', '--fields', fields]), run.cli),
    ).toBe(0);
    expect(run.out).toContain('Reason: Blurred photo');
    expect(run.out).toContain(`Fields to fix: ${fields}`);
    const draft = await send(ctx.api, 'GET', '/kyc/draft?kind=KYC', token);
    expect(draft.body.data).toMatchObject({ rejection: { reason: 'Blurred photo', fields: fields.split(',') } });
  });

  it('switches a customer’s virtual accounts off and says what is on; an unknown customer exits 1', async () => {
    const person = await createPerson(ctx.api, { kycLevel: 2, vaEnable: true });
    const run = deps();
    expect(await runOperator(parseArgs(['features', String(person.id), '--va', 'off']), run.cli)).toBe(0);
    expect(run.out).toEqual([`Customer ${person.id} (${person.email}): virtual accounts off, virtual cards off.`]);
    expect(await findUserById(ctx.api.handle.db, person.id)).toMatchObject({ vaEnable: false });

    const unknown = deps();
    expect(await runOperator(parseArgs(['features', '999999', '--vc', 'on']), unknown.cli)).toBe(1);
    expect(unknown.err.join()).toContain('404 NOT_FOUND');
  });

  it('charges, settles and refunds a card and deposits to MAIN; a decline prints its reason and exits 0', async () => {
    const person = await createPerson(ctx.api, { vcEnable: true });
    const db = ctx.api.handle.db;
    await depositCrypto(db, 'MAIN', {
      accountId: person.id,
      amount: '500',
      status: 'SUCCESS',
      at: ctx.api.clock.now(),
    });
    const request = {
      accountId: person.id,
      name: 'Ads',
      cardholderName: 'An',
      initialAmount: '100',
      fundingSource: 'MAIN',
      at: ctx.api.clock.now(),
    } as const;
    const { card } = await issueCard(db, request);
    await approveCard(db, card.id, ctx.api.clock.now());
    const cardId = String(card.id);
    const charged = deps();
    const argv = ['card-charge', cardId, '30', '--merchant', 'Google Ads', '--country', 'SG'];
    expect(await runOperator(parseArgs(argv), charged.cli)).toBe(0);
    const [line = ''] = charged.out;
    expect(line).toMatch(/^Transaction (\d+) \(VCT\d{8}\): CARD_PAYMENT PENDING 30 USD, card Ads ••\d{4} /);
    expect(line).toContain('Google Ads (SG)');
    const transactionId = /^Transaction (\d+)/.exec(line)?.[1] ?? '';
    const settled = deps();
    expect(await runOperator(parseArgs(['card-settle', transactionId]), settled.cli)).toBe(0);
    expect(settled.out[0]).toContain('CARD_PAYMENT SUCCESS 30 USD');
    const refunded = deps();
    expect(await runOperator(parseArgs(['card-refund', transactionId, '--amount', '10']), refunded.cli)).toBe(0);
    expect(refunded.out[0]).toContain('CARD_REFUND SUCCESS 10 USD');
    expect(await cardBalance(db, card.id)).toBe('80');
    const declined = deps();
    expect(await runOperator(parseArgs(['card-charge', cardId, '1000']), declined.cli)).toBe(0);
    expect(declined.out[0]).toMatch(/CARD_PAYMENT FAILURE 1000 USD.*Declined: INSUFFICIENT_CARD_BALANCE$/);
    const deposited = deps();
    expect(await runOperator(parseArgs(['card-deposit', String(person.id), '42']), deposited.cli)).toBe(0);
    expect(deposited.out[0]).toMatch(/WALLET_TOP_UP SUCCESS 42 USD$/);
    const again = deps();
    expect(await runOperator(parseArgs(['card-settle', transactionId]), again.cli)).toBe(1);
    expect(again.err.join()).toContain('409 ITEM_ALREADY_DECIDED');
  });

  it('exits 1 with the server error on a wrong key, a decided item or an unreachable server', async () => {
    const { transfer } = await pendingTopUp();
    const wrongKey = deps('x'.repeat(32));
    expect(await runOperator(parseArgs(['approve', 'top-up', String(transfer.id)]), wrongKey.cli)).toBe(1);
    expect(wrongKey.err.join()).toContain('401 ADMIN_KEY_INVALID');

    await runOperator(parseArgs(['approve', 'top-up', String(transfer.id)]), deps().cli);
    const opposite = deps();
    const argv = ['reject', 'top-up', String(transfer.id), '--reason', 'Too late'];
    expect(await runOperator(parseArgs(argv), opposite.cli)).toBe(1);
    expect(opposite.err.join()).toContain('409 ITEM_ALREADY_DECIDED');

    const down = deps();
    const unreachable = { ...down.cli, fetch: () => Promise.reject(new Error('ECONNREFUSED')) };
    expect(await runOperator(parseArgs(['list', 'kyc']), unreachable)).toBe(1);
    expect(down.err.join()).toContain('Is `npm start` running?');
  });
});
