import { SINAL_NEGATIVO } from '@consultorio/contracts/br';
import type { Lancamento } from '@consultorio/contracts/financeiro';
import { Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import classes from '../financeiro.module.css';

/** +R$ 150,00 for a receita, −R$ 80,00 for a despesa. */
export function Valor({ l, fw = 600 }: { l: Pick<Lancamento, 'tipo' | 'valor'>; fw?: number }) {
  return (
    <Text
      fz="sm"
      fw={fw}
      c={l.tipo === 'receita' ? 'var(--mantine-primary-color-light-color)' : undefined}
      ta="right"
      className={classes.num}
    >
      {l.tipo === 'receita' ? '+' : SINAL_NEGATIVO}
      {formatMoney(l.valor)}
    </Text>
  );
}
