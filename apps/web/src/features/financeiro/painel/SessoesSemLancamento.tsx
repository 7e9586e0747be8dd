import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBarToDown } from '@tabler/icons-react';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/forms';
import { useSessoesSemLancamento, useTrazerSessoes } from '../api';

/**
 * Sessions registered with a value that Finance does not have yet (before it was visible, or with the receita
 * turned off): "Trazer N sessões para o financeiro" creates their receitas at once (docs/product.md §8.9).
 */
export function SessoesSemLancamento() {
  const { data } = useSessoesSemLancamento();
  const trazer = useTrazerSessoes();
  if (!data || data.quantidade === 0) return null;
  const n = data.quantidade;
  const rotulo = n === 1 ? 'Trazer 1 sessão para o financeiro' : `Trazer ${n} sessões para o financeiro`;
  const onTrazer = () =>
    trazer.mutate(undefined, {
      onSuccess: (r) => notifications.show({ color: 'teal', title: 'Financeiro em dia', message: r.message }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Não foi possível trazer as sessões',
          message: errorMessage(error),
        }),
    });
  return (
    <Alert color="blue" title="Sessões registradas que ainda não estão no financeiro" mb="lg">
      <Group justify="space-between" gap="sm" align="center">
        <Text fz="sm" maw={640}>
          {n === 1 ? 'Uma sessão com valor' : `${n} sessões com valor`} ({formatMoney(data.valor_total)})
          foram registradas na ficha dos pacientes sem lançamento. Traga-as para que receitas, valores a
          receber e o Carnê-Leão fiquem completos.
        </Text>
        <Button leftSection={<IconArrowBarToDown size={17} />} onClick={onTrazer} loading={trazer.isPending}>
          {rotulo}
        </Button>
      </Group>
    </Alert>
  );
}
