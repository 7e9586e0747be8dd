import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MaskedInput } from '../../lib/masks';
import { FUSOS, type ProfileFormValues } from './profileForm';

type Form = { form: UseFormReturnType<ProfileFormValues> };

/** "Dados pessoais": name, contact and professional registration. */
export function DadosPessoaisCampos({ form }: Form) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label="Nome completo" required autoComplete="name" {...form.getInputProps('nome')} />
      <TextInput label="E-mail" type="email" required autoComplete="email" {...form.getInputProps('email')} />
      <MaskedInput mask="cpf" label="CPF" required {...form.getInputProps('cpf')} />
      <MaskedInput mask="crp" label="CRP" required {...form.getInputProps('crp')} />
      <MaskedInput
        mask="telefone"
        label="Telefone"
        required
        autoComplete="tel"
        {...form.getInputProps('telefone')}
      />
      <MaskedInput mask="data" label="Data de nascimento" {...form.getInputProps('data_nascimento')} />
    </SimpleGrid>
  );
}

/** "Atendimento": the values suggested for new sessions and appointments. */
export function AtendimentoCampos({ form }: Form) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <NumberInput
        label="Valor padrão da sessão"
        prefix="R$ "
        decimalSeparator=","
        thousandSeparator="."
        decimalScale={2}
        fixedDecimalScale
        min={0}
        hideControls
        {...form.getInputProps('valor_sessao_padrao')}
      />
      <NumberInput
        label="Duração padrão (minutos)"
        min={10}
        max={240}
        step={5}
        {...form.getInputProps('duracao_sessao_padrao')}
      />
      <Select
        label="Fuso horário"
        data={FUSOS}
        allowDeselect={false}
        {...form.getInputProps('fuso_horario')}
      />
    </SimpleGrid>
  );
}

/** "Atendimento online": the default link of video sessions and the e-Psi registration. */
export function AtendimentoOnlineCampos({ form }: Form) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Link padrão das sessões online"
        placeholder="https://"
        description="Se vazio, cada sessão online ganha uma sala própria no Jitsi Meet."
        inputMode="url"
        {...form.getInputProps('link_online_padrao')}
      />
      <TextInput
        label="Cadastro e-Psi"
        description="Obrigatório para atender online. Faça em e-psi.cfp.org.br."
        {...form.getInputProps('cadastro_epsi')}
      />
    </SimpleGrid>
  );
}
