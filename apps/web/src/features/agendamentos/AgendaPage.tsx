import { STATUS_AGENDAMENTO, STATUS_AGENDAMENTO_LABELS } from '@consultorio/contracts/agendamentos';
import { Badge, Button, Card, Group, Stack, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { type PacienteEscolhido, PacienteSelect } from '../../components/PacienteSelect';
import { PageHeader } from '../../components/PageHeader';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { usePlan } from '../../plano/usePlan';
import { useConsultorio } from '../../usuario/api';
import { AgendaCalendario } from './AgendaCalendario';
import { AgendamentoDetalhes } from './AgendamentoDetalhes';
import { AgendamentoDialog, type DialogModo } from './AgendamentoDialog';
import { type PeriodoParams, useAgendamentosPeriodo } from './api';
import { STATUS_CORES } from './status';
import { fusoValido, hojeNoFuso, partesLocais } from './tempo';
import { useMoverAgendamento } from './useMoverAgendamento';

/** The next round hour of today, for "Novo agendamento" without a chosen slot. */
function proximaHora(fuso: string): { dia: string; hora: string } {
  const { dia, hora } = partesLocais(Date.now() + 60 * 60_000, fuso);
  return {
    dia: hora < '07' ? hojeNoFuso(fuso) : dia,
    hora: hora < '07' ? '09:00' : `${hora.slice(0, 2)}:00`,
  };
}

/** What an empty period says: about the filtered patient, or how to book. */
const mensagemVazia = (filtro: PacienteEscolhido | null, lista: boolean) =>
  filtro
    ? `Nenhum agendamento de ${filtro.nome} neste período.`
    : `Nenhum agendamento neste período. ${lista ? 'Toque' : 'Clique em um horário livre ou'} em “Novo agendamento” para marcar uma sessão.`;

/** `/agendamentos`: the agenda (docs/product.md §2.2, §2.3 "a real calendar"). */
export function AgendaPage() {
  const profile = useConsultorio();
  const plan = usePlan();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const fuso = fusoValido(profile.data?.fuso_horario);
  const duracaoPadrao = profile.data?.duracao_sessao_padrao ?? 50;
  const podeEditar = plan.has('agendamentos') && !plan.paused;

  const [periodo, setPeriodo] = useState<Omit<PeriodoParams, 'paciente_id'> | null>(null);
  const [filtro, setFiltro] = useState<PacienteEscolhido | null>(null);
  const [dialogo, setDialogo] = useState<DialogModo | null>(null);
  const [abertoId, setAbertoId] = useState<string | null>(null);
  const [irPara, setIrPara] = useState<{ dia: string; n: number; id: string } | null>(null);
  const query = useAgendamentosPeriodo(periodo && { ...periodo, paciente_id: filtro?.id ?? null });
  const mudar = useMoverAgendamento(fuso);
  const agendamentos = query.data ?? [];
  const aberto = useMemo(() => agendamentos.find((a) => a.id === abertoId) ?? null, [agendamentos, abertoId]);

  const novo = (inicial: { dia: string; hora: string; duracao?: number }) =>
    setDialogo({ tipo: 'novo', ...inicial, paciente: filtro });

  const botaoNovo = (
    <Tooltip label="Seu plano não permite criar agendamentos agora" disabled={podeEditar}>
      <Button
        leftSection={<IconCalendarPlus size={18} stroke={1.7} />}
        disabled={!podeEditar}
        onClick={() => novo(proximaHora(fuso))}
      >
        Novo agendamento
      </Button>
    </Tooltip>
  );

  return (
    <>
      <PageHeader
        title="Agenda"
        description={
          phone
            ? 'Toque em “Novo agendamento” para marcar; nas visões Dia e Semana, toque e segure para remarcar.'
            : 'Clique em um horário livre para agendar; arraste para remarcar.'
        }
        actions={botaoNovo}
      />
      {/* Visible overflow: the grid's day headers stick under the app header as the page scrolls (Agenda.module.css). */}
      <Card p={{ base: 'sm', sm: 'lg' }} style={{ overflow: 'visible' }}>
        <Stack gap="md">
          <FiltroELegenda filtro={filtro} onFiltro={setFiltro} />
          <QueryError
            title="Não foi possível carregar a agenda"
            error={query.error}
            onRetry={query.refetch}
          />
          {profile.isPending ? (
            <QueryLoading label="Carregando agenda" blocks={[36, 480]} />
          ) : (
            <AgendaCalendario
              agendamentos={agendamentos}
              fuso={fuso}
              visaoInicial={phone ? 'listWeek' : 'timeGridWeek'}
              compacto={!!phone}
              carregando={query.isFetching}
              podeEditar={podeEditar}
              onPeriodo={(inicio, fim) => setPeriodo({ inicio, fim })}
              onNovo={novo}
              onAbrir={(a) => setAbertoId(a.id)}
              onMudar={(info) => void mudar(info)}
              irPara={irPara}
              vazio={query.isSuccess && agendamentos.length === 0}
              mensagemVazia={(lista) => mensagemVazia(filtro, lista)}
            />
          )}
        </Stack>
      </Card>
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
        duracaoPadrao={duracaoPadrao}
        onAgendado={(a) =>
          setIrPara((v) => ({ dia: partesLocais(a.inicio, fuso).dia, n: (v?.n ?? 0) + 1, id: a.id }))
        }
      />
    </>
  );
}

/** The patient filter and, on wider screens, the legend of the statuses' colours. */
function FiltroELegenda({
  filtro,
  onFiltro,
}: {
  filtro: PacienteEscolhido | null;
  onFiltro: (p: PacienteEscolhido | null) => void;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <PacienteSelect
        label="Filtrar por paciente"
        placeholder="Todos os pacientes"
        w={{ base: '100%', xs: 320 }}
        value={filtro?.id ?? null}
        inicial={filtro}
        onChange={(p) => onFiltro(p ? { id: p.id, nome: p.nome } : null)}
      />
      <Group gap={6} aria-label="Legenda das situações" visibleFrom="sm">
        {STATUS_AGENDAMENTO.map((s) => (
          <Badge key={s} color={STATUS_CORES[s]} variant="light" size="sm">
            {STATUS_AGENDAMENTO_LABELS[s]}
          </Badge>
        ))}
      </Group>
    </Group>
  );
}
