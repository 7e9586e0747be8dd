import {
  type Agendamento,
  FREQUENCIA_RECORRENCIA_LABELS,
  STATUS_AGENDAMENTO_LABELS,
} from '@consultorio/contracts/agendamentos';
import { formatTelefone } from '@consultorio/contracts/br';
import { MODALIDADE_LABELS } from '@consultorio/contracts/pacientes';
import { Alert, Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRepeat, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../routes/paths';
import { useConsultorio } from '../../usuario/api';
import { usePacienteDaFicha } from './api';
import { LembreteInfo } from './lembrete';
import { STATUS_CORES } from './status';
import { capitalizar } from './tempo';
import { valorDoAgendamento } from './valorDoAgendamento';

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

/**
 * The top of the details dialog: the patient (a link to the file), when, the status, and what the appointment
 * holds (duration, modality, value, place or link, repetition, session, reminder, notes).
 */
export function AgendamentoResumo({
  a,
  nome,
  quando,
  fuso,
}: {
  a: Agendamento;
  nome: string;
  quando: string;
  fuso: string;
}) {
  // Without its own value, the one its session would get (the patient's, else the profile's default).
  const paciente = usePacienteDaFicha(a.paciente_id ?? '', a.paciente_id !== null && a.valor === null);
  const consultorio = useConsultorio();
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          {a.paciente_id ? (
            <Anchor component={Link} to={paths.pacientes.ficha(a.paciente_id)} fw={600} fz="lg">
              {nome}
            </Anchor>
          ) : (
            <Text fw={600} fz="lg">
              {nome}
            </Text>
          )}
          {a.origem === 'agendamento_online' && (
            <Badge variant="outline" color="gray" size="sm" leftSection={<IconWorld size={12} />}>
              Agendado pela página online
            </Badge>
          )}
          <Text fz="sm" c="dimmed">
            {capitalizar(quando)}
          </Text>
        </Stack>
        <Badge color={STATUS_CORES[a.status]} variant="light" size="lg" style={{ flexShrink: 0 }}>
          {STATUS_AGENDAMENTO_LABELS[a.status]}
        </Badge>
      </Group>
      {a.reserva && (
        <Alert color="amber" variant="light" title="Ainda sem paciente vinculado">
          <Text fz="sm">
            {/* Links, so a phone calls or writes with one tap. */}
            Contato informado:{' '}
            {a.reserva.email ? (
              <Anchor href={`mailto:${a.reserva.email}`} fz="sm">
                {a.reserva.email}
              </Anchor>
            ) : (
              'sem e-mail'
            )}
            {a.reserva.telefone && (
              <>
                {' · '}
                <Anchor href={`tel:+55${a.reserva.telefone}`} fz="sm">
                  {formatTelefone(a.reserva.telefone)}
                </Anchor>
              </>
            )}
          </Text>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md">
        <Info label="Duração">{a.duracao_minutos} min</Info>
        <Info label="Modalidade">{a.modalidade ? MODALIDADE_LABELS[a.modalidade] : '—'}</Info>
        <Info label="Valor">
          {valorDoAgendamento(a.valor, paciente.data?.valor_sessao, consultorio.data?.valor_sessao_padrao)}
        </Info>
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
    </>
  );
}
