import { MODALIDADE_LABELS } from '@consultorio/contracts/pacientes';
import type { SessaoPortal } from '@consultorio/contracts/portal';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { diaEHoraNoRelogio } from '../../../lib/format';

const STATUS: Record<SessaoPortal['status'], { rotulo: string; cor: string }> = {
  agendado: { rotulo: 'Marcada', cor: 'gray' },
  confirmado: { rotulo: 'Confirmada', cor: 'teal' },
};

/** "terça-feira, 24/11/2026 às 14:00": how a session is named in a sentence, in the practice's clock. */
export const nomeDaSessao = (s: Pick<SessaoPortal, 'inicio'>): string => {
  const { data, hora } = diaEHoraNoRelogio(s.inicio);
  return `${data.charAt(0).toLowerCase()}${data.slice(1)} às ${hora}`;
};

/** One session as the patient sees it: when, how long, how (online with the room's link), its state. */
export function SessaoCartao({ sessao: s, children }: { sessao: SessaoPortal; children?: ReactNode }) {
  const { data, hora } = diaEHoraNoRelogio(s.inicio);
  const status = STATUS[s.status];
  return (
    <Card withBorder padding="md" component="article" aria-label={`Sessão de ${nomeDaSessao(s)}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div>
            <Text fw={600}>{data}</Text>
            <Text fz="sm">
              {hora} · {s.duracao_minutos} minutos
              {s.modalidade ? ` · ${MODALIDADE_LABELS[s.modalidade]}` : ''}
            </Text>
          </div>
          <Badge variant="light" color={status.cor}>
            {status.rotulo}
          </Badge>
        </Group>
        {s.link_online && (
          <Button
            component="a"
            href={s.link_online}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            leftSection={<IconVideo size={17} />}
          >
            Entrar na sala online
          </Button>
        )}
        {children}
      </Stack>
    </Card>
  );
}
