import type { PasswordOwner } from '@consultorio/contracts/password-strength';
import type { FormErrors } from '@mantine/form';
import { useEffect, useState } from 'react';

/**
 * The password strength estimator (zxcvbn-ts and its Portuguese dictionaries, docs/product.md §8.1) is about 1 MB:
 * it is loaded on demand, as a chunk of its own, only by the screens that set a password — never by /login or the
 * app shell. The length rule stays in the sync `senhaSchema`; the server checks the strength again.
 */
export type PasswordStrengthModule = typeof import('@consultorio/contracts/password-strength');

let loading: Promise<PasswordStrengthModule> | undefined;
let loaded: PasswordStrengthModule | null = null;

export function loadPasswordStrength(): Promise<PasswordStrengthModule> {
  loading ??= import('@consultorio/contracts/password-strength').then(
    (m) => {
      loaded = m;
      return m;
    },
    (error: unknown) => {
      loading = undefined; // a failed download is tried again next time
      throw error;
    },
  );
  return loading;
}

/** The estimator once loaded (null until then, or when it could not be loaded). Starts loading on mount. */
export function usePasswordStrength(): PasswordStrengthModule | null {
  const [module, setModule] = useState<PasswordStrengthModule | null>(loaded);
  useEffect(() => {
    let live = true;
    loadPasswordStrength().then(
      (m) => live && setModule(() => m),
      () => undefined, // no meter then; the server still refuses a weak password
    );
    return () => {
      live = false;
    };
  }, []);
  return module;
}

/**
 * Before sending a new password: why it would be refused, or null. Waits for the estimator when it is still
 * loading; if it cannot load, returns null and leaves the decision to the server.
 */
export async function passwordProblem(senha: string, owner: PasswordOwner): Promise<string | null> {
  try {
    return (await loadPasswordStrength()).checkPasswordStrength(senha, owner).message;
  } catch {
    return null;
  }
}

/**
 * Adds the strength rule to a form's sync validation once the estimator is loaded (before that, the submit
 * handler's `passwordProblem` waits for it). Only when the length rule passed, so one message shows at a time.
 */
export function withPasswordStrength<Values extends { senha: string }>(
  resolve: (values: Values) => FormErrors,
  ownerOf: (values: Values) => PasswordOwner,
) {
  return (values: Values): FormErrors => {
    const errors = resolve(values);
    if (errors.senha || !loaded) return errors;
    const message = loaded.checkPasswordStrength(values.senha, ownerOf(values)).message;
    return message ? { ...errors, senha: message } : errors;
  };
}
