import type { Lancamento } from '@consultorio/contracts/financeiro';
import { Alert, Anchor, Select, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '../../../api/client';
import { formatDate } from '../../../lib/format';
import { usePlan } from '../../../plano/usePlan';
import { paths } from '../../../routes/paths';
import { usePlanoDeContas } from '../api';
import {
  AVISO_CPF_DO_MENOR,
  contaEfetiva,
  type LancamentoFormValues,
  menorSemCpf,
  reciboPossivel,
  situacaoPrevista,
} from './lancamentoForm';

// The Carnê-Leão Web fields of the entry form (docs/carne-leao.md §7): a deductible despesa's account, where the
// entry stands in the Receita's books, and the receipt already issued in the Receita Saúde app.

type Form = UseFormReturnType<LancamentoFormValues>;

/**
 * "Conta no Carnê-Leão": the livro-caixa accounts by name, prefilled with the category's default. Only on plans
 * with the Carnê-Leão (the plano de contas answers 403 without it): then the server applies the default.
 */
export function ContaPlanoSelect({ form }: { form: Form }) {
  const comCarneLeao = usePlan().has('essencial');
  const contas = usePlanoDeContas(comCarneLeao);
  if (!comCarneLeao) return null;
  const v = form.getValues();
  const opcoes = (contas.data ?? [])
    .filter((c) => c.livro_caixa)
    .map((c) => ({ value: c.codigo, label: `${c.descricao} (${c.codigo})` }));
  return (
    <Select
      label="Conta no Carnê-Leão"
      description="Onde a despesa entra no arquivo de pagamentos do livro-caixa."
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      data={opcoes}
      value={opcoes.length ? contaEfetiva(v) : null}
      onChange={(codigo) => form.setFieldValue('codigo_plano_contas', codigo)}
      allowDeselect={false}
      searchable
      nothingFoundMessage="Nenhuma conta encontrada"
      placeholder={contas.isPending ? 'Carregando contas…' : 'Selecione'}
      error={form.errors.codigo_plano_contas}
      maw={{ sm: 480 }}
      mt="md"
    />
  );
}

/** What the situação means for the user, in one sentence; nothing when the entry is outside the books. */
function explicacao(v: LancamentoFormValues, lancamento?: Lancamento): string | null {
  switch (situacaoPrevista(v)) {
    case 'escriturado':
      return `Já escriturado no Carnê-Leão Web em ${formatDate(lancamento?.escriturado_em)}: mudanças aqui não chegam lá — corrija também no site da Receita.`;
    case 'recibo_emitido_no_app':
      return 'Recibo emitido no app Receita Saúde: não será exportado de novo.';
    case 'a_escriturar':
      if (v.tipo === 'despesa') return 'Entra no próximo arquivo de pagamentos do Carnê-Leão Web.';
      return v.origem === 'pessoa_fisica'
        ? 'Ainda sem recibo do Receita Saúde: entra no próximo arquivo de importação do Carnê-Leão Web.'
        : 'Entra no próximo arquivo de importação do Carnê-Leão Web.';
    default:
      return null;
  }
}

/** Where the entry stands in the Carnê-Leão Web, as it will be once saved. */
export function SituacaoCarneLeaoInfo({
  form,
  lancamento,
  mt = 'md',
}: {
  form: Form;
  lancamento?: Lancamento;
  mt?: string | number;
}) {
  const texto = explicacao(form.getValues(), lancamento);
  if (!texto) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} p="sm" mt={mt}>
      {texto}
    </Alert>
  );
}

/** "Já emiti o recibo no app Receita Saúde", for a paid receita from an individual not yet imported. */
export function ReciboNoAppSwitch({ form }: { form: Form }) {
  const v = form.getValues();
  if (!reciboPossivel(v) || v.carne_leao_situacao === 'escriturado') return null;
  return (
    <Switch
      label="Já emiti o recibo no app Receita Saúde"
      description="Marque se você emitiu o recibo deste pagamento à mão no app ou no site da Receita: ele já está no Carnê-Leão e não vai para o arquivo de importação."
      {...form.getInputProps('recibo_no_app', { type: 'checkbox' })}
    />
  );
}

/** A receita of a minor without a CPF: the Receita Saúde needs the patient's own, with the way to fill it in. */
export function AvisoCpfDoMenor({ pacienteId }: { pacienteId: string }) {
  // The patient's file under its own key (['paciente', id]), shared with the file's screens.
  const paciente = useQuery({
    queryKey: ['paciente', pacienteId] as const,
    queryFn: async ({ signal }) =>
      (await call('pacientes.get', { params: { id: pacienteId }, signal, silent: true })).paciente,
  });
  if (!paciente.data || !menorSemCpf(paciente.data)) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} title="Paciente sem CPF">
      <Text fz="sm">
        {AVISO_CPF_DO_MENOR}{' '}
        <Anchor component={Link} to={paths.pacientes.editar(pacienteId)} fz="sm">
          Preencher o CPF na ficha do paciente
        </Anchor>
      </Text>
    </Alert>
  );
}
