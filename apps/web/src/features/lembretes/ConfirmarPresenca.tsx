import type { LembretePublico } from '@consultorio/contracts/lembretes';
import { Alert, Anchor, Button, Group, Loader, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconCalendarCheck,
  IconCalendarX,
  IconCircleCheck,
  IconClock,
  IconUser,
  IconVideo,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../api/client';
import { AvisoDeErro } from '../../components/AvisoDeErro';
import { diaEHoraNoRelogio as quando } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { useLembretePublico, useResponderLembrete } from './api';

function Linha({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon variant="light" size="lg" radius="md">
        {icon}
      </ThemeIcon>
      <Text fz="md">{children}</Text>
    </Group>
  );
}

/**
 * /confirmar/{token}: the patient sees the date, time and psychologist of the appointment and answers
 * "Confirmar presença" or "Não poderei ir". Nothing else about them is shown or asked.
 */
export function ConfirmarPresenca({ token }: { token: string }) {
  const lembrete = useLembretePublico(token);
  if (lembrete.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Carregando" />
      </Group>
    );
  }
  if (lembrete.isError) {
    const invalido = lembrete.error instanceof ApiError && lembrete.error.status === 404;
    return (
      <Alert
        color={invalido ? 'gray' : 'red'}
        role="alert"
        title={invalido ? 'Link inválido ou expirado' : undefined}
      >
        {invalido
          ? 'Este link não vale mais: a sessão já começou, foi removida, ou o endereço está incompleto. Fale com o(a) profissional.'
          : errorMessage(lembrete.error)}
      </Alert>
    );
  }
  return <Resposta token={token} dados={lembrete.data} />;
}

function Resposta({ token, dados }: { token: string; dados: LembretePublico }) {
  const responder = useResponderLembrete(token);
  const { data, hora } = quando(dados.agendamento.inicio);
  const { status } = dados.agendamento;
  const confirmouAgora = responder.isSuccess && responder.variables === 'confirmar';
  const aberto = status === 'agendado' || status === 'confirmado' || status === 'solicitado';
  const link = dados.agendamento.link_online;

  const [cancelando, setCancelando] = useState(false);

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Linha icon={<IconUser size={20} stroke={1.7} />}>
          Sessão com <strong>{dados.profissional.nome}</strong>
        </Linha>
        <Linha icon={<IconCalendarCheck size={20} stroke={1.7} />}>{data}</Linha>
        <Linha icon={<IconClock size={20} stroke={1.7} />}>
          {hora} ({dados.agendamento.duracao_minutos} min)
        </Linha>
        {link && (
          <Linha icon={<IconVideo size={20} stroke={1.7} />}>
            Sessão online:{' '}
            <Anchor href={link} target="_blank" rel="noopener noreferrer">
              Entrar na sessão
            </Anchor>
          </Linha>
        )}
      </Stack>

      <AvisoDeErro mensagem={responder.isError ? errorMessage(responder.error) : null} />
      {/* "Presença confirmada" thanks the patient who just confirmed; a time the psychologist confirmed (a booking
          accepted) is only "Sessão confirmada". */}
      {status === 'confirmado' && (
        <Alert
          color="teal"
          icon={<IconCircleCheck size={20} />}
          role="status"
          title={confirmouAgora ? 'Presença confirmada' : 'Sessão confirmada'}
        >
          {confirmouAgora ? 'Obrigado! Até lá.' : 'Até lá!'}
        </Alert>
      )}
      {status === 'solicitado' && (
        <Alert color="amber" icon={<IconClock size={20} />} role="status" title="Aguardando confirmação">
          O(a) profissional ainda vai confirmar este horário. Você receberá um e-mail com a resposta.
        </Alert>
      )}
      {status === 'cancelado' && (
        <Alert color="gray" icon={<IconCalendarX size={20} />} role="status" title="Sessão cancelada">
          O(a) profissional foi avisado(a). Para remarcar, fale diretamente com ele(a).
        </Alert>
      )}

      {aberto && cancelando && (
        <Alert color="red" variant="light" title="Avisar que não poderá ir?">
          <Text fz="sm" mb="sm">
            A sessão será cancelada e o horário ficará livre na agenda.
          </Text>
          <Group gap="xs">
            <Button
              color="red"
              loading={responder.isPending}
              onClick={() => responder.mutate('cancelar', { onSettled: () => setCancelando(false) })}
            >
              Sim, cancelar a sessão
            </Button>
            <Button variant="default" onClick={() => setCancelando(false)}>
              Voltar
            </Button>
          </Group>
        </Alert>
      )}
      {aberto && !cancelando && (
        <SimpleGrid cols={{ base: 1, xs: status === 'agendado' ? 2 : 1 }} spacing="sm">
          {status === 'agendado' && (
            <Button
              size="md"
              leftSection={<IconCircleCheck size={18} />}
              loading={responder.isPending && responder.variables === 'confirmar'}
              onClick={() => responder.mutate('confirmar')}
            >
              Confirmar presença
            </Button>
          )}
          <Button
            size="md"
            variant="default"
            color="red"
            leftSection={<IconCalendarX size={18} />}
            onClick={() => setCancelando(true)}
          >
            {status === 'solicitado' ? 'Desistir do pedido' : 'Não poderei ir'}
          </Button>
        </SimpleGrid>
      )}
    </Stack>
  );
}
