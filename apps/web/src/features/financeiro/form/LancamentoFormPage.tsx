import type { Lancamento } from '@consultorio/contracts/financeiro';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/forms';
import { paths } from '../../../routes/paths';
import { useLancamento } from '../api';
import { CarneLeaoSection, LancamentoSection, ObservacoesSection } from './LancamentoCampos';
import {
  type LancamentoFormValues,
  novoLancamento,
  toFormValues,
  validateLancamento,
} from './lancamentoForm';
import { useLancamentoSubmit } from './useLancamentoSubmit';

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
  const form = useForm<LancamentoFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: validateLancamento,
    validateInputOnBlur: true,
  });
  const { submit, confirmDelete, formError, saving, removing } = useLancamentoSubmit({
    form,
    lancamento,
    voltar,
  });

  return (
    <form onSubmit={submit} noValidate aria-label={lancamento ? 'Editar lançamento' : 'Novo lançamento'}>
      <Stack gap="lg">
        {formError && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {formError}
          </Alert>
        )}
        <LancamentoSection form={form} lancamento={lancamento} />
        <CarneLeaoSection form={form} lancamento={lancamento} />
        <ObservacoesSection form={form} />

        <Group justify="space-between" gap="sm">
          <div>
            {lancamento && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={17} stroke={1.7} />}
                onClick={confirmDelete}
                loading={removing}
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
