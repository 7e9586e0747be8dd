import {
  PAPEL_ASSINANTE_LABELS,
  STATUS_TERMO_LABELS,
  type StatusTermo,
  type TermoResumo,
} from '@consultorio/contracts/termos';
import { ActionIcon, Badge, Button, Group, Menu, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDots, IconFileTypePdf, IconSignature, IconWritingSign, IconX } from '@tabler/icons-react';
import classes from '../../../components/ListaDeItens.module.css';
import { formatDateTime } from '../../../lib/format';

const COR: Record<StatusTermo, string> = {
  pendente: 'yellow',
  assinado: 'teal',
  recusado: 'red',
  cancelado: 'gray',
};

interface Acoes {
  baixando: string | null;
  /** Her A1 signature on the PDF: the titular's only. */
  podeAssinarA1: boolean;
  /** Cancelling a pending term: not on an archived patient's file. */
  podeCancelar: boolean;
  onBaixar: (t: TermoResumo) => void;
  onAssinarA1: (t: TermoResumo) => void;
  onCancelar: (t: TermoResumo) => void;
}

/** The patient's terms, newest first: title, status, when sent and who signed, and per term its PDF and actions. */
export function TermoLista({ termos, ...acoes }: { termos: TermoResumo[] } & Acoes) {
  return (
    <ul className={classes.list} aria-label="Termos do paciente">
      {termos.map((t) => (
        <li key={t.id} className={classes.item} data-testid="termo">
          <ResumoDoTermo termo={t} />
          <AcoesDoTermo termo={t} {...acoes} />
        </li>
      ))}
    </ul>
  );
}

function Situacao({ termo: t }: { termo: TermoResumo }) {
  if (t.status === 'assinado' && t.assinante) {
    const papel = PAPEL_ASSINANTE_LABELS[t.assinante.papel];
    return (
      <Text fz="sm">
        Assinado por {t.assinante.nome} ({papel.toLowerCase()}
        {t.assinante.parentesco ? `, ${t.assinante.parentesco}` : ''}, CPF {t.assinante.cpf_mascarado}) em{' '}
        {formatDateTime(t.assinado_em)}
      </Text>
    );
  }
  if (t.status === 'recusado') {
    return (
      <Text fz="sm">
        Recusado em {formatDateTime(t.recusado_em)}
        {t.motivo_recusa ? `: “${t.motivo_recusa}”` : ''}
      </Text>
    );
  }
  if (t.status === 'cancelado') return <Text fz="sm">Cancelado em {formatDateTime(t.cancelado_em)}</Text>;
  return <Text fz="sm">O paciente assina pela área do paciente.</Text>;
}

function ResumoDoTermo({ termo: t }: { termo: TermoResumo }) {
  return (
    <Group wrap="nowrap" gap="sm" align="flex-start" className={classes.main}>
      <ThemeIcon variant="light" size={38} radius="md" aria-hidden>
        <IconWritingSign size={21} stroke={1.6} />
      </ThemeIcon>
      <Stack gap={2} className={classes.text}>
        <Group gap="xs" wrap="wrap">
          <Title order={3} fz="sm" fw={600}>
            {t.titulo}
          </Title>
          <Badge size="sm" variant="light" color={COR[t.status]} data-testid="status-termo">
            {STATUS_TERMO_LABELS[t.status]}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          Enviado em {formatDateTime(t.criado_em)}
        </Text>
        <Situacao termo={t} />
      </Stack>
    </Group>
  );
}

function AcoesDoTermo({
  termo: t,
  baixando,
  podeAssinarA1,
  podeCancelar,
  onBaixar,
  onAssinarA1,
  onCancelar,
}: { termo: TermoResumo } & Acoes) {
  const cancelavel = podeCancelar && t.status === 'pendente';
  const temMenu = (podeAssinarA1 && t.status === 'assinado') || cancelavel;
  return (
    <Group gap="xs" wrap="nowrap" className={classes.actions}>
      <Button
        variant="light"
        leftSection={<IconFileTypePdf size={16} stroke={1.7} />}
        aria-label={`Baixar PDF: ${t.titulo}`}
        loading={baixando === t.id}
        onClick={() => onBaixar(t)}
      >
        Baixar PDF
      </Button>
      {temMenu && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="default" size="input-sm" aria-label={`Mais ações: ${t.titulo}`}>
              <IconDots size={18} stroke={1.7} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {podeAssinarA1 && t.status === 'assinado' && (
              <Menu.Item
                leftSection={<IconSignature size={16} stroke={1.7} />}
                onClick={() => onAssinarA1(t)}
              >
                Assinar com certificado digital
              </Menu.Item>
            )}
            {cancelavel && (
              <Menu.Item
                color="red"
                leftSection={<IconX size={16} stroke={1.7} />}
                onClick={() => onCancelar(t)}
              >
                Cancelar envio
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
