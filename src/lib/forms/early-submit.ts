/**
 * A form sent before its island is ready. The prerendered form is on screen (and typable) before its
 * script has run; left alone, Enter would make the browser send it natively — a GET of the page with the
 * password in the address, the history and the host's logs. The head's boot script holds such a submit
 * (`holdEarlySubmits`), so does the form itself until its engine is up, and the form then sends it
 * (src/lib/forms/use-schema-form.ts) with what was typed meanwhile.
 */

/** `data-form-ready`: the form's hook has mounted; its submits are the app's own. */
const READY = 'formReady';
/** `data-held-submit`: a submit arrived before that and was held. */
const HELD = 'heldSubmit';

/** In the boot script: stop native submission of any island form whose hook is not up yet. */
export function holdEarlySubmits(target: Pick<Document, 'addEventListener'>): void {
  target.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || READY in form.dataset) return;
      // Only the islands' forms: a `<form method="dialog">` closes its dialog natively, as it should.
      if (form.method === 'dialog' || form.closest('astro-island') === null) return;
      event.preventDefault();
      holdSubmit(form);
    },
    { capture: true },
  );
}

/** The form's hook is up: from now on its submits are its own. */
export function markFormReady(form: HTMLFormElement): void {
  form.dataset[READY] = '';
}

/** Hold a submit for the form (its engine sends it when up). */
export function holdSubmit(form: HTMLFormElement): void {
  form.dataset[HELD] = '';
}

/** Whether a submit is held for the form. */
export function isSubmitHeld(form: HTMLFormElement): boolean {
  return HELD in form.dataset;
}

/** Whether a submit was held for the form; it is forgotten either way (the caller sends it, or it just was). */
export function takeHeldSubmit(form: HTMLFormElement): boolean {
  if (!(HELD in form.dataset)) return false;
  delete form.dataset[HELD];
  return true;
}
