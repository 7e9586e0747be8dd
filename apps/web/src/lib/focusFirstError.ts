/**
 * Every form of the product, one mechanism (docs/decisions/0038-web-forms-and-loading.md): after a submit, the
 * first field in error — or the form's alert, whichever comes first on the page — is scrolled into view and
 * focused, whether the error comes from the form's own validation (at once) or from the server (later). Watching
 * stops at the first error, when the user types or taps in the form, or after `WATCH_MS`.
 */
const WATCH_MS = 15_000;
// Mantine's PasswordInput marks its wrapper `data-invalid` but not its input `aria-invalid`: both are errors.
const ERROR_SELECTOR = '[aria-invalid="true"], [data-invalid], [role="alert"]';
const FOCUSABLE = 'input, textarea, select, button, [tabindex]';

function reveal(target: HTMLElement): void {
  // An error text inside a field's wrapper: focus the field itself.
  const wrapper =
    target.getAttribute('role') === 'alert' ? target.closest('.mantine-InputWrapper-root') : null;
  const inside = target.matches(FOCUSABLE)
    ? null
    : target.querySelector<HTMLElement>('input, textarea, select');
  const field =
    wrapper?.querySelector<HTMLElement>('input, textarea, select, [tabindex]') ?? inside ?? target;
  if (field === target && !field.matches(FOCUSABLE)) {
    field.setAttribute('tabindex', '-1');
  }
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
}

function watch(form: HTMLFormElement): void {
  const stopEvents = ['input', 'pointerdown', 'keydown'] as const;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const stop = () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    for (const type of stopEvents) form.removeEventListener(type, stop, true);
  };
  const check = () => {
    if (done) return;
    if (!form.isConnected) return stop();
    const target = form.querySelector<HTMLElement>(ERROR_SELECTOR);
    if (!target) return;
    stop();
    reveal(target);
  };
  const observer = new MutationObserver(check);
  observer.observe(form, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-invalid', 'data-invalid', 'role'],
  });
  timer = setTimeout(stop, WATCH_MS);
  for (const type of stopEvents) form.addEventListener(type, stop, true);
  // The form's own validation renders its errors right after the submit handler runs.
  queueMicrotask(() => setTimeout(check, 0));
}

/** Installs the mechanism on the document once (main.tsx). Returns the uninstaller (tests). */
export function installFocusFirstError(doc: Document = document): () => void {
  const onSubmit = (event: Event) => {
    if (event.target instanceof HTMLFormElement) watch(event.target);
  };
  doc.addEventListener('submit', onSubmit, true);
  return () => doc.removeEventListener('submit', onSubmit, true);
}
