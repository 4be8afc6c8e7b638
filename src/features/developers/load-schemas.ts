/** The developer forms' schema loaders (form-schemas.ts), stable for useSchemaForm. */
export const loadKeySchema = async () => (await import('./form-schemas.ts')).keySchema;
export const loadWebhookSchema = async () => (await import('./form-schemas.ts')).webhookSchema;
export const loadWebhookUpdateSchema = async () => (await import('./form-schemas.ts')).webhookUpdateSchema;
