import type { Reserva } from '@consultorio/contracts/agendamento-online';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useCallback } from 'react';
import { diaLongo, horaDe } from './semana';

/**
 * The booking's confirmation replaces the form: the page goes back to its top (on a phone the form was far below,
 * and the shorter page left the visitor looking at the footer) and focus moves to its heading, which a screen
 * reader reads once.
 */
export function Resultado({ r }: { r: { message: string; reserva: Reserva } }) {
  const { reserva } = r;
  const solicitado = reserva.status === 'solicitado';
  const focar = useCallback((el: HTMLHeadingElement | null) => {
    if (!el) return;
    window.scrollTo({ top: 0 });
    el.focus();
  }, []);
  return (
    <Stack gap="md">
      <Title order={2} fz="lg" tabIndex={-1} ref={focar} style={{ outline: 'none' }}>
        {solicitado ? 'Pedido enviado' : 'Agendamento confirmado'}
      </Title>
      <Alert color={solicitado ? 'amber' : 'teal'} role="none">
        <Text fw={600} fz="sm">
          {r.message}
        </Text>
      </Alert>
      <Stack gap={4}>
        <Text fw={600}>Sessão com {reserva.profissional.nome}</Text>
        <Text>
          {diaLongo(reserva.inicio.slice(0, 10))}, às {horaDe(reserva.inicio)} ({reserva.duracao_minutos}{' '}
          minutos)
        </Text>
        <Text>{reserva.modalidade === 'online' ? 'Online, por vídeo' : 'Presencial'}</Text>
        {reserva.local && <Text c="dimmed">{reserva.local}</Text>}
      </Stack>
      {reserva.link_online && (
        <Button
          component="a"
          href={reserva.link_online}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          leftSection={<IconVideo size={18} />}
        >
          Entrar na sessão
        </Button>
      )}
      <Text fz="sm" c="dimmed">
        {solicitado
          ? 'O e-mail também traz o link para desistir do pedido, se precisar.'
          : 'O e-mail traz o link para cancelar, se precisar.'}
      </Text>
    </Stack>
  );
}
