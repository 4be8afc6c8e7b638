/** The loader of the password form's schema (form-schemas.ts), stable for the form hook. */
export const loadPasswordSchema = async () => (await import('./form-schemas.ts')).passwordSchema;
