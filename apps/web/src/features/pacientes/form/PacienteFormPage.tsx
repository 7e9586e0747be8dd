import {
  ESCOLARIDADE_SUGESTOES,
  ESTADO_CIVIL_SUGESTOES,
  FREQUENCIA_LABELS,
  FREQUENCIAS,
  GENERO_SUGESTOES,
  MODALIDADE_LABELS,
  MODALIDADES,
  type Paciente,
  STATUS_TRATAMENTO,
  STATUS_TRATAMENTO_LABELS,
} from '@consultorio/contracts/pacientes';
import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconDeviceFloppy,
  IconHeartHandshake,
  IconId,
  IconMapPin,
  IconPhone,
  IconPlus,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EnderecoFields } from '../../../components/EnderecoFields';
import { PacienteLoadError } from '../../../components/PacienteLoadError';
import { PageHeader } from '../../../components/PageHeader';
import { QueryLoading } from '../../../components/QueryState';
import { applyApiFieldErrors, errorMessage } from '../../../lib/forms';
import { MaskedInput, MoneyInput } from '../../../lib/masks';
import { usePlan } from '../../../plano/usePlan';
import { paths } from '../../../routes/paths';
import { useCreatePaciente, usePaciente, useUpdatePaciente } from '../api';
import { Section } from '../components/Section';
import { useUnsavedChanges } from '../components/UnsavedChanges';
import { novoPacienteBloqueio } from '../planLimit';
import {
  emptyPacienteForm,
  idadeDoForm,
  isMenor,
  PACIENTE_FIELDS,
  type PacienteFormValues,
  showResponsavel,
  toFormValues,
  toPayload,
  validatePaciente,
} from './pacienteForm';

const icon = { size: 19, stroke: 1.7 };
const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** Focus the first field the validation marked, so keyboard and screen-reader users land on it. */
const focusFirstError = () =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());

/**
 * One form for /pacientes/cadastro and /pacientes/editar/{id}, in sections. Validation uses the API's own schema;
 * the API's field errors land on their fields; leaving with unsaved changes asks first.
 */
export function PacienteForm({ paciente }: { paciente?: Paciente }) {
  const navigate = useNavigate();
  const create = useCreatePaciente();
  const update = useUpdatePaciente(paciente?.id ?? '');
  const saving = create.isPending || update.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  // An adult's responsável is optional: the section opens on demand.
  const [responsavelAdded, setResponsavelAdded] = useState(false);
  const addedRef = useRef(responsavelAdded);
  addedRef.current = responsavelAdded;

  const form = useForm<PacienteFormValues>({
    mode: 'controlled',
    initialValues: paciente ? toFormValues(paciente) : emptyPacienteForm(),
    validate: (values) => validatePaciente(values, showResponsavel(values, addedRef.current)),
    validateInputOnBlur: true,
  });
  const { allowLeave, prompt } = useUnsavedChanges(form.isDirty() && !saving);

  const values = form.getValues();
  const menor = isMenor(values);
  const idade = idadeDoForm(values);
  const responsavelVisible = showResponsavel(values, responsavelAdded);

  const submit = form.onSubmit((v) => {
    setFormError(null);
    const body = toPayload(v, showResponsavel(v, addedRef.current));
    const onSuccess = (saved: Paciente) => {
      notifications.show({
        color: 'teal',
        // Neutral wording: "foi cadastrado" would guess the patient's gender (issue 22 row 12).
        title: paciente ? 'Alterações salvas' : 'Cadastro salvo',
        message: paciente
          ? `Os dados de ${saved.nome} foram atualizados.`
          : `${saved.nome} está na sua lista de pacientes.`,
      });
      allowLeave();
      navigate(paths.pacientes.ficha(saved.id));
    };
    const onError = (error: unknown) => {
      if (applyApiFieldErrors(form, error, PACIENTE_FIELDS)) focusFirstError();
      else setFormError(errorMessage(error));
    };
    if (paciente) update.mutate(body, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  }, focusFirstError);

  const nascimentoHint = menor
    ? `${idade} ${idade === 1 ? 'ano' : 'anos'}: menor de idade, informe o responsável.`
    : idade !== null
      ? `${idade} ${idade === 1 ? 'ano' : 'anos'}`
      : undefined;

  return (
    <form onSubmit={submit} noValidate aria-label={paciente ? 'Editar paciente' : 'Novo paciente'}>
      <Stack gap="lg">
        {formError && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert" title="Não foi possível salvar">
            {formError}
          </Alert>
        )}

        <Section title="Identificação" icon={<IconId {...icon} />} description="Quem é o paciente.">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Nome completo" required autoComplete="off" {...form.getInputProps('nome')} />
            <TextInput
              label="Nome social"
              placeholder="Como prefere ser chamado(a)"
              {...form.getInputProps('nome_social')}
            />
            <MaskedInput
              mask="data"
              label="Data de nascimento"
              description={nascimentoHint}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.getInputProps('data_nascimento')}
            />
            <MaskedInput mask="cpf" label="CPF" {...form.getInputProps('cpf')} />
            <TextInput label="RG" {...form.getInputProps('rg')} />
            <Autocomplete label="Gênero" data={[...GENERO_SUGESTOES]} {...form.getInputProps('genero')} />
            <Autocomplete
              label="Estado civil"
              data={[...ESTADO_CIVIL_SUGESTOES]}
              {...form.getInputProps('estado_civil')}
            />
            <Autocomplete
              label="Escolaridade"
              data={[...ESCOLARIDADE_SUGESTOES]}
              {...form.getInputProps('escolaridade')}
            />
            <TextInput label="Profissão" {...form.getInputProps('profissao')} />
          </SimpleGrid>
        </Section>

        <Section
          title="Contato"
          icon={<IconPhone {...icon} />}
          description="Como falar com o paciente e com quem avisar numa emergência."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MaskedInput mask="telefone" label="Telefone" required {...form.getInputProps('telefone')} />
            <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
          </SimpleGrid>
          <Checkbox
            mt="md"
            label="Aceita receber lembretes das sessões por e-mail"
            description="Consentimento do paciente (LGPD). Só quem aceitou e tem e-mail recebe os lembretes."
            {...form.getInputProps('aceita_lembretes', { type: 'checkbox' })}
          />
          <Text fz="sm" fw={600} mt="lg" mb="xs">
            Contato de emergência
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label="Nome do contato" {...form.getInputProps('contato_emergencia.nome')} />
            <MaskedInput
              mask="telefone"
              label="Telefone do contato"
              {...form.getInputProps('contato_emergencia.telefone')}
            />
            <TextInput label="Parentesco" {...form.getInputProps('contato_emergencia.parentesco')} />
          </SimpleGrid>
        </Section>

        <Section title="Endereço" icon={<IconMapPin {...icon} />} description="Opcional.">
          <EnderecoFields inputProps={(field) => form.getInputProps(`endereco.${field}`)} />
        </Section>

        {responsavelVisible ? (
          <Section
            title="Responsável"
            icon={<IconShieldCheck {...icon} />}
            description={
              menor
                ? 'Obrigatório para pacientes menores de 18 anos: nome e telefone.'
                : 'Responsável legal pelo paciente, se houver.'
            }
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Nome do responsável"
                required={menor}
                {...form.getInputProps('responsavel.nome')}
              />
              <MaskedInput
                mask="telefone"
                label="Telefone do responsável"
                required={menor}
                {...form.getInputProps('responsavel.telefone')}
              />
              <MaskedInput mask="cpf" label="CPF do responsável" {...form.getInputProps('responsavel.cpf')} />
              <TextInput
                label="Parentesco"
                placeholder="Mãe, pai, tutor(a)…"
                {...form.getInputProps('responsavel.parentesco')}
              />
            </SimpleGrid>
          </Section>
        ) : (
          <Group>
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} stroke={1.8} />}
              onClick={() => setResponsavelAdded(true)}
            >
              Informar um responsável legal
            </Button>
          </Group>
        )}

        <Section
          title="Atendimento"
          icon={<IconHeartHandshake {...icon} />}
          description="Como e quando o paciente é atendido. O valor é sugerido ao registrar sessões."
        >
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <Select
              label="Modalidade"
              placeholder="Selecione"
              data={options(MODALIDADES, MODALIDADE_LABELS)}
              clearable
              {...form.getInputProps('modalidade')}
            />
            <Select
              label="Frequência"
              placeholder="Selecione"
              data={options(FREQUENCIAS, FREQUENCIA_LABELS)}
              clearable
              {...form.getInputProps('frequencia')}
            />
            <MoneyInput label="Valor da sessão" {...form.getInputProps('valor_sessao')} />
            <Select
              label="Status do tratamento"
              data={options(STATUS_TRATAMENTO, STATUS_TRATAMENTO_LABELS)}
              allowDeselect={false}
              {...form.getInputProps('status_tratamento')}
            />
            <MaskedInput mask="data" label="Início do tratamento" {...form.getInputProps('data_inicio')} />
          </SimpleGrid>
          <Textarea
            label="Observações"
            description="Informações administrativas. Anotações clínicas ficam no prontuário."
            autosize
            minRows={3}
            maxRows={10}
            mt="md"
            {...form.getInputProps('observacoes')}
          />
        </Section>

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
            <Button component={Link} to={paths.upgrade} size="xs">
              {plan.paused ? 'Renovar plano' : 'Ver planos'}
            </Button>
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
      ) : query.data ? (
        <PacienteForm key={query.data.id} paciente={query.data} />
      ) : (
        <QueryLoading label="Carregando paciente" gap="lg" blocks={[300, 200, 220]} />
      )}
    </>
  );
}
