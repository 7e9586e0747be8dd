import { Button, Group, Stack } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent, IconCalendarPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { nomeDoPaciente } from '../../components/PacienteSelect';
import { useSomenteLeitura } from '../../components/pacientes/somenteLeitura';
import { QueryEmpty, QueryError, QueryLoading } from '../../components/QueryState';
import { usePlan } from '../../plano/usePlan';
import { useConsultorio } from '../../usuario/api';
import { AgendamentoDetalhes } from './AgendamentoDetalhes';
import { AgendamentoDialog, type DialogModo } from './AgendamentoDialog';
import { useAgendamentosPaciente, usePacienteDaFicha } from './api';
import { PacienteAgendamentos } from './PacienteAgendamentos';
import { formatarData, fusoValido, hojeNoFuso, partesLocais } from './tempo';

const POR_PAGINA = 10;

/** Tab "Agenda" of the patient file (/pacientes/ficha/{id}): the patient's appointments, month by month. */
export function PacienteTab({ pacienteId }: { pacienteId: string }) {
  const profile = useConsultorio();
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
  // No new appointment for an archived patient (docs/decisions/0078-archived-patients-read-only.md).
  const somenteLeitura = useSomenteLeitura();
  const nomeMes = mes ? formatarData(`${mes}T12:00:00Z`, 'UTC', { month: 'long', year: 'numeric' }) : null;

  const novo = () =>
    setDialogo({
      tipo: 'novo',
      dia: hojeNoFuso(fuso),
      hora: '09:00',
      paciente: paciente.data ? { id: pacienteId, nome: nomeDoPaciente(paciente.data) } : null,
    });
  const botaoNovo = !somenteLeitura && (
    <Button leftSection={<IconCalendarPlus size={17} stroke={1.7} />} onClick={novo} disabled={!podeCriar}>
      Novo agendamento
    </Button>
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
        <PacienteAgendamentos
          agendamentos={data.agendamentos}
          lastPage={data.pagination.last_page}
          page={page}
          onPage={setPage}
          carregando={query.isPlaceholderData}
          fuso={fuso}
          phone={!!phone}
          onAbrir={(a) => setAbertoId(a.id)}
        />
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
