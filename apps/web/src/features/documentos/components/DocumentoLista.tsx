import { type Documento, MODELOS_DOCUMENTO } from '@consultorio/contracts/documentos';
import { ActionIcon, Badge, Button, Group, Menu, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconDeviceMobileShare,
  IconDeviceMobileX,
  IconDots,
  IconFileCertificate,
  IconFileTypePdf,
  IconPencil,
  IconReceipt,
  IconSignature,
  IconTrash,
} from '@tabler/icons-react';
import classes from '../../../components/ListaDeItens.module.css';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { ArquivoDocumento } from '../api';
import { nomeDoDocumento } from '../useDocumentoAcoes';

/** What a document's buttons do, and the file being downloaded. */
interface Acoes {
  baixando?: { documento: Documento; arquivo: ArquivoDocumento };
  /** Absent on an archived patient's file (read-only): no editor. */
  onAbrir?: (d: Documento) => void;
  onBaixar: (d: Documento, arquivo: ArquivoDocumento) => void;
  onAssinar: (d: Documento) => void;
  /** Absent on an archived patient's file (read-only): no deletion. */
  onExcluir?: (d: Documento) => void;
  /** "Entregar na área do paciente" / "Recolher"; absent when the plan has no patient's page (or read-only). */
  onEntregar?: (d: Documento) => void;
}

/**
 * The patient's documents, newest first: kind, date, purpose and requester, and per document "Ver / editar",
 * "Baixar PDF" and a menu with the signature, the delivery receipt and the deletion.
 */
export function DocumentoLista({ documentos, ...acoes }: { documentos: Documento[] } & Acoes) {
  return (
    <ul className={classes.list} aria-label="Documentos do paciente">
      {documentos.map((d) => (
        <li key={d.id} className={classes.item} data-testid="documento">
          <ResumoDoDocumento documento={d} />
          <AcoesDoDocumento documento={d} {...acoes} />
        </li>
      ))}
    </ul>
  );
}

/** Kind, date, the "Sigiloso" and "Revisar" badges, purpose and requester. */
function ResumoDoDocumento({ documento: d }: { documento: Documento }) {
  return (
    <Group wrap="nowrap" gap="sm" align="flex-start" className={classes.main}>
      <ThemeIcon variant="light" size={38} radius="md" aria-hidden>
        <IconFileCertificate size={21} stroke={1.6} />
      </ThemeIcon>
      <Stack gap={2} className={classes.text}>
        <Group gap="xs" wrap="wrap">
          <Title order={3} fz="sm" fw={600}>
            {MODELOS_DOCUMENTO[d.tipo].nome}
          </Title>
          <Text fz="sm" c="dimmed">
            {formatDate(d.data)}
          </Text>
          {d.sigiloso && (
            <Badge size="sm" variant="light" color="gray">
              Sigiloso
            </Badge>
          )}
          {d.avisos.length > 0 && (
            <Badge
              size="sm"
              variant="light"
              color="yellow"
              leftSection={<IconAlertTriangle size={12} stroke={1.8} />}
              title={d.avisos.join(' ')}
            >
              Revisar
            </Badge>
          )}
        </Group>
        <Text fz="sm" lineClamp={2}>
          <Text span fz="sm" c="dimmed">
            Finalidade:
          </Text>{' '}
          {d.finalidade}
        </Text>
        {d.entregue_em && (
          <Text fz="sm" data-testid="entrega">
            <Text span fz="sm" c="dimmed">
              Área do paciente:
            </Text>{' '}
            entregue em {formatDate(d.entregue_em)} ·{' '}
            {d.visualizado_em ? `visualizado em ${formatDateTime(d.visualizado_em)}` : 'ainda não aberto'}
          </Text>
        )}
        {d.solicitante && (
          <Text fz="sm" lineClamp={1}>
            <Text span fz="sm" c="dimmed">
              Solicitante:
            </Text>{' '}
            {d.solicitante}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** "Ver / editar", "Baixar PDF" and the menu with the signature, the delivery receipt and the deletion. */
function AcoesDoDocumento({
  documento: d,
  baixando,
  onAbrir,
  onBaixar,
  onAssinar,
  onExcluir,
  onEntregar,
}: { documento: Documento } & Acoes) {
  const nome = nomeDoDocumento(d);
  return (
    <Group gap="xs" wrap="nowrap" className={classes.actions}>
      {onAbrir && (
        <Button
          variant="default"
          leftSection={<IconPencil size={16} stroke={1.7} />}
          aria-label={`Ver / editar: ${nome}`}
          onClick={() => onAbrir(d)}
        >
          Ver / editar
        </Button>
      )}
      <Button
        variant="light"
        leftSection={<IconFileTypePdf size={16} stroke={1.7} />}
        aria-label={`Baixar PDF: ${nome}`}
        loading={baixando?.documento.id === d.id && baixando.arquivo === 'pdf'}
        onClick={() => onBaixar(d, 'pdf')}
      >
        Baixar PDF
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label={`Mais ações: ${nome}`}
            loading={baixando?.documento.id === d.id && baixando.arquivo === 'protocolo'}
          >
            <IconDots size={18} stroke={1.7} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconSignature size={16} stroke={1.7} />} onClick={() => onAssinar(d)}>
            Assinar com certificado digital
          </Menu.Item>
          <Menu.Item
            leftSection={<IconReceipt size={16} stroke={1.7} />}
            onClick={() => onBaixar(d, 'protocolo')}
          >
            Protocolo de entrega
          </Menu.Item>
          {onEntregar && (
            <Menu.Item
              leftSection={
                d.entregue_em ? (
                  <IconDeviceMobileX size={16} stroke={1.7} />
                ) : (
                  <IconDeviceMobileShare size={16} stroke={1.7} />
                )
              }
              onClick={() => onEntregar(d)}
            >
              {d.entregue_em ? 'Recolher da área do paciente' : 'Entregar na área do paciente'}
            </Menu.Item>
          )}
          {onExcluir && (
            <>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} stroke={1.7} />}
                onClick={() => onExcluir(d)}
              >
                Excluir
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
