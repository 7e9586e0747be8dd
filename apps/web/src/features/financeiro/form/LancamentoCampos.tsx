import {
  CATEGORIA_LABELS,
  CATEGORIAS_POR_TIPO,
  type Categoria,
  type Lancamento,
  ORIGEM_LABELS,
  ORIGENS,
  type TipoLancamento,
} from '@consultorio/contracts/financeiro';
import { FORMA_PAGAMENTO_LABELS, FORMAS_PAGAMENTO } from '@consultorio/contracts/sessoes';
import {
  Card,
  Checkbox,
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { PacienteSelect } from '../../../components/PacienteSelect';
import { MaskedInput, MoneyInput } from '../../../lib/masks';
import { buscarPaciente } from '../api';
import {
  AvisoCpfDoMenor,
  ContaPlanoSelect,
  ReciboNoAppSwitch,
  SituacaoCarneLeaoInfo,
} from './CarneLeaoCampos';
import { type LancamentoFormValues, pagadorDoPaciente, trocarCategoria, trocarTipo } from './lancamentoForm';

// The sections of the entry form (/financeiro/novo, /financeiro/editar/{id}).

type Form = UseFormReturnType<LancamentoFormValues>;

const FORMAS = FORMAS_PAGAMENTO.map((value) => ({ value, label: FORMA_PAGAMENTO_LABELS[value] }));
const ORIGEM_OPCOES = ORIGENS.map((value) => ({ value, label: ORIGEM_LABELS[value] }));
/** Hints under the field, so the inputs of a row stay aligned. */
const BELOW: Array<'label' | 'input' | 'description' | 'error'> = ['label', 'input', 'description', 'error'];

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <Stack gap={2} mb="md">
        <Title order={3} fz="h4">
          {title}
        </Title>
        {description && (
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Card>
  );
}

/** "Lançamento": type, description, value, dates, category, payment and patient. */
export function LancamentoSection({ form, lancamento }: { form: Form; lancamento?: Lancamento }) {
  const v = form.getValues();
  const receita = v.tipo === 'receita';
  const categorias = CATEGORIAS_POR_TIPO[v.tipo].map((value) => ({ value, label: CATEGORIA_LABELS[value] }));
  return (
    <Section title="Lançamento">
      <Stack gap="md">
        <Input.Wrapper label="Tipo" required error={form.errors.tipo}>
          <SegmentedControl
            mt={4}
            fullWidth
            maw={360}
            value={v.tipo}
            onChange={(tipo) => form.setValues(trocarTipo(form.getValues(), tipo as TipoLancamento))}
            data={[
              { value: 'receita', label: 'Receita' },
              { value: 'despesa', label: 'Despesa' },
            ]}
            aria-label="Tipo"
          />
        </Input.Wrapper>
        <TextInput
          label="Descrição"
          required
          placeholder={receita ? 'Ex.: Sessão individual' : 'Ex.: Aluguel da sala'}
          {...form.getInputProps('descricao')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <MoneyInput label="Valor" required {...form.getInputProps('valor')} />
          <MaskedInput
            mask="data"
            label="Data"
            description="Mês a que o lançamento pertence"
            inputWrapperOrder={BELOW}
            required
            {...form.getInputProps('data')}
          />
          <Select
            label="Categoria"
            required
            data={categorias}
            allowDeselect={false}
            placeholder="Selecione"
            {...form.getInputProps('categoria')}
            onChange={(c) => form.setValues(trocarCategoria(form.getValues(), c as Categoria | null))}
          />
        </SimpleGrid>
        <SituacaoCampos form={form} />
        <PacienteSelect
          label="Paciente"
          description={receita ? 'Opcional: liga o lançamento à ficha do paciente.' : 'Opcional.'}
          inputWrapperOrder={BELOW}
          value={v.paciente_id}
          inicial={
            lancamento?.paciente_id && lancamento.paciente_nome
              ? { id: lancamento.paciente_id, nome: lancamento.paciente_nome }
              : null
          }
          onChange={(p) => {
            form.setFieldValue('paciente_id', p?.id ?? null);
            // A new receita: the payer comes from the patient's file (or the responsável of a minor).
            if (p && receita && !lancamento) {
              void buscarPaciente(p.id)
                .then((paciente) => {
                  if (form.getValues().paciente_id === p.id)
                    form.setValues(pagadorDoPaciente(form.getValues(), paciente));
                })
                .catch(() => undefined);
            }
          }}
          error={form.errors.paciente_id}
          maw={{ sm: 480 }}
        />
      </Stack>
    </Section>
  );
}

/** Situação (paid or pending), the payment date and how it was paid. */
function SituacaoCampos({ form }: { form: Form }) {
  const v = form.getValues();
  const receita = v.tipo === 'receita';
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Input.Wrapper label="Situação" error={form.errors.status}>
        <SegmentedControl
          mt={4}
          fullWidth
          value={v.status}
          onChange={(status) =>
            form.setValues({
              status: status as LancamentoFormValues['status'],
              ...(status === 'pendente' ? { data_pagamento: '' } : {}),
            })
          }
          data={[
            { value: 'pago', label: receita ? 'Recebido' : 'Pago' },
            { value: 'pendente', label: receita ? 'A receber' : 'A pagar' },
          ]}
          aria-label="Situação"
        />
      </Input.Wrapper>
      <MaskedInput
        mask="data"
        label="Data do pagamento"
        placeholder={v.status === 'pago' ? 'Mesma data do lançamento' : 'Ainda não pago'}
        disabled={v.status !== 'pago'}
        {...form.getInputProps('data_pagamento')}
      />
      <Select
        label="Forma de pagamento"
        data={FORMAS}
        clearable
        placeholder="Selecione"
        {...form.getInputProps('forma_pagamento')}
      />
    </SimpleGrid>
  );
}

/**
 * What the Carnê-Leão needs: for a receita, who paid and who was attended; for a despesa, whether it is
 * deductible in the livro-caixa.
 */
export function CarneLeaoSection({ form, lancamento }: { form: Form; lancamento?: Lancamento }) {
  const v = form.getValues();
  if (v.tipo !== 'receita') {
    return (
      <Section title="Carnê-Leão">
        <Checkbox
          label="Dedutível no livro-caixa"
          description="Despesas necessárias ao consultório (aluguel da sala, supervisão, cursos, material, software…) reduzem a base do Carnê-Leão."
          {...form.getInputProps('dedutivel_livro_caixa', { type: 'checkbox' })}
        />
        {v.dedutivel_livro_caixa && <ContaPlanoSelect form={form} />}
        <SituacaoCarneLeaoInfo form={form} lancamento={lancamento} />
      </Section>
    );
  }
  return (
    <Section
      title="Dados para o Carnê-Leão"
      description="A Receita Federal pede o CPF de quem pagou e, quando for outra pessoa, o de quem recebeu o atendimento."
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Origem do pagamento"
            data={ORIGEM_OPCOES}
            allowDeselect={false}
            description="Pessoa jurídica não entra no Carnê-Leão (a empresa retém o imposto)."
            inputWrapperOrder={BELOW}
            {...form.getInputProps('origem')}
          />
          <TextInput
            label="Nome do pagador"
            placeholder={v.paciente_id && !lancamento ? 'O paciente, se ficar em branco' : undefined}
            {...form.getInputProps('pagador_nome')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MaskedInput mask="cpf" label="CPF do pagador" {...form.getInputProps('pagador_cpf')} />
          <MaskedInput
            mask="cpf"
            label="CPF do beneficiário"
            description="Quando o pagador não é o paciente (ex.: o responsável por um menor)."
            inputWrapperOrder={BELOW}
            {...form.getInputProps('beneficiario_cpf')}
          />
        </SimpleGrid>
        {v.paciente_id && !lancamento && (
          <Text fz="xs" c="dimmed">
            Com o pagador em branco, o sistema usa o nome e o CPF do paciente — ou do responsável, se for
            menor de idade.
          </Text>
        )}
        {v.paciente_id && <AvisoCpfDoMenor pacienteId={v.paciente_id} />}
        <ReciboNoAppSwitch form={form} />
        <SituacaoCarneLeaoInfo form={form} lancamento={lancamento} mt={0} />
      </Stack>
    </Section>
  );
}

/** Free notes about the entry. */
export function ObservacoesSection({ form }: { form: Form }) {
  return (
    <Section title="Observações">
      <Textarea
        autosize
        minRows={2}
        maxRows={8}
        aria-label="Observações"
        {...form.getInputProps('observacoes')}
      />
    </Section>
  );
}
