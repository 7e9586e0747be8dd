import { InputBase, type InputBaseProps, NumberInput, type NumberInputProps } from '@mantine/core';
import { format } from '@react-input/mask';
import type { ComponentPropsWithoutRef } from 'react';
import { NumberFormatBase } from 'react-number-format';

/**
 * Brazilian input masks (docs/product.md), shared by every form: CPF, telefone (landline or mobile, chosen by the
 * number of digits), CEP, CRP, dates as dd/mm/aaaa and times as hh:mm (24 h). @react-input/mask formats the
 * digits (`_` in a mask is one digit); react-number-format (Mantine's own NumberInput engine) runs the input
 * itself, keeping the caret in place at any typing speed. The masked text is the value; the contracts schemas
 * accept it as typed (they strip the punctuation themselves).
 */
const TELEFONE_FIXO = '(__) ____-____';
const TELEFONE_CELULAR = '(__) _____-____';
export const MASKS = {
  cpf: { mask: '___.___.___-__', placeholder: '000.000.000-00', length: 11 },
  telefone: { mask: TELEFONE_CELULAR, placeholder: '(11) 98765-4321', length: 11 },
  cep: { mask: '_____-___', placeholder: '00000-000', length: 8 },
  crp: { mask: '__/______', placeholder: '06/123456', length: 8 },
  data: { mask: '__/__/____', placeholder: 'dd/mm/aaaa', length: 8 },
  hora: { mask: '__:__', placeholder: 'hh:mm', length: 4 },
} as const;
export type MaskName = keyof typeof MASKS;

const DIGIT = { _: /\d/ };
const digits = (value: string) => value.replace(/\D/g, '');

/** The mask for a value: telefone switches to the mobile layout at its 11th digit. */
function maskFor(name: MaskName, raw: string): string {
  if (name !== 'telefone') return MASKS[name].mask;
  return raw.length > 10 ? TELEFONE_CELULAR : TELEFONE_FIXO;
}

/** Formats any text (typed, pasted or loaded from the API, masked or not) with the named mask. */
export function applyMask(name: MaskName, value: string): string {
  const raw = digits(value ?? '').slice(0, MASKS[name].length);
  return raw ? format(raw, { mask: maskFor(name, raw), replacement: DIGIT }) : '';
}

type NativeInputProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'style' | 'type'
>;

export interface MaskedInputProps extends InputBaseProps, NativeInputProps {
  mask: MaskName;
  value?: string;
  /** Receives the masked text (e.g. "123.456.789-09"); works with Mantine form's getInputProps. */
  onChange?: (value: string) => void;
}

/** A Mantine input with one of the masks above: `<MaskedInput mask="cpf" label="CPF" {...form.getInputProps('cpf')} />`. */
export function MaskedInput({ mask, value, onChange, placeholder, ...rest }: MaskedInputProps) {
  return (
    <InputBase
      {...rest}
      component={NumberFormatBase}
      value={digits(value ?? '').slice(0, MASKS[mask].length)}
      valueIsNumericString
      format={(raw: string) => applyMask(mask, raw)}
      removeFormatting={(text: string) => digits(text).slice(0, MASKS[mask].length)}
      // Only what the user typed reaches the form: a value loaded from the API is shown masked without
      // marking the form as changed.
      onValueChange={({ formattedValue }: { formattedValue: string }, { source }: { source: string }) => {
        if (source === 'event') onChange?.(formattedValue);
      }}
      placeholder={placeholder ?? MASKS[mask].placeholder}
      inputMode="numeric"
    />
  );
}

/**
 * Money in reais typed as R$ 1.234,56 (docs/product.md). The value is a number (or '' when empty), as the contracts'
 * moneySchema expects: `<MoneyInput label="Valor" {...form.getInputProps('valor')} />`.
 */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      prefix="R$ "
      decimalSeparator=","
      thousandSeparator="."
      decimalScale={2}
      fixedDecimalScale
      min={0}
      allowNegative={false}
      hideControls
      inputMode="decimal"
      placeholder="R$ 0,00"
      {...props}
    />
  );
}

/** "21/11/2026" → "2026-11-21"; null when incomplete or not a real calendar date. */
export function brDateToIso(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const valid =
    date.getUTCFullYear() === Number(yyyy) &&
    date.getUTCMonth() === Number(mm) - 1 &&
    date.getUTCDate() === Number(dd);
  return valid ? `${yyyy}-${mm}-${dd}` : null;
}

/** "2026-11-21" (or an ISO instant) → "21/11/2026"; empty string for nothing. */
export function isoToBrDate(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
