import { type Agendamento, MAX_OCORRENCIAS } from '@consultorio/contracts/agendamentos';
import { MODALIDADE_LABELS, MODALIDADES, type Modalidade } from '@consultorio/contracts/pacientes';
import {
  Alert,
  Button,
  Group,
  Input,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCalendarPlus, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { type PacienteEscolhido, PacienteSelect } from '../../components/PacienteSelect';
import { errorMessage } from '../../lib/forms';
import { MaskedInput, MoneyInput } from '../../lib/masks';
import {
  type AgendamentoFormValues,
  CAMPO_DO_ERRO,
  deAgendamento,
  mostraLink,
  mostraLocal,
  novoAgendamento,
  resumoRepeticao,
  semMudancas,
  tituloAgendado,
  toCreatePayload,
  toUpdatePayload,
  validateAgendamento,
} from './agendamentoForm';
import { useCreateAgendamento, useUpdateAgendamento } from './api';
import { perguntarEscopo } from './escopo';

export type DialogModo =
  | { tipo: 'novo'; dia: string; hora: string; duracao?: number; paciente?: PacienteEscolhido | null }
  | { tipo: 'editar'; agendamento: Agendamento };

const REPETICOES = [
  { value: 'nao', label: 'Não repetir' },
  { value: 'semanal', label: 'Toda semana' },
  { value: 'quinzenal', label: 'A cada 15 dias' },
  { value: 'mensal', label: 'Todo mês' },
];

/** docs/product.md §2.2 dialog "Novo agendamento" (also "Editar agendamento"). */
export function AgendamentoDialog({
  modo,
  onClose,
  fuso,
  duracaoPadrao,
  onAgendado,
}: {
  modo: DialogModo | null;
  onClose: () => void;
  fuso: string;
  duracaoPadrao: number;
  /** After a booking (the first occurrence): the agenda shows its period. */
  onAgendado?: (a: Agendamento) => void;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (
    <Modal
      opened={modo !== null}
      onClose={onClose}
      title={modo?.tipo === 'editar' ? 'Editar agendamento' : 'Novo agendamento'}
      size="lg"
      fullScreen={phone}
      centered
    >
      {modo && (
        <AgendamentoForm
          modo={modo}
          onClose={onClose}
          fuso={fuso}
          duracaoPadrao={duracaoPadrao}
          onAgendado={onAgendado}
        />
      )}
    </Modal>
  );
}

function AgendamentoForm({
  modo,
  onClose,
  fuso,
  duracaoPadrao,
  onAgendado,
}: {
  modo: DialogModo;
  onClose: () => void;
  fuso: string;
  duracaoPadrao: number;
  onAgendado?: (a: Agendamento) => void;
}) {
  const novo = modo.tipo === 'novo';
  const create = useCreateAgendamento();
  const update = useUpdateAgendamento();
  const [conflito, setConflito] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AgendamentoFormValues>({
    mode: 'controlled',
    initialValues: novo
      ? novoAgendamento({
          dia: modo.dia,
          hora: modo.hora,
          duracao: modo.duracao ?? duracaoPadrao,
          pacienteId: modo.paciente?.id,
        })
      : deAgendamento(modo.agendamento, fuso),
    validate: (v) => validateAgendamento(v, novo),
    validateInputOnBlur: true,
  });
  const v = form.getValues();
  const pending = create.isPending || update.isPending;
  const resumo = novo ? resumoRepeticao(v) : null;

  const falhou = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      setConflito(error.message);
      return;
    }
    let applied = false;
    if (error instanceof ApiError && error.errors) {
      for (const [campo, msgs] of Object.entries(error.errors)) {
        const alvo = CAMPO_DO_ERRO[campo];
        if (alvo && msgs[0]) {
          form.setFieldError(alvo, msgs[0]);
          applied = true;
        }
      }
    }
    if (!applied) setFormError(errorMessage(error));
  };

  const enviar = async (values: AgendamentoFormValues, permitir = false) => {
    setConflito(null);
    setFormError(null);
    if (modo.tipo === 'novo') {
      create.mutate(toCreatePayload(values, fuso, permitir), {
        onSuccess: (res) => {
          notifications.show({
            color: 'teal',
            title: tituloAgendado(res.agendamentos.length, res.agendamento.inicio, fuso),
            message: `${res.agendamento.paciente.nome}`,
          });
          onClose();
          onAgendado?.(res.agendamento);
        },
        onError: falhou,
      });
      return;
    }
    const original = modo.agendamento;
    const body = toUpdatePayload(values, original, fuso, permitir);
    if (semMudancas(body)) return onClose();
    const escopo = original.serie_id
      ? await perguntarEscopo({
          titulo: 'Alterar agendamento recorrente',
          descricao: 'Aplicar as alterações somente a este agendamento ou também aos próximos da série?',
        })
      : 'este';
    if (!escopo) return;
    update.mutate(
      { id: original.id, body, escopo },
      {
        onSuccess: (res) => {
          notifications.show({ color: 'teal', title: res.message, message: res.agendamento.paciente.nome });
          onClose();
        },
        onError: falhou,
      },
    );
  };

  const pacienteInicial =
    modo.tipo === 'novo'
      ? (modo.paciente ?? null)
      : {
          id: modo.agendamento.paciente_id,
          nome: modo.agendamento.paciente.nome_social || modo.agendamento.paciente.nome,
        };

  return (
    <form
      onSubmit={form.onSubmit((values) => void enviar(values))}
      noValidate
      aria-label={novo ? 'Novo agendamento' : 'Editar agendamento'}
    >
      <Stack gap="md">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        {conflito && (
          <Alert color="orange" role="alert" icon={<IconAlertTriangle />} title="Horário ocupado">
            {conflito}
            <Group gap="xs" mt="sm">
              <Button
                size="xs"
                variant="light"
                color="orange"
                onClick={() => void enviar(form.getValues(), true)}
              >
                {novo ? 'Agendar mesmo assim' : 'Salvar mesmo assim'}
              </Button>
            </Group>
          </Alert>
        )}
        <PacienteSelect
          label="Paciente"
          required
          data-autofocus
          inicial={pacienteInicial}
          value={v.paciente_id}
          error={form.errors.paciente_id}
          onChange={(p) => {
            form.setFieldValue('paciente_id', p?.id ?? null);
            if (p?.modalidade && novo) form.setFieldValue('modalidade', p.modalidade);
          }}
        />
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md">
          <MaskedInput mask="data" label="Data" required {...form.getInputProps('data')} />
          <TimePicker
            label="Horário"
            required
            format="24h"
            withDropdown
            minutesStep={5}
            hoursInputLabel="Hora"
            minutesInputLabel="Minutos"
            {...form.getInputProps('hora')}
          />
          <NumberInput
            label="Duração (min)"
            required
            min={5}
            max={480}
            step={5}
            allowDecimal={false}
            {...form.getInputProps('duracao_minutos')}
          />
        </SimpleGrid>
        <Input.Wrapper label="Modalidade" error={form.errors.modalidade}>
          <SegmentedControl
            fullWidth
            mt={4}
            value={v.modalidade}
            onChange={(m) => form.setFieldValue('modalidade', m as Modalidade)}
            data={MODALIDADES.map((m) => ({ value: m, label: MODALIDADE_LABELS[m] }))}
          />
        </Input.Wrapper>
        {(mostraLocal(v.modalidade) || mostraLink(v.modalidade)) && (
          <SimpleGrid cols={{ base: 1, xs: mostraLocal(v.modalidade) && mostraLink(v.modalidade) ? 2 : 1 }}>
            {mostraLocal(v.modalidade) && (
              <TextInput
                label="Local"
                placeholder="Ex.: Consultório — sala 2"
                {...form.getInputProps('local')}
              />
            )}
            {mostraLink(v.modalidade) && (
              <TextInput
                label="Link da sessão online"
                placeholder="https://"
                inputMode="url"
                {...form.getInputProps('link_online')}
              />
            )}
          </SimpleGrid>
        )}
        <MoneyInput
          label="Valor"
          description="Em branco: o valor do paciente (ou o padrão do perfil) ao registrar a sessão."
          {...form.getInputProps('valor')}
        />
        {novo && (
          <Stack gap="xs">
            <Select
              label="Repetição"
              data={REPETICOES}
              allowDeselect={false}
              {...form.getInputProps('repeticao')}
            />
            {v.repeticao !== 'nao' && (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <SegmentedControl
                  value={v.termino}
                  onChange={(t) => form.setFieldValue('termino', t as AgendamentoFormValues['termino'])}
                  data={[
                    { value: 'ocorrencias', label: 'Nº de vezes' },
                    { value: 'ate', label: 'Até a data' },
                  ]}
                  aria-label="Término da repetição"
                />
                {v.termino === 'ocorrencias' ? (
                  <NumberInput
                    aria-label="Ocorrências"
                    placeholder="Ocorrências"
                    suffix=" ocorrências"
                    min={1}
                    max={MAX_OCORRENCIAS}
                    allowDecimal={false}
                    {...form.getInputProps('ocorrencias')}
                  />
                ) : (
                  <MaskedInput mask="data" aria-label="Repetir até" {...form.getInputProps('ate')} />
                )}
              </SimpleGrid>
            )}
            {resumo && (
              <Text fz="xs" c="dimmed" aria-live="polite">
                {resumo}
              </Text>
            )}
          </Stack>
        )}
        <Textarea
          label="Observações"
          description="Guardadas com criptografia."
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('observacoes')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <Button
            type="submit"
            loading={pending}
            leftSection={
              novo ? <IconCalendarPlus size={17} stroke={1.7} /> : <IconDeviceFloppy size={17} stroke={1.7} />
            }
          >
            {novo ? 'Agendar' : 'Salvar'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
