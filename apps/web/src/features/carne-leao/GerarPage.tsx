import { type Calculo, nomeMes } from '@consultorio/contracts/carne-leao';
import { hojeEm } from '@consultorio/contracts/pacientes';
import { Alert, Button, Card, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCalculator, IconDeviceFloppy } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { QueryLoading } from '../../components/QueryState';
import { errorMessage } from '../../lib/forms';
import { Demonstrativo, LancamentosDoMes } from './Demonstrativo';
import { MesEDeducoesCampos } from './GerarCampos';
import { useCarneLeaoGerar } from './useCarneLeaoGerar';

/** `/carne-leao/gerar`: pick the month, see its entries from Financeiro, add deductions, simulate, save. */
export function CarneLeaoGerarPage() {
  const hoje = hojeEm();
  const anoAtual = Number(hoje.slice(0, 4));
  const { form, simularAgora, salvar, resultado, simulando, salvando, erro } = useCarneLeaoGerar(hoje);

  return (
    <>
      <PageHeader
        title="Gerar carnê"
        description="Os rendimentos e o livro-caixa vêm do Financeiro (receitas e despesas pagas no mês, pela data do pagamento). Acrescente as outras deduções e compare."
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card padding="lg" component="form" onSubmit={simularAgora}>
            <Stack gap="md">
              <Title order={3} fz="md">
                Mês e deduções
              </Title>
              <MesEDeducoesCampos form={form} anoAtual={anoAtual} />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Button
                  type="submit"
                  variant="default"
                  leftSection={<IconCalculator size={17} stroke={1.7} />}
                  loading={simulando}
                >
                  Simular
                </Button>
                <Button
                  type="button"
                  leftSection={<IconDeviceFloppy size={17} stroke={1.7} />}
                  loading={salvando}
                  onClick={salvar}
                >
                  Calcular e salvar
                </Button>
              </SimpleGrid>
              <Text fz="xs" c="dimmed">
                Simular mostra o resultado sem salvar. Calcular e salvar guarda o mês (um por mês; salvar de
                novo substitui).
              </Text>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Resultado resultado={resultado} erro={erro} />
        </Grid.Col>
      </Grid>
    </>
  );
}

/** The simulation of the month shown: its statement and the month's entries, or why it failed. */
function Resultado({ resultado, erro }: { resultado: Calculo | null; erro: Error | null }) {
  return (
    <Stack gap="md" aria-live="polite">
      {erro && !resultado && (
        <Alert color="red" icon={<IconAlertCircle />} title="Não foi possível calcular">
          {errorMessage(erro)}
        </Alert>
      )}
      {!resultado && !erro && <QueryLoading label="Calculando" blocks={[260, 110]} />}
      {resultado && (
        <>
          <Title order={2} fz="lg">
            Resultado de {nomeMes(resultado.mes, resultado.ano)}
          </Title>
          <Demonstrativo c={resultado} />
          <Card padding="md">
            <Title order={3} fz="md" mb="sm">
              Lançamentos do mês no Financeiro
            </Title>
            <LancamentosDoMes c={resultado} />
          </Card>
        </>
      )}
    </Stack>
  );
}
