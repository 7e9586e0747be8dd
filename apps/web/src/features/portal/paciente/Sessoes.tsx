import {
  contatoDoPsicologo,
  MOTIVO_CANCELAMENTO_MAX,
  MSG_PORTAL,
  type PortalInicio,
  type SessaoPortal,
} from '@consultorio/contracts/portal';
import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarCheck, IconCalendarX } from '@tabler/icons-react';
import { useState } from 'react';
import { AvisoDeErro } from '../../../components/AvisoDeErro';
import { QueryEmpty, QueryError, QueryLoading } from '../../../components/QueryState';
import { errorMessage } from '../../../lib/forms';
import { useInicioPortal, useResponderSessao } from './api';
import { nomeDaSessao, SessaoCartao } from './SessaoCartao';
import { TituloDaSecao } from './TituloDaSecao';

/** The rule the patient's page cancels by, in plain words (the settings of Perfil → Área do paciente). */
export function regraDeCancelamento({ config, profissional }: Pick<PortalInicio, 'config' | 'profissional'>) {
  if (!config.permitir_cancelamento)
    return MSG_PORTAL.cancelamentoDesligado(contatoDoPsicologo(profissional));
  const h = config.antecedencia_cancelamento_horas;
  if (h === 0) return 'Você pode cancelar por aqui até o horário da sessão.';
  return `Você pode cancelar por aqui até ${h} ${h === 1 ? 'hora' : 'horas'} antes da sessão.`;
}

/** Sessões: the next sessions, each with "Confirmar presença" and, within the notice, "Cancelar sessão". */
export function Sessoes() {
  const inicio = useInicioPortal();
  const [cancelando, setCancelando] = useState<SessaoPortal | null>(null);
  const dados = inicio.data;
  return (
    <Stack gap="md">
      <TituloDaSecao descricao={dados ? regraDeCancelamento(dados) : undefined}>Sessões</TituloDaSecao>
      <QueryError
        title="Não foi possível carregar as sessões"
        error={inicio.error}
        onRetry={inicio.refetch}
      />
      {inicio.isPending && <QueryLoading label="Carregando as sessões" blocks={[120, 120]} />}
      {dados && dados.proximas_sessoes.length === 0 && (
        <QueryEmpty
          variant="light"
          icon={<IconCalendarCheck size={28} stroke={1.6} />}
          title="Nenhuma sessão marcada"
          description={`Quando ${dados.profissional.nome} marcar a próxima sessão, ela aparece aqui.`}
        />
      )}
      {dados?.proximas_sessoes.map((s) => (
        <SessaoCartao key={s.id} sessao={s}>
          <AcoesDaSessao sessao={s} dados={dados} onCancelar={() => setCancelando(s)} />
        </SessaoCartao>
      ))}
      <CancelarDialog sessao={cancelando} onClose={() => setCancelando(null)} />
    </Stack>
  );
}

function AcoesDaSessao({
  sessao: s,
  dados,
  onCancelar,
}: {
  sessao: SessaoPortal;
  dados: PortalInicio;
  onCancelar: () => void;
}) {
  const responder = useResponderSessao();
  const nome = nomeDaSessao(s);
  const tarde =
    !s.pode_cancelar && dados.config.permitir_cancelamento
      ? MSG_PORTAL.cancelamentoTarde(
          dados.config.antecedencia_cancelamento_horas,
          contatoDoPsicologo(dados.profissional),
        )
      : null;
  const confirmar = () =>
    responder.mutate(
      { id: s.id, acao: 'confirmar' },
      {
        onSuccess: () =>
          notifications.show({ color: 'teal', title: 'Presença confirmada', message: `Sessão de ${nome}.` }),
      },
    );
  return (
    <Stack gap="xs">
      <AvisoDeErro mensagem={responder.error ? errorMessage(responder.error) : null} />
      {tarde && (
        <Text fz="sm" c="dimmed">
          {tarde}
        </Text>
      )}
      {(s.status === 'agendado' || s.pode_cancelar) && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          {s.status === 'agendado' && (
            <Button
              leftSection={<IconCalendarCheck size={17} />}
              loading={responder.isPending}
              onClick={confirmar}
              aria-label={`Confirmar presença: ${nome}`}
            >
              Confirmar presença
            </Button>
          )}
          {s.pode_cancelar && (
            <Button
              variant="default"
              leftSection={<IconCalendarX size={17} />}
              onClick={onCancelar}
              aria-label={`Cancelar sessão: ${nome}`}
            >
              Cancelar sessão
            </Button>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function CancelarDialog({ sessao, onClose }: { sessao: SessaoPortal | null; onClose: () => void }) {
  const responder = useResponderSessao();
  const [motivo, setMotivo] = useState('');
  const fechar = () => {
    responder.reset();
    setMotivo('');
    onClose();
  };
  const cancelar = () => {
    if (!sessao) return;
    responder.mutate(
      { id: sessao.id, acao: 'cancelar', motivo },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            title: 'Sessão cancelada',
            message: 'Avisamos o seu psicólogo. O horário ficou livre.',
          });
          fechar();
        },
      },
    );
  };
  return (
    <Modal opened={sessao !== null} onClose={fechar} title="Cancelar sessão?" centered>
      {sessao && (
        <Stack gap="md">
          <Text>
            Sessão de <strong>{nomeDaSessao(sessao)}</strong>. O seu psicólogo será avisado.
          </Text>
          <Textarea
            label="Quer contar o motivo? (opcional)"
            autosize
            minRows={2}
            maxLength={MOTIVO_CANCELAMENTO_MAX}
            value={motivo}
            onChange={(e) => setMotivo(e.currentTarget.value)}
          />
          <AvisoDeErro mensagem={responder.error ? errorMessage(responder.error) : null} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={fechar}>
              Voltar
            </Button>
            <Button color="red" loading={responder.isPending} onClick={cancelar}>
              Cancelar sessão
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
