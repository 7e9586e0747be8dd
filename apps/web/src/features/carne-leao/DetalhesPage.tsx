import { nomeMes, STATUS_CALCULO_LABELS } from '@consultorio/contracts/carne-leao';
import { Badge, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconRefresh, IconTrash } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { formatDateTime } from '../../lib/format';
import { useCalculo } from './api';
import { Demonstrativo, LancamentosDoMes } from './Demonstrativo';
import { useCalculoAcoes } from './useCalculoAcoes';

/** `/carne-leao/detalhes/{id}`: the saved statement, its PDF and delete. */
export function CarneLeaoDetalhesPage() {
  const { id = '' } = useParams();
  const { data: c, error, isPending, refetch } = useCalculo(id);
  const acoes = useCalculoAcoes(id);

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
  return (
    <>
      <PageHeader
        title={`Carnê-Leão — ${mes}`}
        description={c.updated_at ? `Salvo em ${formatDateTime(c.updated_at)}.` : undefined}
        actions={
          <Button
            leftSection={<IconDownload size={17} stroke={1.7} />}
            loading={acoes.baixando}
            onClick={() => acoes.baixarPdf(c)}
          >
            Baixar PDF
          </Button>
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
            onClick={() => acoes.confirmarExclusao(c)}
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
