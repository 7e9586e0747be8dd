import { MODELOS_DOCUMENTO } from '@consultorio/contracts/documentos';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { formatDate, formatDateTime } from '../../lib/format';
import { paths } from '../../routes/paths';
import { useDocumentosDoPaciente } from './api';

/**
 * The documents delivered in the patient's page and when the patient first opened each one — "visualizado em …",
 * the proof of delivery of Res. CFP 06/2019 (docs/decisions/0074-document-delivery-proof.md). Delivering is done
 * in the Documentos tab.
 */
export function DocumentosEntregues({ pacienteId }: { pacienteId: string }) {
  const documentos = useDocumentosDoPaciente(pacienteId);
  const entregues = documentos.data?.filter((d) => d.entregue_em !== null) ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby={`entregues-${pacienteId}`}>
      <Title order={4} fz="h5" id={`entregues-${pacienteId}`}>
        Documentos entregues
      </Title>
      <QueryError
        title="Não foi possível carregar os documentos"
        error={documentos.error}
        onRetry={documentos.refetch}
      />
      {documentos.isPending && !documentos.isError && (
        <QueryLoading label="Carregando os documentos" blocks={[40]} />
      )}
      {documentos.data && entregues.length === 0 && (
        <Text fz="sm" c="dimmed">
          Nenhum documento entregue. Na aba{' '}
          <Anchor component={Link} to={paths.pacientes.ficha(pacienteId, 'documentos')} fz="sm">
            Documentos
          </Anchor>
          , use “Entregar na área do paciente”.
        </Text>
      )}
      {entregues.length > 0 && (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {entregues.map((d) => (
            <li key={d.id} data-testid="documento-entregue">
              <Group gap="xs">
                <Text fz="sm" fw={600}>
                  {MODELOS_DOCUMENTO[d.tipo].nome} de {formatDate(d.data)}
                </Text>
                {d.visualizado_em ? (
                  <Badge size="sm" variant="light" color="teal">
                    Visualizado em {formatDateTime(d.visualizado_em)}
                  </Badge>
                ) : (
                  <Badge size="sm" variant="light" color="gray">
                    Ainda não aberto
                  </Badge>
                )}
              </Group>
              <Text fz="xs" c="dimmed">
                Entregue em {formatDateTime(d.entregue_em)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
