/** The steps after the details, loaded when the details are sent rather than with the page. */

export { startSession } from '../session-start.ts';
export { CreateStep } from './create-step.tsx';
export { VerifiedEmail, VerifyEmailForm } from './verify-email-form.tsx';
