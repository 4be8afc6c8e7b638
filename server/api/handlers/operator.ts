/**
 * The operator endpoints (src/contract/calls/operator.ts): list, approve and reject items of a kind through
 * the registry (server/operator/registry.ts), and switch a customer's features (server/operator/features.ts). The admin key was checked before the call reached here
 * (server/api/pipeline/admin-key.ts).
 */
import { setCustomerFeatures } from '../../operator/features.ts';
import { operatorKind } from '../../operator/registry.ts';
import { callNamed, handlePublic } from '../handler.ts';

export const operatorHandlers = [
  handlePublic(callNamed('listOperatorItems'), async ({ db, params, query }) => {
    const page = await operatorKind(params.kind).list(db, query.status, { page: query.page, limit: query.limit });
    return { status: true, data: page };
  }),

  handlePublic(callNamed('approveOperatorItem'), async ({ db, bus, params, now, deliver, log }) => ({
    status: true,
    data: await operatorKind(params.kind).approve(db, params.id, { bus, now, deliver, log }),
  })),

  handlePublic(callNamed('rejectOperatorItem'), async ({ db, bus, params, body, now, deliver, log }) => ({
    status: true,
    data: await operatorKind(params.kind).reject(db, params.id, body, { bus, now, deliver, log }),
  })),

  handlePublic(callNamed('setCustomerFeatures'), async ({ db, bus, params, body }) => ({
    status: true,
    data: await setCustomerFeatures(db, params.id, body, bus),
  })),
];
