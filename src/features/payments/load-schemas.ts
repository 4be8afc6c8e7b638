/** The payment forms' schema loader (form-schemas.ts), stable for useSchemaForm. */
export const loadEWalletSchema = async () => (await import('./form-schemas.ts')).eWalletSchema;
