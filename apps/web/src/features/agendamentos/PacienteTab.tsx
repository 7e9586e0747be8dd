import { type Agendamento, STATUS_AGENDAMENTO_LABELS } from '@consultorio/contracts/agendamentos';
import { MODALIDADE_LABELS } from '@consultorio/contracts/pacientes';
import { Badge, Button, Card, Group, Pagination, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent, IconCalendarPlus, IconRepeat } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { nomeDoPaciente } from '../../components/PacienteSelect';
import { QueryEmpty, QueryError, QueryLoading } from '../../components/QueryState';
import { usePlan } from '../../plano/usePlan';
import { useProfile } from '../../usuario/api';
import { AgendamentoDetalhes } from './AgendamentoDetalhes';
import { AgendamentoDialog, type DialogModo } from './AgendamentoDialog';
import { useAgendamentosPaciente, usePacienteDaFicha } from './api';
import { STATUS_CORES } from './status';
import { capitalizar, formatarData, fusoValido, hojeNoFuso, hora, partesLocais } from './tempo';

const POR_PAGINA = 10;

/** Tab "Agenda" of the patient file (/pacientes/ficha/{id}): the patient's appointments, month by month. */
export function PacienteTab({ pacienteId }: { pacienteId: string }) {
  const profile = useProfile();
  const plan = usePlan();
  const paciente = usePacienteDaFicha(pacienteId);
  const phone = useMediaQuery('(max-width: 47.99em)');
  const fuso = fusoValido(profile.data?.fuso_horario);
  const [mes, setMes] = useState<string | null>(`${hojeNoFuso(fuso).slice(0, 7)}-01`);
  const [page, setPage] = useState(1);
  const [dialogo, setDialogo] = useState<DialogModo | null>(null);
  const [abertoId, setAbertoId] = useState<string | null>(null);
  const params = mes
    ? { mes: Number(mes.slice(5, 7)), ano: Number(mes.slice(0, 4)), page, per_page: POR_PAGINA }
    : { page, per_page: POR_PAGINA };
  const query = useAgendamentosPaciente(pacienteId, params);
  const data = query.data;
  const aberto = useMemo(() => data?.agendamentos.find((a) => a.id === abertoId) ?? null, [data, abertoId]);
  const podeCriar = plan.has('agendamentos') && !plan.paused;
  const nomeMes = mes ? formatarData(`${mes}T12:00:00Z`, 'UTC', { month: 'long', year: 'numeric' }) : null;

  const novo = () =>
    setDialogo({
      tipo: 'novo',
      dia: hojeNoFuso(fuso),
      hora: '09:00',
      paciente: paciente.data ? { id: pacienteId, nome: nomeDoPaciente(paciente.data) } : null,
    });
  const botaoNovo = (
    <Button leftSection={<IconCalendarPlus size={17} stroke={1.7} />} onClick={novo} disabled={!podeCriar}>
      Novo agendamento
    </Button>
  );
  const quando = (a: Agendamento) =>
    `${capitalizar(formatarData(a.inicio, fuso, { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' }))} · ${hora(a.inicio, fuso)}–${hora(a.fim, fuso)}`;
  const status = (a: Agendamento) => (
    <Badge variant="light" color={STATUS_CORES[a.status]}>
      {STATUS_AGENDAMENTO_LABELS[a.status]}
    </Badge>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <MonthPickerInput
          label="Mês"
          placeholder="Todos os meses"
          value={mes}
          onChange={(v) => {
            setMes(v);
            setPage(1);
          }}
          clearable
          valueFormat="MMMM [de] YYYY"
          w={{ base: '100%', xs: 240 }}
        />
        {botaoNovo}
      </Group>

      <QueryError
        title="Não foi possível carregar os agendamentos"
        error={query.error}
        onRetry={query.refetch}
      />
      {query.isPending && <QueryLoading label="Carregando agendamentos" blocks={[44, 44, 44]} />}
      {data && data.pagination.total === 0 && (
        <QueryEmpty
          variant="light"
          icon={<IconCalendarEvent size={28} stroke={1.6} />}
          title={nomeMes ? `Nenhum agendamento em ${nomeMes}` : 'Nenhum agendamento'}
          description="Marque a próxima sessão aqui ou na agenda; sessões semanais podem ser criadas de uma vez com a repetição."
          actions={botaoNovo}
        />
      )}
      {data && data.pagination.total > 0 && (
        <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {phone ? (
            data.agendamentos.map((a) => (
              <Card key={a.id} p="md" data-testid="agendamento">
                <UnstyledButton
                  onClick={() => setAbertoId(a.id)}
                  aria-label={`Ver agendamento de ${quando(a)}`}
                >
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={2}>
                      <Text fw={600} fz="sm">
                        {quando(a)}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {a.modalidade ? MODALIDADE_LABELS[a.modalidade] : 'Modalidade não informada'}
                        {a.frequencia ? ' · recorrente' : ''}
                      </Text>
                    </Stack>
                    {status(a)}
                  </Group>
                </UnstyledButton>
              </Card>
            ))
          ) : (
            <Table highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Data e horário</Table.Th>
                  <Table.Th>Modalidade</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.agendamentos.map((a) => (
                  <Table.Tr key={a.id} data-testid="agendamento">
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        {quando(a)}
                        {a.serie_id && <IconRepeat size={14} aria-label="Recorrente" />}
                      </Group>
                    </Table.Td>
                    <Table.Td>{a.modalidade ? MODALIDADE_LABELS[a.modalidade] : '—'}</Table.Td>
                    <Table.Td>{status(a)}</Table.Td>
                    <Table.Td ta="right">
                      <Button size="xs" variant="subtle" onClick={() => setAbertoId(a.id)}>
                        Ver
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {data.pagination.last_page > 1 && (
            <Group justify="center">
              <Pagination total={data.pagination.last_page} value={page} onChange={setPage} size="sm" />
            </Group>
          )}
        </Stack>
      )}
      <AgendamentoDetalhes
        agendamento={aberto}
        fuso={fuso}
        onClose={() => setAbertoId(null)}
        onEditar={(a) => {
          setAbertoId(null);
          setDialogo({ tipo: 'editar', agendamento: a });
        }}
      />
      <AgendamentoDialog
        modo={dialogo}
        onClose={() => setDialogo(null)}
        fuso={fuso}
        duracaoPadrao={profile.data?.duracao_sessao_padrao ?? 50}
        onAgendado={(a) => {
          // Show the month of the appointment just booked (unless every month is listed).
          if (mes) setMes(`${partesLocais(a.inicio, fuso).dia.slice(0, 7)}-01`);
          setPage(1);
        }}
      />
    </Stack>
  );
}

export default PacienteTab;
