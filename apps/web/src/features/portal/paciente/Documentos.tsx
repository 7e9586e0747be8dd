import { Alert, Badge, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileCertificate, IconFileTypePdf, IconReceipt2 } from '@tabler/icons-react';
import { QueryEmpty, QueryError, QueryLoading } from '../../../components/QueryState';
import { formatDate } from '../../../lib/format';
import { errorMessage } from '../../../lib/forms';
import { useAbrirDocumento, useDocumentosPortal } from './api';
import { TituloDaSecao } from './TituloDaSecao';

/**
 * Documentos: what the psychologist delivered (declarações, atestados, relatórios…) and the receipts of paid charges,
 * the latest first, "Novo" until opened. Opening the PDF is the proof of delivery (docs/decisions/0074-document-delivery-proof.md).
 */
export function Documentos() {
  const documentos = useDocumentosPortal();
  const abrir = useAbrirDocumento();
  const lista = documentos.data;
  return (
    <Stack gap="md">
      <TituloDaSecao descricao="Documentos e recibos que o seu psicólogo entregou para você.">
        Documentos
      </TituloDaSecao>
      <QueryError
        title="Não foi possível carregar os documentos"
        error={documentos.error}
        onRetry={documentos.refetch}
      />
      {abrir.error && (
        <Alert color="red" role="alert" title="Não foi possível abrir o documento">
          {errorMessage(abrir.error)}
        </Alert>
      )}
      {documentos.isPending && <QueryLoading label="Carregando os documentos" blocks={[96, 96]} />}
      {lista && lista.length === 0 && (
        <QueryEmpty
          variant="light"
          icon={<IconFileCertificate size={28} stroke={1.6} />}
          title="Nenhum documento por aqui"
          description="Quando o seu psicólogo entregar uma declaração, um atestado ou um relatório, ele aparece aqui."
        />
      )}
      {lista?.map((d) => (
        <Card key={d.id} withBorder padding="md" component="article" aria-label={d.titulo}>
          <Group justify="space-between" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                {d.tipo === 'recibo' ? (
                  <IconReceipt2 size={22} stroke={1.6} />
                ) : (
                  <IconFileCertificate size={22} stroke={1.6} />
                )}
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>{d.titulo}</Text>
                  {!d.visualizado_em && (
                    <Badge size="sm" variant="light">
                      Novo
                    </Badge>
                  )}
                </Group>
                <Text fz="sm" c="dimmed">
                  {d.tipo === 'recibo' ? 'Emitido em' : 'Entregue em'} {formatDate(d.entregue_em)}
                  {d.visualizado_em ? ` · aberto em ${formatDate(d.visualizado_em)}` : ''}
                </Text>
              </div>
            </Group>
            <Button
              variant="light"
              leftSection={<IconFileTypePdf size={17} />}
              loading={abrir.isPending && abrir.variables === d.id}
              onClick={() => abrir.mutate(d.id)}
              aria-label={`Abrir PDF: ${d.titulo}`}
            >
              Abrir PDF
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
