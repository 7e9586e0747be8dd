import type { Agendamento } from '@consultorio/contracts/agendamentos';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCalendarPlus, IconDeviceFloppy } from '@tabler/icons-react';
import { ehSecretaria } from '../../api/session';
import { AvisoDeErro } from '../../components/AvisoDeErro';
import { type PacienteEscolhido, PacienteSelect } from '../../components/PacienteSelect';
import { usePhone } from '../../components/usePhone';
import { MoneyInput } from '../../lib/masks';
import { ModalidadeCampos, QuandoCampos, RepeticaoCampos } from './AgendamentoCampos';
import {
  type AgendamentoFormValues,
  deAgendamento,
  novoAgendamento,
  validateAgendamento,
} from './agendamentoForm';
import { useAgendamentoSubmit } from './useAgendamentoSubmit';

export type DialogModo =
  | { tipo: 'novo'; dia: string; hora: string; duracao?: number; paciente?: PacienteEscolhido | null }
  | { tipo: 'editar'; agendamento: Agendamento };

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
  const { enviar, conflito, formError, pending } = useAgendamentoSubmit({
    modo,
    form,
    fuso,
    onClose,
    onAgendado,
  });
  // On a phone the patient's field is not focused on opening: its keyboard and list would cover date and time.
  const phone = usePhone();

  return (
    <form
      onSubmit={form.onSubmit((values) => void enviar(values))}
      noValidate
      aria-label={novo ? 'Novo agendamento' : 'Editar agendamento'}
    >
      <Stack gap="md">
        <AvisoDeErro mensagem={formError} />
        {conflito && (
          <ConflitoAlert
            mensagem={conflito}
            novo={novo}
            onForcar={() => void enviar(form.getValues(), true)}
          />
        )}
        <PacienteSelect
          label="Paciente"
          required
          data-autofocus={phone ? undefined : true}
          inicial={pacienteInicial(modo)}
          value={form.getValues().paciente_id}
          error={form.errors.paciente_id}
          onChange={(p) => {
            form.setFieldValue('paciente_id', p?.id ?? null);
            if (p?.modalidade && novo) form.setFieldValue('modalidade', p.modalidade);
          }}
        />
        <QuandoCampos form={form} />
        <ModalidadeCampos form={form} />
        <MoneyInput
          label="Valor"
          placeholder="Valor do paciente"
          description="Em branco: o valor do paciente (ou o padrão do perfil) ao registrar a sessão."
          {...form.getInputProps('valor')}
        />
        {novo && <RepeticaoCampos form={form} />}
        {/* The notes are the titular's: a secretária neither sees nor writes them (docs/product.md §15). */}
        {!ehSecretaria() && (
          <Textarea
            label="Observações"
            description="Guardadas com criptografia."
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('observacoes')}
          />
        )}
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

/** The patient the picker shows before any search: the one chosen beforehand, or the booking's own. */
const pacienteInicial = (modo: DialogModo): PacienteEscolhido | null =>
  modo.tipo === 'novo'
    ? (modo.paciente ?? null)
    : modo.agendamento.paciente
      ? {
          id: modo.agendamento.paciente.id,
          nome: modo.agendamento.paciente.nome_social || modo.agendamento.paciente.nome,
        }
      : null;

/** "Horário ocupado": the API's conflict message and a button that books (or saves) anyway. */
function ConflitoAlert({
  mensagem,
  novo,
  onForcar,
}: {
  mensagem: string;
  novo: boolean;
  onForcar: () => void;
}) {
  return (
    <Alert color="orange" role="alert" icon={<IconAlertTriangle />} title="Horário ocupado">
      {mensagem}
      <Group gap="xs" mt="sm">
        <Button size="xs" variant="light" color="orange" onClick={onForcar}>
          {novo ? 'Agendar mesmo assim' : 'Salvar mesmo assim'}
        </Button>
      </Group>
    </Alert>
  );
}
