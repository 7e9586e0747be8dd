import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDatabaseExport, IconDownload, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { formatDateTime, formatTamanho } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { usePlan } from '../../plano/usePlan';
import { paths } from '../../routes/paths';
import { useBackups, useBaixarBackup, useExportarDados, useFazerBackup } from './api';

/** Configurações → the user's data: "Exportar meus dados" (every plan) and "Backups" (plan feature backup_automatico). */
export function MeusDados() {
  return (
    <Stack component="section" aria-labelledby="meus-dados" gap="lg">
      <Title order={2} fz="h3" id="meus-dados">
        Meus dados
      </Title>
      <Exportar />
      <Backups />
    </Stack>
  );
}

function Exportar() {
  const exportar = useExportarDados();
  return (
    <Card>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4} maw={620}>
          <Title order={3} fz="h4">
            Exportar meus dados
          </Title>
          <Text fz="sm" c="dimmed">
            Um arquivo ZIP com tudo o que você guardou aqui: pacientes, sessões, anamneses, prontuários,
            agenda, financeiro, Carnê-Leão, registro de acessos e os anexos, com um LEIAME explicando cada
            arquivo (LGPD, art. 18).
          </Text>
          {exportar.isError && (
            <Text fz="sm" c="red" role="alert">
              {errorMessage(exportar.error)}
            </Text>
          )}
        </Stack>
        <Button
          variant="default"
          leftSection={<IconDatabaseExport size={17} />}
          loading={exportar.isPending}
          onClick={() => exportar.mutate()}
        >
          Exportar meus dados
        </Button>
      </Group>
    </Card>
  );
}

function Backups() {
  const { has, known } = usePlan();
  const liberado = has('backup_automatico');
  const backups = useBackups(known && liberado);
  const fazer = useFazerBackup();
  const baixar = useBaixarBackup();
  return (
    <Card>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md" mb="md">
        <Stack gap={4} maw={620}>
          <Title order={3} fz="h4">
            Backups
          </Title>
          <Text fz="sm" c="dimmed">
            Um backup automático por dia, guardado criptografado. Ficam os 7 mais recentes.
          </Text>
        </Stack>
        {liberado && (
          <Button
            variant="light"
            leftSection={<IconDatabaseExport size={17} />}
            loading={fazer.isPending}
            onClick={() =>
              fazer.mutate(undefined, {
                onSuccess: () => notifications.show({ color: 'teal', message: 'Backup feito.' }),
                onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
              })
            }
          >
            Fazer backup agora
          </Button>
        )}
      </Group>
      {!liberado ? (
        <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
          O backup automático diário faz parte do plano Vitalício.{' '}
          <Link to={paths.upgrade}>Conheça os planos</Link>.
        </Alert>
      ) : (
        <>
          <QueryError
            title="Não foi possível carregar os backups"
            error={backups.error}
            onRetry={backups.refetch}
          />
          {backups.isPending && !backups.isError && (
            <QueryLoading label="Carregando backups" blocks={[120]} />
          )}
          {backups.data?.length === 0 && (
            <Text fz="sm" c="dimmed">
              Nenhum backup ainda. O primeiro automático sai hoje; ou faça um agora.
            </Text>
          )}
          {backups.data && backups.data.length > 0 && (
            <Table.ScrollContainer minWidth={460}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Data</Table.Th>
                    <Table.Th>Origem</Table.Th>
                    <Table.Th>Tamanho</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Ações</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {backups.data.map((b) => (
                    <Table.Tr key={b.id}>
                      <Table.Td fz="sm">{formatDateTime(b.criado_em)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={b.origem === 'automatico' ? 'teal' : 'gray'}>
                          {b.origem === 'automatico' ? 'Automático' : 'Manual'}
                        </Badge>
                      </Table.Td>
                      <Table.Td fz="sm">{formatTamanho(b.tamanho_bytes)}</Table.Td>
                      <Table.Td ta="right">
                        <Button
                          size="xs"
                          variant="subtle"
                          leftSection={<IconDownload size={15} />}
                          aria-label={`Baixar o backup de ${formatDateTime(b.criado_em)}`}
                          loading={baixar.isPending && baixar.variables === b.id}
                          onClick={() => baixar.mutate(b.id)}
                        >
                          Baixar
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Card>
  );
}
