import { Anchor, Button, Card, Checkbox, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { call } from '../../api/client';
import { AvisoDeErro } from '../../components/AvisoDeErro';
import { formatDate, formatMoney } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { useFinanceiroLiberado } from '../../plano/usePlan';
import { paths } from '../../routes/paths';
import { useCobrancas, useCriarCobranca } from './api';
import { TabelaCobrancas } from './CobrancasPage';

/**
 * "Cobranças" on the patient file (docs/product.md §18): what this patient has open — the total and each charge —
 * and "Nova cobrança" with the sessions still unpaid. Only where finance is open to this person.
 */
export function PacienteCartao({ pacienteId }: { pacienteId: string }) {
  const liberado = useFinanceiroLiberado();
  const abertas = useCobrancas({ paciente_id: pacienteId, per_page: 20 }, liberado);
  const [novaAberta, nova] = useDisclosure(false);
  if (!liberado) return null;
  const emAberto = (abertas.data?.cobrancas ?? []).filter((c) =>
    ['aberta', 'vencida', 'informada'].includes(c.status),
  );
  return (
    <Card component="section" aria-labelledby={`cobrancas-${pacienteId}`} mt="md">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h5" id={`cobrancas-${pacienteId}`}>
            Cobranças
          </Title>
          <Button size="xs" variant="light" leftSection={<IconPlus size={15} />} onClick={nova.open}>
            Nova cobrança
          </Button>
        </Group>
        {abertas.data && emAberto.length === 0 && (
          <Text fz="sm" c="dimmed">
            Nenhuma cobrança em aberto.
          </Text>
        )}
        {emAberto.length > 0 && (
          <>
            <Text fz="sm">
              Em aberto: <b>{formatMoney(abertas.data?.totais.em_aberto ?? 0)}</b>
              {(abertas.data?.totais.vencido ?? 0) > 0 && (
                <> · vencido: {formatMoney(abertas.data?.totais.vencido ?? 0)}</>
              )}
            </Text>
            <TabelaCobrancas cobrancas={emAberto} comPaciente={false} />
          </>
        )}
        <Anchor component={Link} to={paths.financeiro.cobrancas()} fz="sm">
          Todas as cobranças
        </Anchor>
      </Stack>
      <NovaCobrancaModal pacienteId={pacienteId} opened={novaAberta} onClose={nova.close} />
    </Card>
  );
}

/** The patient's unpaid sessions with a value, to tick and charge at once. */
function NovaCobrancaModal({
  pacienteId,
  opened,
  onClose,
}: {
  pacienteId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const sessoes = useQuery({
    queryKey: ['paciente', pacienteId, 'sessoes', 'a-cobrar'],
    queryFn: ({ signal }) =>
      call('sessoes.list', { params: { id: pacienteId }, query: { per_page: 100 }, signal, silent: true }),
    enabled: opened,
  });
  const [marcadas, setMarcadas] = useState<string[]>([]);
  const criar = useCriarCobranca();
  const aCobrar = (sessoes.data?.sessoes ?? []).filter(
    (s) => !s.pago && (s.valor ?? 0) > 0 && s.presenca !== 'cancelada',
  );
  const total = aCobrar
    .filter((s) => marcadas.includes(s.id))
    .reduce((t, s) => t + Math.round((s.valor ?? 0) * 100), 0);
  return (
    <Modal opened={opened} onClose={onClose} title="Nova cobrança">
      <Stack>
        <AvisoDeErro mensagem={criar.isError ? errorMessage(criar.error) : null} />
        {sessoes.data && aCobrar.length === 0 && <Text fz="sm">Nenhuma sessão com valor em aberto.</Text>}
        <Checkbox.Group label="Sessões a cobrar" value={marcadas} onChange={setMarcadas}>
          <Stack gap="xs" mt="xs">
            {aCobrar.map((s) => (
              <Checkbox
                key={s.id}
                value={s.id}
                label={`Sessão de ${formatDate(s.data)} · ${formatMoney(s.valor)}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="space-between">
          <Text fw={600}>Total: {formatMoney(total / 100)}</Text>
          <Button
            disabled={marcadas.length === 0}
            loading={criar.isPending}
            onClick={() =>
              criar.mutate(
                { paciente_id: pacienteId, sessoes: marcadas },
                {
                  onSuccess: (c) => {
                    notifications.show({
                      color: 'teal',
                      title: `Cobrança nº ${c.numero} criada`,
                      message: formatMoney(c.valor),
                    });
                    onClose();
                    navigate(paths.financeiro.cobranca(c.id));
                  },
                },
              )
            }
          >
            Criar cobrança
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
