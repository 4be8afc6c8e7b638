/** The operator's requests to the account, and the answers (SPEC section 7, Other: pending actions). */
import { z } from 'zod';
import { Id, MultiLineText, numberedPage, ok, Timestamp } from '../common.ts';
import { defineCall } from '../define.ts';
import { LargePageQuery } from './payments.ts';

/** SPEC section 3: a pending action's status. `cancel` means the operator withdrew the request. */
export const RequestStatus = z.enum(['pending', 'completed', 'cancel']);

/** What the operator asks for: a written answer, documents, or a yes/no confirmation. */
export const PendingActionKind = z.enum(['INFORMATION', 'DOCUMENT', 'CONFIRMATION']);

export const PendingAction = z.object({
  id: Id,
  request_status: RequestStatus,
  kind: PendingActionKind,
  title: z.string(),
  description: z.string(),
  /** What the request is about, so the UI can link to it. */
  reference: z
    .object({ type: z.enum(['TRANSACTION', 'VIRTUAL_ACCOUNT', 'PAYMENT', 'KYC', 'KYB', 'CARD']), id: Id })
    .nullable(),
  created_at: Timestamp,
  /** After this the operator may reject what the request is about. */
  due_at: Timestamp.nullable(),
  completed_at: Timestamp.nullable(),
  answer: z
    .object({
      message: z.string().nullable(),
      document_ids: z.array(Id),
      confirmed: z.boolean().nullable(),
      answered_at: Timestamp,
    })
    .nullable(),
});
export type PendingActionType = z.infer<typeof PendingAction>;

export const pendingActionsCalls = [
  defineCall({
    name: 'listPendingActions',
    client: 'client',
    method: 'GET',
    path: '/requests',
    tag: 'pending-actions',
    summary:
      "The operator's requests to the user, newest first. `request_status=completed` also returns cancelled ones (SPEC section 4).",
    query: LargePageQuery.extend({ request_status: RequestStatus.optional() }),
    response: ok(numberedPage(PendingAction)),
  }),
  defineCall({
    name: 'respondToRequest',
    client: 'client',
    method: 'POST',
    path: '/respondents',
    tag: 'pending-actions',
    summary:
      'Answer a pending action: `message` for INFORMATION, `document_ids` (uploaded with POST /kyc/documents) for DOCUMENT, `confirmed` for CONFIRMATION. It becomes completed.',
    body: z.object({
      request_id: Id,
      message: MultiLineText.trim().min(1).max(2000).optional(),
      document_ids: z.array(Id).min(1).max(10).optional(),
      confirmed: z.boolean().optional(),
    }),
    response: ok(PendingAction),
    errors: [
      'REQUEST_NOT_FOUND',
      'REQUEST_ALREADY_COMPLETED',
      'REQUEST_CANCELLED',
      'ANSWER_REQUIRED',
      'DOCUMENT_NOT_FOUND',
    ],
  }),
] as const;
