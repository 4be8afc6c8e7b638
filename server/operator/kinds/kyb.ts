/** Operator kind `kyb`: KYB submissions (approval raises the account level; the customer is told either way). */
import { verificationKind } from '../verification.ts';

export const kyb = verificationKind('KYB');
