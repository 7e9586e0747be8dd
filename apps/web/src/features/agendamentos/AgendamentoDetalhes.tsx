import {
  type Agendamento,
  type AgendamentoUpdate,
  type Escopo,
  FREQUENCIA_RECORRENCIA_LABELS,
  STATUS_AGENDAMENTO_LABELS,
} from '@consultorio/contracts/agendamentos';
import { MODALIDADE_LABELS } from '@consultorio/contracts/pacientes';
import {
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  IconBan,
  IconCheck,
  IconCircleCheck,
  IconEdit,
  IconRepeat,
  IconRotateClockwise,
  IconTrash,
  IconUserX,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { nomeDoPaciente } from '../../components/PacienteSelect';
import { formatMoney } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { paths } from '../../routes/paths';
import { useDeleteAgendamento, useUpdateAgendamento } from './api';
import { perguntarEscopo } from './escopo';
import { LembreteInfo, WhatsappButton } from './lembrete';
import { RegistroForm } from './RegistroForm';
import { STATUS_CORES } from './status';
import { capitalizar, formatarData, hojeNoFuso, hora, partesLocais } from './tempo';

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Details of one appointment and what can be done with it (confirm, held, missed, cancel, edit, delete). */
export function AgendamentoDetalhes({
  agendamento,
  onClose,
  onEditar,
  fuso,
}: {
  agendamento: Agendamento | null;
  onClose: () => void;
  onEditar: (a: Agendamento) => void;
  fuso: string;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (
    <Modal
      opened={agendamento !== null}
      onClose={onClose}
      title="Agendamento"
      size="lg"
      fullScreen={phone}
      centered
    >
      {agendamento && (
        <Detalhes key={agendamento.id} a={agendamento} onClose={onClose} onEditar={onEditar} fuso={fuso} />
      )}
    </Modal>
  );
}

function Detalhes({
  a,
  onClose,
  onEditar,
  fuso,
}: {
  a: Agendamento;
  onClose: () => void;
  onEditar: (a: Agendamento) => void;
  fuso: string;
}) {
  const update = useUpdateAgendamento();
  const remove = useDeleteAgendamento();
  const [registro, setRegistro] = useState<'realizado' | 'faltou' | null>(null);
  const nome = nomeDoPaciente(a.paciente);
  const quando = `${formatarData(a.inicio, fuso, { weekday: 'long', day: '2-digit', month: 'long', year: 'numeric' })}, ${hora(a.inicio, fuso)}–${hora(a.fim, fuso)}`;
  const futuro = partesLocais(a.inicio, fuso).dia > hojeNoFuso(fuso);
  const aberto = a.status === 'agendado' || a.status === 'confirmado';

  const alterar = (body: AgendamentoUpdate, escopo: Escopo, titulo: string) =>
    update.mutate(
      { id: a.id, body, escopo },
      {
        onSuccess: (res) => {
          notifications.show({ color: 'teal', title: titulo, message: res.message });
          onClose();
        },
        onError: (e) =>
          notifications.show({ color: 'red', title: 'Não foi possível alterar', message: errorMessage(e) }),
      },
    );

  const cancelar = async () => {
    if (a.serie_id) {
      const escopo = await perguntarEscopo({
        titulo: 'Cancelar agendamento recorrente',
        descricao: `Cancelar somente o agendamento de ${quando} ou também os próximos da série de ${nome}?`,
        confirmarCor: 'red',
      });
      if (escopo) alterar({ status: 'cancelado' }, escopo, 'Agendamento cancelado');
      return;
    }
    modals.openConfirmModal({
      title: 'Cancelar este agendamento?',
      centered: true,
      children: (
        <Text fz="sm">
          O horário de {nome} em {quando} fica livre na agenda.
        </Text>
      ),
      labels: { confirm: 'Cancelar agendamento', cancel: 'Voltar' },
      confirmProps: { color: 'red' },
      onConfirm: () => alterar({ status: 'cancelado' }, 'este', 'Agendamento cancelado'),
    });
  };

  const excluir = async () => {
    const feito = {
      onSuccess: (res: { message: string }) => {
        notifications.show({ color: 'teal', title: 'Excluído', message: res.message });
        onClose();
      },
      onError: (e: unknown) =>
        notifications.show({ color: 'red', title: 'Não foi possível excluir', message: errorMessage(e) }),
    };
    if (a.serie_id) {
      const escopo = await perguntarEscopo({
        titulo: 'Excluir agendamento recorrente',
        descricao:
          'Excluir somente este agendamento ou também os próximos da série? Esta ação não pode ser desfeita.',
        confirmarCor: 'red',
      });
      if (escopo) remove.mutate({ id: a.id, escopo }, feito);
      return;
    }
    modals.openConfirmModal({
      title: 'Excluir este agendamento?',
      centered: true,
      children: (
        <Text fz="sm">
          O agendamento de {nome} em {quando} será excluído. Para manter o histórico, prefira cancelar.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Voltar' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ id: a.id, escopo: 'este' }, feito),
    });
  };

  const bloqueioFuturo = futuro ? 'Disponível a partir do dia do atendimento' : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Anchor component={Link} to={paths.pacientes.ficha(a.paciente_id)} fw={600} fz="lg">
            {nome}
          </Anchor>
          <Text fz="sm" c="dimmed">
            {capitalizar(quando)}
          </Text>
        </Stack>
        <Badge color={STATUS_CORES[a.status]} variant="light" size="lg">
          {STATUS_AGENDAMENTO_LABELS[a.status]}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md">
        <Info label="Duração">{a.duracao_minutos} min</Info>
        <Info label="Modalidade">{a.modalidade ? MODALIDADE_LABELS[a.modalidade] : '—'}</Info>
        <Info label="Valor">{formatMoney(a.valor)}</Info>
        {a.local && <Info label="Local">{a.local}</Info>}
        {a.link_online && (
          <Info label="Link">
            <Anchor href={a.link_online} target="_blank" rel="noopener noreferrer" fz="sm">
              Entrar na sessão
            </Anchor>
          </Info>
        )}
        {a.frequencia && (
          <Info label="Repetição">
            <Group gap={4}>
              <IconRepeat size={14} stroke={1.7} />
              {FREQUENCIA_RECORRENCIA_LABELS[a.frequencia]}
            </Group>
          </Info>
        )}
        {a.sessao_id && <Info label="Sessão">Registrada</Info>}
        <Info label="Lembrete">
          <LembreteInfo a={a} fuso={fuso} />
        </Info>
      </SimpleGrid>
      {a.observacoes && <Info label="Observações">{a.observacoes}</Info>}
      <Divider />

      {registro ? (
        <RegistroForm
          tipo={registro}
          pending={update.isPending}
          onCancel={() => setRegistro(null)}
          onSubmit={(body, titulo) => alterar(body, 'este', titulo)}
        />
      ) : (
        <Group gap="xs">
          {a.status === 'agendado' && (
            <Button
              variant="light"
              color={STATUS_CORES.confirmado}
              leftSection={<IconCheck size={16} />}
              onClick={() => alterar({ status: 'confirmado' }, 'este', 'Agendamento confirmado')}
              loading={update.isPending}
            >
              Confirmar
            </Button>
          )}
          {a.status !== 'realizado' && a.status !== 'cancelado' && (
            <Tooltip label={bloqueioFuturo} disabled={!bloqueioFuturo}>
              <Button
                variant="light"
                color={STATUS_CORES.realizado}
                leftSection={<IconCircleCheck size={16} />}
                disabled={futuro}
                onClick={() => setRegistro('realizado')}
              >
                Marcar realizado
              </Button>
            </Tooltip>
          )}
          {a.status !== 'faltou' && a.status !== 'cancelado' && (
            <Tooltip label={bloqueioFuturo} disabled={!bloqueioFuturo}>
              <Button
                variant="light"
                color={STATUS_CORES.faltou}
                leftSection={<IconUserX size={16} />}
                disabled={futuro}
                onClick={() => setRegistro('faltou')}
              >
                Faltou
              </Button>
            </Tooltip>
          )}
          {aberto && (
            <Button
              variant="light"
              color="gray"
              leftSection={<IconBan size={16} />}
              onClick={() => void cancelar()}
            >
              Cancelar
            </Button>
          )}
          {aberto && Date.parse(a.fim) > Date.now() && <WhatsappButton a={a} />}
          {a.status === 'cancelado' && (
            <Button
              variant="light"
              leftSection={<IconRotateClockwise size={16} />}
              onClick={() => alterar({ status: 'agendado' }, 'este', 'Agendamento reativado')}
              loading={update.isPending}
            >
              Reativar
            </Button>
          )}
          <Group gap="xs" ml={{ xs: 'auto' }}>
            <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => onEditar(a)}>
              Editar
            </Button>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => void excluir()}
              loading={remove.isPending}
            >
              Excluir
            </Button>
          </Group>
        </Group>
      )}
    </Stack>
  );
}
