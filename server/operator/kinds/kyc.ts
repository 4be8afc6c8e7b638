/** Operator kind `kyc`: KYC submissions (approval raises the account level; the customer is told either way). */
import { verificationKind } from '../verification.ts';

export const kyc = verificationKind('KYC');
