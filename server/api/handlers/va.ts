/**
 * Handlers of the virtual-account, QR and VA-settings calls of src/contract/calls/va.ts (the VA transaction
 * calls are in va-transactions.ts). A team member acts on the director's account (`user.accountId`); the
 * pipeline already checked the roles (DIRECTOR and FINANCE change, SELLER views). The model is in server/va/.
 */
import { accountRow, createVa } from '../../va/accounts.ts';
import { flagsOf } from '../../va/flags.ts';
import { assignPlatforms, unassignPlatform } from '../../va/platforms.ts';
import { createQrCode, findOwnQrCode, listQrMerchants, qrCodeView } from '../../va/qr.ts';
import { createQrMerchant } from '../../va/qr-merchants.ts';
import { vaSettingsOf } from '../../va/settings.ts';
import { qrStatistic } from '../../va/statistic.ts';
import { findOwnVa, listOwnVas } from '../../va/store.ts';
import { vaDetail, vaView, vaViews } from '../../va/view.ts';
import { callNamed, handle } from '../handler.ts';

const ok = <T>(data: T) => ({ status: true as const, data });

const accountCalls = [
  handle(callNamed('listVirtualAccounts'), async ({ db, user, query, now }) => {
    const { page, limit, ...filters } = query;
    const { rows, total } = await listOwnVas(db, user.accountId, filters, { page, limit });
    return ok({ items: await vaViews(db, rows, now), total, page, limit });
  }),

  handle(callNamed('listUnassignedVirtualAccounts'), async ({ db, user, query, now }) => {
    const { page, limit, ...filters } = query;
    const where = { ...filters, status: 'ACTIVE' as const, unassigned: true };
    const { rows, total } = await listOwnVas(db, user.accountId, where, { page, limit });
    return ok({ items: await vaViews(db, rows, now), total, page, limit });
  }),

  handle(callNamed('createVirtualAccount'), async ({ db, user, body, now }) =>
    ok(vaView(await createVa(db, user.accountId, body, now))),
  ),

  handle(callNamed('getVirtualAccount'), async ({ db, user, params, now }) =>
    ok(await vaDetail(db, await findOwnVa(db, user.accountId, params.id), now)),
  ),
];

const platformCalls = [
  handle(callNamed('bulkUpdateVaPlatform'), async ({ db, user, body, now }) =>
    ok(await vaViews(db, await assignPlatforms(db, user.accountId, body.items, now), now)),
  ),

  handle(callNamed('assignVaPlatform'), async ({ db, user, params, body, now }) => {
    const [row] = await assignPlatforms(db, user.accountId, [{ id: params.id, platform_id: body.platform_id }], now);
    if (row === undefined) throw new Error('assignPlatforms lost the VA');
    const [view] = await vaViews(db, [row], now);
    return ok(view ?? vaView(row));
  }),

  handle(callNamed('unassignVaPlatform'), async ({ db, user, params, now }) => {
    const [view] = await vaViews(db, [await unassignPlatform(db, user.accountId, params.id, now)], now);
    if (view === undefined) throw new Error('vaViews lost the VA');
    return ok(view);
  }),
];

const settingsCalls = [
  handle(callNamed('getVaSettings'), async ({ db, user }) =>
    ok(await vaSettingsOf(db, await accountRow(db, user.accountId))),
  ),

  handle(callNamed('getFeatureFlags'), async ({ db, user }) => ok(await flagsOf(db, user.accountId))),
];

const qrCalls = [
  handle(callNamed('listQrMerchants'), async ({ db, user, query, now }) => {
    const { page, limit, ...filters } = query;
    const { items, total } = await listQrMerchants(db, user.accountId, filters, { page, limit }, now);
    return ok({ items, total, page, limit });
  }),

  handle(callNamed('createQrMerchant'), async ({ db, user, body, now }) =>
    ok(await createQrMerchant(db, user.accountId, body, now)),
  ),

  handle(callNamed('createQrCode'), async ({ db, user, body, now }) =>
    ok(qrCodeView(await createQrCode(db, user.accountId, body, now), now)),
  ),

  handle(callNamed('getQrCode'), async ({ db, user, params, now }) =>
    ok(qrCodeView(await findOwnQrCode(db, user.accountId, params.id), now)),
  ),

  handle(callNamed('getQrStatistic'), async ({ db, user, query }) => ok(await qrStatistic(db, user.accountId, query))),
];

export const vaHandlers = [...accountCalls, ...platformCalls, ...settingsCalls, ...qrCalls];
