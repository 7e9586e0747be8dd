import type { PasswordOwner } from '@consultorio/contracts/password-strength';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { PasswordStrength } from './PasswordStrength';

/**
 * A field that sets a password, with its strength meter under it (sign-up, change of password, an invitation):
 * `inputProps` are the form's props for the field (value, onChange, error…).
 */
export function NovaSenhaCampo({
  label,
  senha,
  owner,
  inputProps,
  required = false,
}: {
  label: string;
  senha: string;
  owner: PasswordOwner;
  inputProps: PasswordInputProps;
  required?: boolean;
}) {
  return (
    <div>
      <PasswordInput
        label={label}
        autoComplete="new-password"
        required={required}
        withAsterisk={!required}
        aria-invalid={Boolean(inputProps.error) || undefined}
        {...inputProps}
      />
      <PasswordStrength senha={senha} owner={owner} hideReason={Boolean(inputProps.error)} />
    </div>
  );
}
