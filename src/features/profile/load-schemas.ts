/** The profile forms' schema loaders (form-schemas.ts), stable for useSchemaForm. */
const load = () => import('./form-schemas.ts');

export const loadDetailsSchema = async () => (await load()).detailsSchema;
export const loadPhoneCodeSchema = async () => (await load()).phoneCodeSchema;
