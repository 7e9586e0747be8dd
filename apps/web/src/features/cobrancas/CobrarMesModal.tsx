import { Alert, Button, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryLoading } from '../../components/QueryState';
import { formatMoney } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { useCobrarMes, usePreviaMes } from './api';
import { mesAnterior, mesesRecentes, mesPorExtenso } from './comum';

/**
 * "Cobrar o mês" (docs/product.md §18): choose the month, see who would be charged and how much, then create one
 * charge per patient. Running it again for the same month creates nothing.
 */
export function CobrarMesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [mes, setMes] = useState<string>(mesAnterior());
  const previa = usePreviaMes(opened ? mes : null);
  const cobrar = useCobrarMes();
  const dados = previa.data;

  const confirmar = () =>
    cobrar.mutate(mes, {
      onSuccess: ({ criadas }) => {
        notifications.show({
          color: 'teal',
          title: criadas === 1 ? '1 cobrança criada' : `${criadas} cobranças criadas`,
          message: `Sessões de ${mesPorExtenso(mes)}.`,
        });
        onClose();
      },
    });

  return (
    <Modal opened={opened} onClose={onClose} title="Cobrar o mês" size="lg">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Uma cobrança PIX por paciente com as sessões do mês que têm valor, ainda não foram pagas e não estão
          em outra cobrança.
        </Text>
        <Select
          label="Mês das sessões"
          data={mesesRecentes()}
          value={mes}
          onChange={(v) => v && setMes(v)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {previa.isPending && <QueryLoading label="Calculando a prévia" blocks={[120]} />}
        {previa.isError && (
          <Alert color="red" icon={<IconAlertCircle />} title="Não foi possível calcular a prévia">
            {errorMessage(previa.error)}
          </Alert>
        )}
        {cobrar.isError && (
          <Alert color="red" role="alert" icon={<IconAlertCircle />}>
            {errorMessage(cobrar.error)}
          </Alert>
        )}
        {dados && dados.quantidade === 0 && (
          <Alert color="gray">
            Nada a cobrar em {mesPorExtenso(mes)}: todas as sessões com valor já foram pagas ou cobradas.
          </Alert>
        )}
        {dados && dados.quantidade > 0 && (
          <>
            <Text fw={600}>
              {dados.quantidade === 1 ? '1 paciente' : `${dados.quantidade} pacientes`}, total de{' '}
              {formatMoney(dados.total)}
            </Text>
            <Table.ScrollContainer minWidth={320} mah={320}>
              <Table striped aria-label={`Prévia das cobranças de ${mesPorExtenso(mes)}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Paciente</Table.Th>
                    <Table.Th ta="right">Sessões</Table.Th>
                    <Table.Th ta="right">Valor</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {dados.pacientes.map((p) => (
                    <Table.Tr key={p.paciente_id}>
                      <Table.Td>{p.paciente_nome}</Table.Td>
                      <Table.Td ta="right">{p.sessoes}</Table.Td>
                      <Table.Td ta="right">{formatMoney(p.valor)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {dados.quantidade > dados.pacientes.length && (
              <Text fz="sm" c="dimmed">
                E mais {dados.quantidade - dados.pacientes.length} pacientes.
              </Text>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button onClick={confirmar} loading={cobrar.isPending} disabled={!dados || dados.quantidade === 0}>
            {dados && dados.quantidade > 0
              ? `Criar ${dados.quantidade === 1 ? '1 cobrança' : `${dados.quantidade} cobranças`}`
              : 'Criar cobranças'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
