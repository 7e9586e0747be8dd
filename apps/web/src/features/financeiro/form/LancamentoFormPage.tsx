import {
  CATEGORIA_LABELS,
  CATEGORIAS_POR_TIPO,
  type Lancamento,
  ORIGEM_LABELS,
  ORIGENS,
  type TipoLancamento,
} from '@consultorio/contracts/financeiro';
import { FORMA_PAGAMENTO_LABELS, FORMAS_PAGAMENTO } from '@consultorio/contracts/sessoes';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PacienteSelect } from '../../../components/PacienteSelect';
import { PageHeader } from '../../../components/PageHeader';
import { formatMoney } from '../../../lib/format';
import { applyApiFieldErrors, errorMessage } from '../../../lib/forms';
import { MaskedInput, MoneyInput } from '../../../lib/masks';
import { paths } from '../../../routes/paths';
import { useCreateLancamento, useDeleteLancamento, useLancamento, useUpdateLancamento } from '../api';
import {
  LANCAMENTO_FIELDS,
  type LancamentoFormValues,
  novoLancamento,
  toFormValues,
  toPayload,
  trocarTipo,
  validateLancamento,
} from './lancamentoForm';

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

/** Where to go after saving: `?voltar=` (e.g. the patient file), else the list. */
const destino = (voltar: string | null) => (voltar?.startsWith('/') ? voltar : paths.financeiro.lista());

/** /financeiro/novo: a new receita or despesa (`?tipo=despesa`, `?paciente_id=`). */
export function LancamentoNovoPage() {
  const [params] = useSearchParams();
  const tipo = params.get('tipo') === 'despesa' ? 'despesa' : 'receita';
  return (
    <>
      <PageHeader
        title="Novo lançamento"
        description="Registre uma receita recebida ou a receber, ou uma despesa do consultório."
      />
      <LancamentoForm
        initial={novoLancamento({ tipo, pacienteId: params.get('paciente_id') })}
        voltar={destino(params.get('voltar'))}
      />
    </>
  );
}

/** /financeiro/editar/{id}. */
export function LancamentoEditarPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const query = useLancamento(id);
  return (
    <>
      <PageHeader title="Editar lançamento" description="Altere os dados do lançamento e salve." />
      {query.isPending && (
        <Stack gap="lg">
          <Skeleton h={320} radius="md" />
          <Skeleton h={160} radius="md" />
        </Stack>
      )}
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title="Não foi possível abrir o lançamento">
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{errorMessage(query.error)}</Text>
            <Button component={Link} to={paths.financeiro.lista()} variant="default" size="xs">
              Voltar aos lançamentos
            </Button>
          </Stack>
        </Alert>
      )}
      {query.data && (
        <LancamentoForm
          key={query.data.id}
          lancamento={query.data}
          initial={toFormValues(query.data)}
          voltar={destino(params.get('voltar'))}
        />
      )}
    </>
  );
}

function LancamentoForm({
  initial,
  lancamento,
  voltar,
}: {
  initial: LancamentoFormValues;
  lancamento?: Lancamento;
  voltar: string;
}) {
  const navigate = useNavigate();
  const create = useCreateLancamento();
  const update = useUpdateLancamento();
  const remove = useDeleteLancamento();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LancamentoFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: validateLancamento,
    validateInputOnBlur: true,
  });
  const v = form.getValues();
  const receita = v.tipo === 'receita';
  const saving = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const onError = (error: unknown) => {
      if (!applyApiFieldErrors(form, error, LANCAMENTO_FIELDS)) setFormError(errorMessage(error));
    };
    const onSuccess = (l: Lancamento) => {
      notifications.show({
        color: 'teal',
        title: lancamento ? 'Lançamento atualizado' : 'Lançamento registrado',
        message: `${l.descricao}: ${formatMoney(l.valor)}`,
      });
      navigate(voltar);
    };
    if (lancamento) {
      update.mutate({ id: lancamento.id, body: toPayload(values, 'editar') }, { onSuccess, onError });
    } else {
      create.mutate(toPayload(values, 'novo'), { onSuccess, onError });
    }
  });

  const confirmDelete = () =>
    lancamento &&
    modals.openConfirmModal({
      title: 'Excluir este lançamento?',
      centered: true,
      children: (
        <Text fz="sm">
          {lancamento.descricao} ({formatMoney(lancamento.valor)}) sai dos totais e do Carnê-Leão. Esta ação
          não pode ser desfeita.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(lancamento.id, {
          onSuccess: () => {
            notifications.show({
              color: 'teal',
              title: 'Lançamento excluído',
              message: lancamento.descricao,
            });
            navigate(voltar);
          },
          onError: (e) =>
            notifications.show({ color: 'red', title: 'Não foi possível excluir', message: errorMessage(e) }),
        }),
    });

  const categorias = CATEGORIAS_POR_TIPO[v.tipo].map((value) => ({ value, label: CATEGORIA_LABELS[value] }));

  return (
    <form onSubmit={submit} noValidate aria-label={lancamento ? 'Editar lançamento' : 'Novo lançamento'}>
      <Stack gap="lg">
        {formError && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {formError}
          </Alert>
        )}
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
              />
            </SimpleGrid>
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
              onChange={(p) => form.setFieldValue('paciente_id', p?.id ?? null)}
              error={form.errors.paciente_id}
              maw={{ sm: 480 }}
            />
          </Stack>
        </Section>

        {receita ? (
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
                  Com o pagador em branco, o sistema usa o nome e o CPF do paciente — ou do responsável, se
                  for menor de idade.
                </Text>
              )}
            </Stack>
          </Section>
        ) : (
          <Section title="Carnê-Leão">
            <Checkbox
              label="Dedutível no livro-caixa"
              description="Despesas necessárias ao consultório (aluguel da sala, supervisão, cursos, material, software…) reduzem a base do Carnê-Leão."
              {...form.getInputProps('dedutivel_livro_caixa', { type: 'checkbox' })}
            />
          </Section>
        )}

        <Section title="Observações">
          <Textarea
            autosize
            minRows={2}
            maxRows={8}
            aria-label="Observações"
            {...form.getInputProps('observacoes')}
          />
        </Section>

        <Group justify="space-between" gap="sm">
          <div>
            {lancamento && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={17} stroke={1.7} />}
                onClick={confirmDelete}
                loading={remove.isPending}
              >
                Excluir
              </Button>
            )}
          </div>
          <Group gap="sm">
            <Button component={Link} to={voltar} variant="default" disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={17} stroke={1.7} />}>
              Salvar lançamento
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
