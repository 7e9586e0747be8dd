import {
  type Agendamento,
  type AgendamentoUpdate,
  STATUS_AGENDAMENTO,
  STATUS_AGENDAMENTO_LABELS,
} from '@consultorio/contracts/agendamentos';
import { Badge, Button, Card, Group, Stack, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/client';
import { type PacienteEscolhido, PacienteSelect } from '../../components/PacienteSelect';
import { PageHeader } from '../../components/PageHeader';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { errorMessage } from '../../lib/forms';
import { usePlan } from '../../plano/usePlan';
import { useProfile } from '../../usuario/api';
import { AgendaCalendario, type Mudanca } from './AgendaCalendario';
import { AgendamentoDetalhes } from './AgendamentoDetalhes';
import { AgendamentoDialog, type DialogModo } from './AgendamentoDialog';
import { type PeriodoParams, useAgendamentosPeriodo, useUpdateAgendamento } from './api';
import { perguntarEscopo } from './escopo';
import { STATUS_CORES } from './status';
import { dataHora, fusoValido, hojeNoFuso, isoNoFuso, partesLocais } from './tempo';

/** The next round hour of today, for "Novo agendamento" without a chosen slot. */
function proximaHora(fuso: string): { dia: string; hora: string } {
  const { dia, hora } = partesLocais(Date.now() + 60 * 60_000, fuso);
  return {
    dia: hora < '07' ? hojeNoFuso(fuso) : dia,
    hora: hora < '07' ? '09:00' : `${hora.slice(0, 2)}:00`,
  };
}

/** `/agendamentos`: the agenda (docs/product.md §2.2, §2.3 "a real calendar"). */
export function AgendaPage() {
  const profile = useProfile();
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
  const update = useUpdateAgendamento();
  const agendamentos = query.data ?? [];
  const aberto = useMemo(() => agendamentos.find((a) => a.id === abertoId) ?? null, [agendamentos, abertoId]);

  const mudar = async (info: Mudanca) => {
    const a = info.event.extendedProps.agendamento as Agendamento;
    const inicio = info.event.start;
    const fim = info.event.end;
    if (!inicio || !fim) return info.revert();
    const body: AgendamentoUpdate = {};
    if (inicio.getTime() !== new Date(a.inicio).getTime()) body.inicio = isoNoFuso(inicio, fuso);
    const duracao = Math.round((fim.getTime() - inicio.getTime()) / 60_000);
    if (duracao !== a.duracao_minutos) body.duracao_minutos = duracao;
    const escopo = a.serie_id
      ? await perguntarEscopo({
          titulo: 'Mover agendamento recorrente',
          descricao: `Mover para ${dataHora(inicio, fuso)} somente este agendamento ou também os próximos da série?`,
        })
      : 'este';
    if (!escopo) return info.revert();
    update.mutate(
      { id: a.id, body, escopo },
      {
        onSuccess: (res) =>
          notifications.show({
            color: 'teal',
            title: res.atualizados > 1 ? res.message : 'Agendamento alterado',
            message: `${res.agendamento.paciente.nome}: ${dataHora(res.agendamento.inicio, fuso)}`,
          }),
        onError: (e) => {
          info.revert();
          notifications.show({
            color: 'red',
            title: e instanceof ApiError && e.status === 409 ? 'Horário ocupado' : 'Não foi possível mover',
            message: errorMessage(e),
          });
        },
      },
    );
  };

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
          <Group justify="space-between" align="flex-end" gap="sm">
            <PacienteSelect
              label="Filtrar por paciente"
              placeholder="Todos os pacientes"
              w={{ base: '100%', xs: 320 }}
              value={filtro?.id ?? null}
              inicial={filtro}
              onChange={(p) => setFiltro(p ? { id: p.id, nome: p.nome } : null)}
            />
            <Group gap={6} aria-label="Legenda das situações" visibleFrom="sm">
              {STATUS_AGENDAMENTO.map((s) => (
                <Badge key={s} color={STATUS_CORES[s]} variant="light" size="sm">
                  {STATUS_AGENDAMENTO_LABELS[s]}
                </Badge>
              ))}
            </Group>
          </Group>
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
              mensagemVazia={(lista) =>
                filtro
                  ? `Nenhum agendamento de ${filtro.nome} neste período.`
                  : `Nenhum agendamento neste período. ${lista ? 'Toque' : 'Clique em um horário livre ou'} em “Novo agendamento” para marcar uma sessão.`
              }
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
