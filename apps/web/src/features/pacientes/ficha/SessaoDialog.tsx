import type { Paciente } from '@consultorio/contracts/pacientes';
import {
  FORMA_PAGAMENTO_LABELS,
  FORMAS_PAGAMENTO,
  PRESENCA_LABELS,
  PRESENCAS,
  type Presenca,
  type Sessao,
} from '@consultorio/contracts/sessoes';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Group,
  Input,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { PRESENCA_COLORS } from '../../../components/pacientes/status';
import { applyApiFieldErrors, errorMessage } from '../../../lib/forms';
import { MaskedInput, MoneyInput } from '../../../lib/masks';
import { usePlan } from '../../../plano/usePlan';
import { useProfile } from '../../../usuario/api';
import { useCreateSessao, useUpdateSessao } from '../api';
import { usePhone } from '../components/usePhone';
import {
  SESSAO_FIELDS,
  type SessaoFormValues,
  sessaoDefaults,
  sessaoToForm,
  toSessaoPayload,
  validateSessao,
} from './sessaoForm';

const FORMAS = FORMAS_PAGAMENTO.map((value) => ({ value, label: FORMA_PAGAMENTO_LABELS[value] }));

/**
 * "Registrar sessão": what happened in a session that took place (or was missed), its price and payment. With
 * `sessao`, "Editar sessão": the same fields, saved with `PUT /sessao/{id}` (its receita follows on the server).
 */
export function SessaoDialog({
  paciente,
  opened,
  onClose,
  sessao,
}: {
  paciente: Paciente;
  opened: boolean;
  onClose: () => void;
  sessao?: Sessao | null;
}) {
  const phone = usePhone();
  const profile = useProfile();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={sessao ? 'Editar sessão' : 'Registrar sessão'}
      size="lg"
      fullScreen={phone}
      centered
    >
      {/* Mounted per opening, so each session starts from today's defaults (or the edited session's values). */}
      {opened && (
        <SessaoForm
          paciente={paciente}
          perfil={profile.data ?? null}
          onClose={onClose}
          sessao={sessao ?? null}
        />
      )}
    </Modal>
  );
}

function SessaoForm({
  paciente,
  perfil,
  onClose,
  sessao,
}: {
  paciente: Paciente;
  perfil: Parameters<typeof sessaoDefaults>[0]['perfil'];
  onClose: () => void;
  sessao: Sessao | null;
}) {
  const create = useCreateSessao(paciente.id);
  const update = useUpdateSessao(paciente.id);
  const pending = create.isPending || update.isPending;
  const { has } = usePlan();
  const financeiro = has('gestao_financeira');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SessaoFormValues>({
    mode: 'controlled',
    initialValues: sessao
      ? sessaoToForm(sessao)
      : sessaoDefaults({ valorPaciente: paciente.valor_sessao, perfil, financeiro }),
    validate: (values) => validateSessao(values, paciente.id),
    validateInputOnBlur: true,
  });
  const values = form.getValues();

  const submit = form.onSubmit((v) => {
    setFormError(null);
    const handlers = {
      onSuccess: (salva: Sessao) => {
        notifications.show({
          color: 'teal',
          title: sessao ? 'Sessão atualizada' : 'Sessão registrada',
          message: `${PRESENCA_LABELS[salva.presenca]} em ${v.data}.`,
        });
        onClose();
      },
      onError: (error: unknown) => {
        if (!applyApiFieldErrors(form, error, SESSAO_FIELDS)) setFormError(errorMessage(error));
      },
    };
    const { paciente_id: _, gerar_lancamento: __, ...campos } = toSessaoPayload(v, paciente.id);
    if (sessao)
      update.mutate({ id: sessao.id, body: { ...campos, agendamento_id: sessao.agendamento_id } }, handlers);
    else create.mutate(toSessaoPayload(v, paciente.id), handlers);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={sessao ? 'Editar sessão' : 'Registrar sessão'}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Input.Wrapper label="Presença" required error={form.errors.presenca}>
          <Chip.Group
            multiple={false}
            value={values.presenca}
            onChange={(v) => form.setFieldValue('presenca', v as Presenca)}
          >
            <Group gap="xs" mt={6}>
              {PRESENCAS.map((p) => (
                <Chip key={p} value={p} color={PRESENCA_COLORS[p]} variant="light">
                  {PRESENCA_LABELS[p]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md">
          <MaskedInput mask="data" label="Data" required {...form.getInputProps('data')} />
          <MaskedInput mask="hora" label="Hora de início" {...form.getInputProps('hora_inicio')} />
          <NumberInput
            label="Duração (min)"
            min={5}
            max={480}
            step={5}
            allowDecimal={false}
            {...form.getInputProps('duracao_minutos')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <MoneyInput label="Valor" {...form.getInputProps('valor')} />
          {values.pago && (
            <Select
              label="Forma de pagamento"
              placeholder="Selecione"
              data={FORMAS}
              clearable
              {...form.getInputProps('forma_pagamento')}
            />
          )}
        </SimpleGrid>
        <Switch label="Sessão paga" {...form.getInputProps('pago', { type: 'checkbox' })} />
        <Textarea
          label="Observações"
          description="Anotações privadas da sessão, guardadas com criptografia."
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('observacoes')}
        />
        {financeiro && !sessao && (
          <Checkbox
            label="Lançar o valor no financeiro"
            description={values.pago ? 'Como receita recebida.' : 'Como valor a receber.'}
            {...form.getInputProps('gerar_lancamento', { type: 'checkbox' })}
          />
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" loading={pending} leftSection={<IconDeviceFloppy size={17} stroke={1.7} />}>
            {sessao ? 'Salvar alterações' : 'Registrar sessão'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
