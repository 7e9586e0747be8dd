import type { Agendamento } from '@consultorio/contracts/agendamentos';
import { Button, Divider, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconBan,
  IconCheck,
  IconCircleCheck,
  IconEdit,
  IconLink,
  IconRotateClockwise,
  IconTrash,
  IconUserX,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/forms';
import { AgendamentoResumo } from './AgendamentoResumo';
import { useResponderPedido } from './api';
import { WhatsappButton } from './lembrete';
import { RegistroForm } from './RegistroForm';
import { nomeNaAgenda, STATUS_CORES } from './status';
import { formatarData, hojeNoFuso, hora, partesLocais } from './tempo';
import { useAgendamentoAcoes } from './useAgendamentoAcoes';
import { VincularPaciente } from './VincularPaciente';

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
  const [registro, setRegistro] = useState<'realizado' | 'faltou' | null>(null);
  const [vinculando, setVinculando] = useState(false);
  const nome = nomeNaAgenda(a);
  const quando = `${formatarData(a.inicio, fuso, { weekday: 'long', day: '2-digit', month: 'long', year: 'numeric' })}, ${hora(a.inicio, fuso)}–${hora(a.fim, fuso)}`;
  const acoes = useAgendamentoAcoes({ a, nome, quando, onClose });

  return (
    <Stack gap="md">
      <AgendamentoResumo a={a} nome={nome} quando={quando} fuso={fuso} />
      <Divider />

      {vinculando ? (
        <VincularPaciente a={a} onCancel={() => setVinculando(false)} onDone={onClose} />
      ) : registro ? (
        <RegistroForm
          tipo={registro}
          pending={acoes.alterando}
          onCancel={() => setRegistro(null)}
          onSubmit={(body, titulo) => acoes.alterar(body, 'este', titulo)}
        />
      ) : (
        <Stack gap="xs">
          {(a.status === 'solicitado' || !a.paciente_id) && (
            <PedidoOnline a={a} onVincular={() => setVinculando(true)} onClose={onClose} />
          )}
          <Botoes a={a} fuso={fuso} acoes={acoes} onRegistrar={setRegistro} onEditar={onEditar} />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The dialog's buttons, as the status allows: Confirmar, Marcar realizado and Faltou (from the day of the
 * appointment on), Cancelar, WhatsApp (until it ends), Reativar, then Editar and Excluir.
 */
function Botoes({
  a,
  fuso,
  acoes,
  onRegistrar,
  onEditar,
}: {
  a: Agendamento;
  fuso: string;
  acoes: ReturnType<typeof useAgendamentoAcoes>;
  onRegistrar: (tipo: 'realizado' | 'faltou') => void;
  onEditar: (a: Agendamento) => void;
}) {
  const { alterar, cancelar, excluir, alterando, excluindo } = acoes;
  const futuro = partesLocais(a.inicio, fuso).dia > hojeNoFuso(fuso);
  const aberto = a.status === 'agendado' || a.status === 'confirmado';
  const bloqueioFuturo = futuro ? 'Disponível a partir do dia do atendimento' : null;
  // A tooltip needs a pointer: on a phone the reason for the greyed buttons is said in a line under them.
  const registravel = !!a.paciente_id && a.status !== 'cancelado';
  return (
    <Stack gap={6}>
      <Group gap="xs">
        {a.status === 'agendado' && (
          <Button
            variant="light"
            color={STATUS_CORES.confirmado}
            leftSection={<IconCheck size={16} />}
            onClick={() => alterar({ status: 'confirmado' }, 'este', 'Agendamento confirmado')}
            loading={alterando}
          >
            Confirmar
          </Button>
        )}
        {a.paciente_id && a.status !== 'realizado' && a.status !== 'cancelado' && (
          <Tooltip label={bloqueioFuturo} disabled={!bloqueioFuturo}>
            <Button
              variant="light"
              color={STATUS_CORES.realizado}
              leftSection={<IconCircleCheck size={16} />}
              disabled={futuro}
              onClick={() => onRegistrar('realizado')}
            >
              Marcar realizado
            </Button>
          </Tooltip>
        )}
        {a.paciente_id && a.status !== 'faltou' && a.status !== 'cancelado' && (
          <Tooltip label={bloqueioFuturo} disabled={!bloqueioFuturo}>
            <Button
              variant="light"
              color={STATUS_CORES.faltou}
              leftSection={<IconUserX size={16} />}
              disabled={futuro}
              onClick={() => onRegistrar('faltou')}
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
            loading={alterando}
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
            loading={excluindo}
          >
            Excluir
          </Button>
        </Group>
      </Group>
      {futuro && registravel && (
        <Text fz="xs" c="dimmed">
          “Marcar realizado” e “Faltou” ficam disponíveis a partir do dia do atendimento.
        </Text>
      )}
    </Stack>
  );
}

/**
 * An online booking's own actions (docs/product.md §16): Aceitar / Recusar a request (the visitor is told by
 * e-mail), and Vincular paciente while it has none.
 */
function PedidoOnline({
  a,
  onVincular,
  onClose,
}: {
  a: Agendamento;
  onVincular: () => void;
  onClose: () => void;
}) {
  const responder = useResponderPedido();
  const enviar = (resposta: 'aceitar' | 'recusar') =>
    responder.mutate(
      { id: a.id, resposta },
      {
        onSuccess: (res) => {
          notifications.show({
            color: 'teal',
            title: resposta === 'aceitar' ? 'Pedido aceito' : 'Pedido recusado',
            message: res.message,
          });
          onClose();
        },
        onError: (e) =>
          notifications.show({ color: 'red', title: 'Não foi possível responder', message: errorMessage(e) }),
      },
    );
  return (
    <Group gap="xs">
      {a.status === 'solicitado' && (
        <>
          <Button
            color={STATUS_CORES.confirmado}
            leftSection={<IconCheck size={16} />}
            loading={responder.isPending && responder.variables?.resposta === 'aceitar'}
            onClick={() => enviar('aceitar')}
          >
            Aceitar
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconX size={16} />}
            loading={responder.isPending && responder.variables?.resposta === 'recusar'}
            onClick={() => enviar('recusar')}
          >
            Recusar
          </Button>
        </>
      )}
      {!a.paciente_id && (
        <Button variant="light" leftSection={<IconLink size={16} />} onClick={onVincular}>
          Vincular paciente
        </Button>
      )}
    </Group>
  );
}
