/** A form's errors that belong to no field (a failed call, a refusal), above the fields and announced. */
import { Alert } from '../alert.tsx';

export function FormErrors({ errors }: { readonly errors: readonly string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <Alert tone="danger" live>
      {errors.join(' ')}
    </Alert>
  );
}
