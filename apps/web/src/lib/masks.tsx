import { InputBase, type InputBaseProps, NumberInput, type NumberInputProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { IMaskInput } from 'react-imask';

/**
 * Brazilian input masks (DESIGN.md §7), built on react-imask and shared by every form: CPF, telefone (landline
 * or mobile, chosen by the number of digits), CEP, CRP, dates as dd/mm/aaaa and times as hh:mm (24 h). The
 * masked text is the value; the contracts schemas accept it as typed (they strip the punctuation themselves).
 */
export const MASKS = {
  cpf: { mask: '000.000.000-00', placeholder: '000.000.000-00' },
  telefone: {
    mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }],
    placeholder: '(11) 98765-4321',
  },
  cep: { mask: '00000-000', placeholder: '00000-000' },
  crp: { mask: '00/000[000]', placeholder: '06/123456' },
  data: { mask: '00/00/0000', placeholder: 'dd/mm/aaaa' },
  hora: { mask: '00:00', placeholder: 'hh:mm' },
} as const;
export type MaskName = keyof typeof MASKS;

type NativeInputProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'style'
>;

export interface MaskedInputProps extends InputBaseProps, NativeInputProps {
  mask: MaskName;
  value?: string;
  /** Receives the masked text (e.g. "123.456.789-09"); works with Mantine form's getInputProps. */
  onChange?: (value: string) => void;
}

/** A Mantine input with one of the masks above: `<MaskedInput mask="cpf" label="CPF" {...form.getInputProps('cpf')} />`. */
export function MaskedInput({ mask, value, onChange, placeholder, ...rest }: MaskedInputProps) {
  const def = MASKS[mask];
  return (
    <InputBase
      {...rest}
      component={IMaskInput}
      // react-imask's dynamic-mask typing does not narrow through the polymorphic InputBase.
      mask={def.mask as never}
      value={value ?? ''}
      onAccept={(masked: string) => onChange?.(masked)}
      placeholder={placeholder ?? def.placeholder}
      inputMode="numeric"
    />
  );
}

/**
 * Money in reais typed as R$ 1.234,56 (DESIGN.md §7). The value is a number (or '' when empty), as the contracts'
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
