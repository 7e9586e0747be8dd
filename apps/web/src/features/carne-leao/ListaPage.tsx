import {
  ANO_MINIMO_CARNE_LEAO,
  type CalculoResumo,
  MESES,
  MODO_LABELS,
  STATUS_CALCULO_LABELS,
} from '@consultorio/contracts/carne-leao';
import { hojeEm } from '@consultorio/contracts/pacientes';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalculator, IconCash, IconEye, IconPlus, IconReceiptTax, IconScale } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { FigureCard } from '../../components/FigureCard';
import { PageHeader } from '../../components/PageHeader';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { formatDate, formatMoney } from '../../lib/format';
import { useCalculos } from './api';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const anosDisponiveis = (anoAtual: number) =>
  Array.from({ length: anoAtual + 1 - ANO_MINIMO_CARNE_LEAO + 1 }, (_, i) => String(anoAtual + 1 - i));

function StatusCalculoBadge({ status }: { status: CalculoResumo['status'] }) {
  return (
    <Badge variant="light" color={status === 'pdf_gerado' ? 'teal' : 'gray'}>
      {STATUS_CALCULO_LABELS[status]}
    </Badge>
  );
}

/** `/carne-leao`: the saved months of a year, their figures and the year's totals. */
export function CarneLeaoListaPage() {
  const anoAtual = Number(hojeEm().slice(0, 4));
  const [params, setParams] = useSearchParams();
  const ano = Number(params.get('ano')) || anoAtual;
  const { data, error, isPending, refetch } = useCalculos(ano);
  const phone = useMediaQuery('(max-width: 47.99em)');
  const gerar = (
    <Button
      component={Link}
      to={`/carne-leao/gerar?ano=${ano}`}
      leftSection={<IconPlus size={17} stroke={1.7} />}
    >
      Gerar carnê
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Carnê-Leão"
        description="O imposto mensal sobre o que você recebe de pessoas físicas e do exterior, calculado a partir do Financeiro."
        actions={gerar}
      />
      <Group mb="md">
        <Select
          label="Ano"
          data={anosDisponiveis(anoAtual)}
          value={String(ano)}
          onChange={(v) => v && setParams({ ano: v })}
          allowDeselect={false}
          w={140}
        />
      </Group>
      <QueryError title="Não foi possível carregar os cálculos" error={error} onRetry={refetch} mb="md" />
      {isPending && <QueryLoading label="Carregando cálculos" blocks={[90, 48, 48, 48]} />}
      {data && data.calculos.length === 0 && (
        <Card>
          <EmptyState
            variant="light"
            icon={<IconCalculator size={28} stroke={1.6} />}
            title="Nenhum registro encontrado"
            description={`Nenhum mês de ${ano} calculado ainda. Gere o carnê de um mês: os rendimentos e o livro-caixa vêm do Financeiro.`}
          >
            <EmptyState.Actions>{gerar}</EmptyState.Actions>
          </EmptyState>
        </Card>
      )}
      {data && data.calculos.length > 0 && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            <FigureCard
              icon={<IconCash size={22} stroke={1.7} />}
              label={`Rendimentos em ${ano}`}
              value={formatMoney(data.totais.rendimentos)}
            />
            <FigureCard
              icon={<IconScale size={22} stroke={1.7} />}
              label="Deduções aplicadas"
              value={formatMoney(data.totais.deducoes)}
            />
            <FigureCard
              icon={<IconCalculator size={22} stroke={1.7} />}
              label="Imposto devido"
              value={formatMoney(data.totais.imposto_devido)}
            />
            <FigureCard
              icon={<IconReceiptTax size={22} stroke={1.7} />}
              label="DARFs a pagar"
              value={formatMoney(data.totais.darf)}
            />
          </SimpleGrid>
          {phone ? (
            <Stack gap="sm">
              {data.calculos.map((c) => (
                <Card
                  key={c.id}
                  padding="md"
                  role="group"
                  aria-label={`${capital(MESES[c.mes - 1])} de ${c.ano}`}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{capital(MESES[c.mes - 1])}</Text>
                    <StatusCalculoBadge status={c.status} />
                  </Group>
                  <Text fz="sm" c="dimmed">
                    Rendimentos {formatMoney(c.rendimentos)} · Base {formatMoney(c.base_calculo)}
                  </Text>
                  <Text fz="sm">
                    Imposto {formatMoney(c.imposto_devido)} · DARF até {formatDate(c.darf.vencimento)}
                  </Text>
                  <Button
                    component={Link}
                    to={`/carne-leao/detalhes/${c.id}`}
                    variant="light"
                    size="xs"
                    mt="sm"
                    leftSection={<IconEye size={15} />}
                  >
                    Ver detalhes
                  </Button>
                </Card>
              ))}
            </Stack>
          ) : (
            <Card p={0}>
              <Table.ScrollContainer minWidth={820}>
                <Table verticalSpacing="sm" highlightOnHover aria-label={`Carnê-Leão de ${ano}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Mês</Table.Th>
                      <Table.Th ta="right">Rendimentos</Table.Th>
                      <Table.Th ta="right">Deduções</Table.Th>
                      <Table.Th ta="right">Base</Table.Th>
                      <Table.Th ta="right">Imposto devido</Table.Th>
                      <Table.Th>Vencimento do DARF</Table.Th>
                      <Table.Th>Situação</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Ações</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.calculos.map((c) => (
                      <Table.Tr key={c.id}>
                        <Table.Td>
                          <Text fz="sm" fw={600}>
                            {capital(MESES[c.mes - 1])}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">{formatMoney(c.rendimentos)}</Table.Td>
                        <Table.Td ta="right">
                          <Text fz="sm">{formatMoney(c.total_deducoes)}</Text>
                          <Text fz="xs" c="dimmed">
                            {MODO_LABELS[c.modo_aplicado]}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">{formatMoney(c.base_calculo)}</Table.Td>
                        <Table.Td ta="right">
                          <Text fz="sm" fw={600}>
                            {formatMoney(c.imposto_devido)}
                          </Text>
                        </Table.Td>
                        <Table.Td>{formatDate(c.darf.vencimento)}</Table.Td>
                        <Table.Td>
                          <StatusCalculoBadge status={c.status} />
                        </Table.Td>
                        <Table.Td>
                          <Button
                            component={Link}
                            to={`/carne-leao/detalhes/${c.id}`}
                            variant="subtle"
                            size="xs"
                            leftSection={<IconEye size={15} />}
                            aria-label={`Ver detalhes de ${MESES[c.mes - 1]} de ${c.ano}`}
                          >
                            Detalhes
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr>
                      <Table.Th>Total do ano</Table.Th>
                      <Table.Th ta="right">{formatMoney(data.totais.rendimentos)}</Table.Th>
                      <Table.Th ta="right">{formatMoney(data.totais.deducoes)}</Table.Th>
                      <Table.Th />
                      <Table.Th ta="right">{formatMoney(data.totais.imposto_devido)}</Table.Th>
                      <Table.Th colSpan={3} />
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              </Table.ScrollContainer>
            </Card>
          )}
        </Stack>
      )}
    </>
  );
}
