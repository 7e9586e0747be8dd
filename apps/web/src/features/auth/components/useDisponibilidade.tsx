import type { UniqueUserField } from '@consultorio/contracts/auth';
import { MSG } from '@consultorio/contracts/messages';
import { cpfSchema, crpSchema, emailSchema, telefoneSchema } from '@consultorio/contracts/pessoa';
import { Loader } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FocusEvent, useRef, useState } from 'react';
import { useCheckDisponivel } from '../api';
import type { CadastroValues } from './CadastroForm';

const FIELD_SCHEMAS = { email: emailSchema, cpf: cpfSchema, crp: crpSchema, telefone: telefoneSchema };

/**
 * Whether the e-mail, CPF, CRP and phone are still free: checked when leaving the field (a loader while asking, a
 * check mark once free, the field's error once taken) and before submitting. Typing asks nothing; a value is
 * asked once, only when valid, and its answer reused (leaving the field again, submitting): the API answers at most
 * 20 checks an hour per address (docs/security.md). A refused or failed check (429, network) is "unknown" and
 * shows nothing: POST /cadastro gives the final answer.
 */
export function useDisponibilidade(form: UseFormReturnType<CadastroValues>) {
  const checkDisponivel = useCheckDisponivel();
  const answers = useRef(new Map<string, Promise<boolean | null>>());
  const [checking, setChecking] = useState<Partial<Record<UniqueUserField, boolean>>>({});
  const [confirmedFree, setConfirmedFree] = useState<Partial<Record<UniqueUserField, string>>>({});

  /** One request per field and value, shared by every caller (also while it is still on its way). */
  function ask(field: UniqueUserField, value: string): Promise<boolean | null> {
    const key = `${field}:${value}`;
    let answer = answers.current.get(key);
    if (!answer) {
      answer = checkDisponivel(field, value);
      answers.current.set(key, answer);
    }
    return answer;
  }

  /** true = free or unknown (the server decides on submit), false = taken (the error is on the field). */
  async function verifyUnique(field: UniqueUserField, value: string): Promise<boolean> {
    if (!FIELD_SCHEMAS[field].safeParse(value).success) return true;
    setChecking((c) => ({ ...c, [field]: true }));
    const disponivel = await ask(field, value);
    setChecking((c) => ({ ...c, [field]: false }));
    if (form.getValues()[field] !== value) return true; // the user typed on meanwhile
    if (disponivel === false) {
      form.setFieldError(field, MSG.duplicate[field]);
      return false;
    }
    if (disponivel) setConfirmedFree((c) => ({ ...c, [field]: value }));
    return true;
  }

  const uniqueProps = (field: UniqueUserField) => {
    const props = form.getInputProps(field);
    const value = form.values[field];
    return {
      ...props,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        props.onBlur?.(event);
        void verifyUnique(field, value);
      },
      rightSection: checking[field] ? (
        <Loader size={16} aria-label="Verificando" />
      ) : confirmedFree[field] === value && !form.errors[field] ? (
        <IconCircleCheck size={18} color="var(--mantine-color-green-filled)" aria-label="Disponível" />
      ) : null,
    };
  };

  return { verifyUnique, uniqueProps };
}
