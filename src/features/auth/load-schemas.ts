/** Loaders of the auth forms' schemas (src/features/auth/form-schemas.ts), one per form, each stable. */
const load = () => import('./form-schemas.ts');

export const loadCredentialsSchema = async () => (await load()).credentialsSchema;
export const loadCodeSchema = async () => (await load()).codeSchema;
export const loadRecoveryCodeSchema = async () => (await load()).recoveryCodeSchema;
export const loadDetailsSchema = async () => (await load()).detailsSchema;
export const loadResetEmailSchema = async () => (await load()).resetEmailSchema;
export const loadNewPasswordSchema = async () => (await load()).newPasswordSchema;
