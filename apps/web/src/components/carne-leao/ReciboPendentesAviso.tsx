import { Alert, Anchor, Text } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { Link } from 'react-router';

/** "1 recebimento sem recibo no Receita Saúde", "3 recebimentos sem recibo no Receita Saúde". */
export const recibosPendentesTexto = (n: number) =>
  `${n} ${n === 1 ? 'recebimento' : 'recebimentos'} sem recibo no Receita Saúde`;

/**
 * The reminder the finance dashboard and the Carnê-Leão page show while payments from individuals still lack their
 * Receita Saúde receipt (docs/carne-leao.md §7.1), with the way to issue them: the Carnê-Leão Web import. Nothing
 * when the count is zero. The caller reads the count (`GET /carne-leao/escrituracao/resumo`) and gives the link.
 */
export function ReciboPendentesAviso({
  quantidade,
  to,
  mb,
}: {
  quantidade: number | undefined;
  to: string;
  mb?: string;
}) {
  if (!quantidade || quantidade <= 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconReceiptOff size={20} stroke={1.7} />}
      title={recibosPendentesTexto(quantidade)}
      mb={mb}
      data-testid="recibos-pendentes"
    >
      <Text fz="sm">
        Desde 2025 cada pagamento de pessoa física precisa do recibo do Receita Saúde. Emita todos de uma vez
        pelo arquivo de importação do Carnê-Leão Web.{' '}
        <Anchor component={Link} to={to} fz="sm" fw={600} underline="always">
          Emitir os recibos
        </Anchor>
      </Text>
    </Alert>
  );
}
