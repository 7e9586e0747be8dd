import { nomeMes, STATUS_CALCULO_LABELS } from '@consultorio/contracts/carne-leao';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDownload, IconFileTypePdf, IconRefresh, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { formatDateTime } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { useBaixarPdf, useCalculo, useExcluirCalculo, useExportarPdf } from './api';
import { Demonstrativo, LancamentosDoMes } from './Demonstrativo';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `/carne-leao/detalhes/{id}`: the saved statement, its PDF and delete. */
export function CarneLeaoDetalhesPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: c, error, isPending, refetch } = useCalculo(id);
  const exportar = useExportarPdf();
  const baixar = useBaixarPdf();
  const excluir = useExcluirCalculo();

  if (isPending) return <QueryLoading label="Carregando o cálculo" blocks={[60, 320, 110]} />;
  if (!c) {
    return (
      <>
        <PageHeader title="Detalhes do carnê" />
        <QueryError title="Não foi possível abrir o cálculo" error={error} onRetry={refetch} />
        <Button
          component={Link}
          to="/carne-leao"
          variant="subtle"
          mt="md"
          leftSection={<IconArrowLeft size={16} />}
        >
          Voltar ao Carnê-Leão
        </Button>
      </>
    );
  }

  const mes = nomeMes(c.mes, c.ano);
  const falhou = (titulo: string) => (e: unknown) =>
    notifications.show({ color: 'red', title: titulo, message: errorMessage(e) });
  const confirmarExclusao = () =>
    modals.openConfirmModal({
      title: 'Excluir este cálculo?',
      centered: true,
      children: (
        <Text fz="sm">
          O cálculo de {mes} sai da lista do ano. Os lançamentos do Financeiro não mudam, e o mês pode ser
          calculado de novo.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        excluir.mutate(id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', title: 'Cálculo excluído', message: capital(mes) });
            navigate(`/carne-leao?ano=${c.ano}`);
          },
          onError: falhou('Não foi possível excluir'),
        }),
    });

  return (
    <>
      <PageHeader
        title={`Carnê-Leão — ${mes}`}
        description={c.updated_at ? `Salvo em ${formatDateTime(c.updated_at)}.` : undefined}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={17} stroke={1.7} />}
              loading={exportar.isPending}
              onClick={() =>
                exportar.mutate(id, {
                  onSuccess: () =>
                    notifications.show({
                      color: 'teal',
                      title: 'PDF gerado',
                      message: 'Use "Baixar PDF" para salvá-lo.',
                    }),
                  onError: falhou('Não foi possível gerar o PDF'),
                })
              }
            >
              Exportar PDF
            </Button>
            <Button
              leftSection={<IconDownload size={17} stroke={1.7} />}
              loading={baixar.isPending}
              onClick={() => baixar.mutate(c, { onError: falhou('Não foi possível baixar o PDF') })}
            >
              Baixar PDF
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <Group gap="sm">
          <Badge variant="light" color={c.status === 'pdf_gerado' ? 'teal' : 'gray'}>
            {c.status ? STATUS_CALCULO_LABELS[c.status] : ''}
          </Badge>
          <Button
            component={Link}
            to={`/carne-leao/gerar?mes=${c.mes}&ano=${c.ano}`}
            variant="subtle"
            size="xs"
            leftSection={<IconRefresh size={15} />}
          >
            Recalcular
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={15} />}
            onClick={confirmarExclusao}
          >
            Excluir
          </Button>
        </Group>
        <Demonstrativo c={c} />
        <Card padding="md">
          <Title order={2} fz="md" mb="sm">
            Lançamentos do mês
          </Title>
          <LancamentosDoMes c={c} />
        </Card>
        <Button
          component={Link}
          to={`/carne-leao?ano=${c.ano}`}
          variant="subtle"
          w="fit-content"
          leftSection={<IconArrowLeft size={16} />}
        >
          Voltar ao Carnê-Leão
        </Button>
      </Stack>
    </>
  );
}
