/** The step forms' schema loaders (form-schemas.ts), stable for useSchemaForm. */
const schemas = () => import('./form-schemas.ts');

export const loadCountryOfResidenceSchema = async () => (await schemas()).countryOfResidenceSchema;
export const loadCountryOfRegistrationSchema = async () => (await schemas()).countryOfRegistrationSchema;
export const loadPersonalSchema = async () => (await schemas()).personalSchema;
export const loadIdentitySchema = async () => (await schemas()).identitySchema;
export const loadAddressSchema = async () => (await schemas()).addressSchema;
export const loadBusinessSchema = async () => (await schemas()).businessSchema;
