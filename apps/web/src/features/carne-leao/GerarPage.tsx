import {
  type CarneLeaoCalculoInput,
  MESES,
  MODO_LABELS,
  MODOS_CARNE_LEAO,
  type ModoCarneLeao,
  nomeMes,
} from '@consultorio/contracts/carne-leao';
import { hojeEm } from '@consultorio/contracts/pacientes';
import {
  Alert,
  Button,
  Card,
  Grid,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCalculator, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryLoading } from '../../components/QueryState';
import { applyApiFieldErrors, errorMessage } from '../../lib/forms';
import { MoneyInput } from '../../lib/masks';
import { useCalcular, useCalculos, useSimular } from './api';
import { Demonstrativo, LancamentosDoMes } from './Demonstrativo';
import { anosDisponiveis } from './ListaPage';

interface Valores {
  mes: string;
  ano: string;
  inss: number | string;
  dependentes: number | string;
  pensao: number | string;
  modo: ModoCarneLeao;
}

const CAMPOS = ['mes', 'ano', 'inss', 'dependentes', 'pensao', 'modo'] as const;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const numeroOu = (v: number | string): number | undefined =>
  v === '' || v === undefined ? undefined : Number(v);

/** The month before today's: the one a psychologist usually computes (the DARF is due at the end of this month). */
function mesPadrao(hoje: string): { mes: number; ano: number } {
  const ano = Number(hoje.slice(0, 4));
  const mes = Number(hoje.slice(5, 7));
  return mes === 1 ? { mes: 12, ano: ano - 1 } : { mes: mes - 1, ano };
}

/** `/carne-leao/gerar`: pick the month, see its entries from Financeiro, add deductions, simulate, save. */
export function CarneLeaoGerarPage() {
  const hoje = hojeEm();
  const anoAtual = Number(hoje.slice(0, 4));
  const [params] = useSearchParams();
  const padrao = mesPadrao(hoje);
  const navigate = useNavigate();
  const form = useForm<Valores>({
    initialValues: {
      mes: params.get('mes') ?? String(padrao.mes),
      ano: params.get('ano') ?? String(padrao.ano),
      inss: '',
      dependentes: 0,
      pensao: '',
      modo: 'auto',
    },
  });
  const simular = useSimular();
  const calcular = useCalcular();
  const v = form.getValues();
  const salvos = useCalculos(Number(form.values.ano));

  const corpo = (valores: Valores): CarneLeaoCalculoInput => ({
    mes: Number(valores.mes),
    ano: Number(valores.ano),
    inss: numeroOu(valores.inss),
    dependentes: numeroOu(valores.dependentes),
    pensao: numeroOu(valores.pensao),
    modo: valores.modo,
  });

  const rodar = (valores: Valores, silent: boolean) =>
    simular.mutate(
      { body: corpo(valores), silent },
      {
        onError: (e) => {
          if (!applyApiFieldErrors(form, e, CAMPOS) && !silent) {
            notifications.show({ color: 'red', title: 'Não foi possível simular', message: errorMessage(e) });
          }
        },
      },
    );

  // The month's entries and result show as soon as the month changes (nothing is saved).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the month or year changes only
  useEffect(() => {
    rodar(form.getValues(), true);
  }, [form.values.mes, form.values.ano]);

  const salvar = (valores: Valores) => {
    const existente = salvos.data?.calculos.find((c) => c.mes === Number(valores.mes));
    const enviar = () =>
      calcular.mutate(corpo(valores), {
        onSuccess: (c) => {
          notifications.show({
            color: 'teal',
            title: 'Cálculo salvo',
            message: `Carnê-Leão de ${nomeMes(c.mes, c.ano)}.`,
          });
          navigate(`/carne-leao/detalhes/${c.id}`);
        },
        onError: (e) => {
          if (!applyApiFieldErrors(form, e, CAMPOS)) {
            notifications.show({ color: 'red', title: 'Não foi possível salvar', message: errorMessage(e) });
          }
        },
      });
    if (!existente) return enviar();
    modals.openConfirmModal({
      title: 'Substituir o cálculo salvo?',
      centered: true,
      children: (
        <Text fz="sm">
          {capital(nomeMes(Number(valores.mes), Number(valores.ano)))} já tem um cálculo salvo. Salvar de novo
          substitui o anterior pelos valores de agora.
        </Text>
      ),
      labels: { confirm: 'Substituir', cancel: 'Cancelar' },
      onConfirm: enviar,
    });
  };

  const resultado =
    simular.data && simular.data.mes === Number(v.mes) && simular.data.ano === Number(v.ano)
      ? simular.data
      : null;

  return (
    <>
      <PageHeader
        title="Gerar carnê"
        description="Os rendimentos e o livro-caixa vêm do Financeiro (receitas e despesas pagas no mês, pela data do pagamento). Acrescente as outras deduções e compare."
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card padding="lg" component="form" onSubmit={form.onSubmit((valores) => rodar(valores, false))}>
            <Stack gap="md">
              <Title order={3} fz="md">
                Mês e deduções
              </Title>
              <SimpleGrid cols={2} spacing="sm">
                <Select
                  label="Mês"
                  data={MESES.map((m, i) => ({ value: String(i + 1), label: capital(m) }))}
                  allowDeselect={false}
                  {...form.getInputProps('mes')}
                />
                <Select
                  label="Ano"
                  data={anosDisponiveis(anoAtual)}
                  allowDeselect={false}
                  {...form.getInputProps('ano')}
                />
              </SimpleGrid>
              <MoneyInput
                label="Previdência oficial (INSS) paga no mês"
                description="Carnê do INSS (GPS) do mês, se houver"
                {...form.getInputProps('inss')}
              />
              <NumberInput
                label="Dependentes"
                description="R$ 189,59 por dependente por mês"
                min={0}
                max={99}
                allowDecimal={false}
                allowNegative={false}
                hideControls
                {...form.getInputProps('dependentes')}
              />
              <MoneyInput
                label="Pensão alimentícia paga no mês"
                description="Determinada por decisão judicial ou escritura"
                {...form.getInputProps('pensao')}
              />
              <Select
                label="Deduções"
                data={MODOS_CARNE_LEAO.map((m) => ({ value: m, label: MODO_LABELS[m] }))}
                allowDeselect={false}
                {...form.getInputProps('modo')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Button
                  type="submit"
                  variant="default"
                  leftSection={<IconCalculator size={17} stroke={1.7} />}
                  loading={simular.isPending && !simular.variables?.silent}
                >
                  Simular
                </Button>
                <Button
                  type="button"
                  leftSection={<IconDeviceFloppy size={17} stroke={1.7} />}
                  loading={calcular.isPending}
                  onClick={() => form.onSubmit(salvar)()}
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
          <Stack gap="md" aria-live="polite">
            {simular.isError && !resultado && (
              <Alert color="red" icon={<IconAlertCircle />} title="Não foi possível calcular">
                {errorMessage(simular.error)}
              </Alert>
            )}
            {!resultado && !simular.isError && <QueryLoading label="Calculando" blocks={[260, 110]} />}
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
        </Grid.Col>
      </Grid>
    </>
  );
}
