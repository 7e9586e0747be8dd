import { MSG_PACIENTES, type Paciente } from '@consultorio/contracts/pacientes';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PacienteLoadError } from '../../../components/PacienteLoadError';
import { PageHeader } from '../../../components/PageHeader';
import { QueryLoading } from '../../../components/QueryState';
import { usePlan } from '../../../plano/usePlan';
import { paths } from '../../../routes/paths';
import { usePaciente } from '../api';
import { novoPacienteBloqueio } from '../planLimit';
import {
  AtendimentoSection,
  ContatoSection,
  EnderecoSection,
  IdentificacaoSection,
  ResponsavelSection,
} from './PacienteCampos';
import { usePacienteForm } from './usePacienteForm';

/**
 * One form for /pacientes/cadastro and /pacientes/editar/{id}, in sections. Validation uses the API's own schema;
 * the API's field errors land on their fields; leaving with unsaved changes asks first.
 */
export function PacienteForm({ paciente }: { paciente?: Paciente }) {
  const { form, submit, saving, formError, prompt, responsavelVisible, addResponsavel } =
    usePacienteForm(paciente);

  return (
    <form onSubmit={submit} noValidate aria-label={paciente ? 'Editar paciente' : 'Novo paciente'}>
      <Stack gap="lg">
        {formError && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert" title="Não foi possível salvar">
            {formError}
          </Alert>
        )}

        <IdentificacaoSection form={form} />
        <ContatoSection form={form} />

        <EnderecoSection form={form} />

        {responsavelVisible ? (
          <ResponsavelSection form={form} />
        ) : (
          <Group>
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} stroke={1.8} />}
              onClick={addResponsavel}
            >
              Informar um responsável legal
            </Button>
          </Group>
        )}

        <AtendimentoSection form={form} />

        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            component={Link}
            to={paciente ? paths.pacientes.ficha(paciente.id) : paths.pacientes.lista}
          >
            Cancelar
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={17} stroke={1.7} />}>
            {paciente ? 'Salvar alterações' : 'Cadastrar paciente'}
          </Button>
        </Group>
      </Stack>
      {prompt}
    </form>
  );
}

export function PacienteCadastroPage() {
  const plan = usePlan();
  const bloqueio = plan.known ? novoPacienteBloqueio(plan) : null;
  return (
    <>
      <PageHeader
        title="Novo paciente"
        description="Só o nome e o telefone são obrigatórios; o resto pode ser completado depois."
      />
      {bloqueio ? (
        <Alert color="amber" icon={<IconAlertCircle />} title="Não é possível cadastrar agora">
          <Text fz="sm" mb="sm">
            {bloqueio}
          </Text>
          <Group gap="sm">
            {plan.gerenciaPlano && (
              <Button component={Link} to={paths.upgrade} size="xs">
                {plan.paused ? 'Renovar plano' : 'Ver planos'}
              </Button>
            )}
            <Button component={Link} to={paths.pacientes.lista} size="xs" variant="default">
              Voltar à lista
            </Button>
          </Group>
        </Alert>
      ) : (
        <PacienteForm />
      )}
    </>
  );
}

export function PacienteEditarPage() {
  const { id = '' } = useParams();
  const query = usePaciente(id);
  return (
    <>
      <PageHeader
        title={query.data ? `Editar ${query.data.nome}` : 'Editar paciente'}
        description="As alterações valem a partir de agora; o histórico de sessões não muda."
      />
      {query.isError ? (
        <PacienteLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data?.arquivado_em ? (
        // An archived patient's file is read-only (docs/decisions/0078-archived-patients-read-only.md).
        <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />}>
          <Group justify="space-between" gap="sm">
            <Text fz="sm">{MSG_PACIENTES.arquivadoSomenteLeitura}</Text>
            <Button component={Link} to={paths.pacientes.ficha(query.data.id)} size="xs" variant="default">
              Abrir a ficha
            </Button>
          </Group>
        </Alert>
      ) : query.data ? (
        <PacienteForm key={query.data.id} paciente={query.data} />
      ) : (
        <QueryLoading label="Carregando paciente" gap="lg" blocks={[300, 200, 220]} />
      )}
    </>
  );
}
