import { isValidCpf, onlyDigits } from '@consultorio/contracts/br';
import { moneySchema } from '@consultorio/contracts/common';
import {
  STATUS_TRATAMENTO,
  STATUS_TRATAMENTO_LABELS,
  type StatusTratamento,
  statusTratamentoSchema,
} from '@consultorio/contracts/pacientes';
import { cpfSchema, emailSchema, nomeSchema, telefoneSchema } from '@consultorio/contracts/pessoa';
import { z } from '@consultorio/contracts/zod';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { zodResolver } from '../../lib/forms';
import { MaskedInput, MoneyInput } from '../../lib/masks';
import type { PacienteExemplo } from './dados';

const schema = z.object({
  nome: nomeSchema,
  cpf: cpfSchema,
  telefone: telefoneSchema,
  email: z.union([z.literal(''), emailSchema]),
  status: statusTratamentoSchema,
  valorSessao: moneySchema,
});

interface Valores {
  nome: string;
  cpf: string;
  telefone: string;
  email: string;
  status: StatusTratamento;
  valorSessao: number | string;
}

const NOVO: Valores = {
  nome: '',
  cpf: '',
  telefone: '',
  email: '',
  status: 'em_atendimento',
  valorSessao: '',
};
const STATUS = STATUS_TRATAMENTO.map((s) => ({ value: s, label: STATUS_TRATAMENTO_LABELS[s] }));

/**
 * The create/edit dialog of the CRUD page: the same fields, masks and schemas as the product's forms; a CPF
 * already in the list gets the API's duplicate message on the field.
 */
export function CrudDialog({
  aberto,
  editando,
  cpfsEmUso,
  onClose,
  onSalvar,
}: {
  aberto: boolean;
  /** The row being edited; null for a new one. */
  editando: PacienteExemplo | null;
  /** CPF digits of the other rows. */
  cpfsEmUso: string[];
  onClose: () => void;
  onSalvar: (valores: Omit<PacienteExemplo, 'id' | 'ultimaSessao'>) => void;
}) {
  const form = useForm<Valores>({ mode: 'controlled', initialValues: NOVO, validate: zodResolver(schema) });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!aberto) return;
    setValues(editando ? { ...editando } : NOVO);
    resetDirty();
    clearErrors();
  }, [aberto, editando, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit((v) => {
    if (isValidCpf(v.cpf) && cpfsEmUso.includes(onlyDigits(v.cpf))) {
      form.setFieldError('cpf', 'Já existe um paciente com este CPF.');
      return;
    }
    onSalvar({
      nome: v.nome.trim(),
      cpf: v.cpf,
      telefone: v.telefone,
      email: v.email.trim().toLowerCase(),
      status: v.status,
      valorSessao: Number(v.valorSessao),
    });
  });

  return (
    <Modal
      opened={aberto}
      onClose={onClose}
      title={editando ? `Editar ${editando.nome}` : 'Novo paciente de exemplo'}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate aria-label={editando ? 'Editar paciente' : 'Novo paciente'}>
        <Stack gap="md">
          <TextInput label="Nome completo" required data-autofocus {...form.getInputProps('nome')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MaskedInput mask="cpf" label="CPF" required {...form.getInputProps('cpf')} />
            <MaskedInput mask="telefone" label="Telefone" required {...form.getInputProps('telefone')} />
            <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
            <Select
              label="Status do tratamento"
              data={STATUS}
              allowDeselect={false}
              required
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('status')}
            />
            <MoneyInput label="Valor da sessão" required {...form.getInputProps('valorSessao')} />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit">{editando ? 'Salvar alterações' : 'Cadastrar'}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
