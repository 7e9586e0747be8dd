import {
  ESCOLARIDADE_SUGESTOES,
  ESTADO_CIVIL_SUGESTOES,
  FREQUENCIA_LABELS,
  FREQUENCIAS,
  GENERO_SUGESTOES,
  MODALIDADE_LABELS,
  MODALIDADES,
  STATUS_TRATAMENTO,
  STATUS_TRATAMENTO_LABELS,
} from '@consultorio/contracts/pacientes';
import { Autocomplete, Checkbox, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconHeartHandshake, IconId, IconMapPin, IconPhone, IconShieldCheck } from '@tabler/icons-react';
import { ehSecretaria } from '../../../api/session';
import { EnderecoFields } from '../../../components/EnderecoFields';
import { MaskedInput, MoneyInput } from '../../../lib/masks';
import { Section } from '../components/Section';
import { idadeDoForm, isMenor, type PacienteFormValues } from './pacienteForm';

// The sections of the patient form (/pacientes/cadastro, /pacientes/editar/{id}).

type Form = UseFormReturnType<PacienteFormValues>;

const icon = { size: 19, stroke: 1.7 };
const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** "Identificação": names, birth date (with the age it gives), documents and profile. */
export function IdentificacaoSection({ form }: { form: Form }) {
  const values = form.getValues();
  const idade = idadeDoForm(values);
  const nascimentoHint = isMenor(values)
    ? `${idade} ${idade === 1 ? 'ano' : 'anos'}: menor de idade, informe o responsável.`
    : idade !== null
      ? `${idade} ${idade === 1 ? 'ano' : 'anos'}`
      : undefined;
  return (
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
  );
}

/** "Contato": phone, e-mail, the reminders' consent and the emergency contact. */
export function ContatoSection({ form }: { form: Form }) {
  return (
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
  );
}

/** "Endereço", optional. */
export function EnderecoSection({ form }: { form: Form }) {
  return (
    <Section title="Endereço" icon={<IconMapPin {...icon} />} description="Opcional.">
      <EnderecoFields inputProps={(field) => form.getInputProps(`endereco.${field}`)} />
    </Section>
  );
}

/** "Responsável": required (name and phone) for a minor, optional for an adult. */
export function ResponsavelSection({ form }: { form: Form }) {
  const menor = isMenor(form.getValues());
  return (
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
        <TextInput label="Nome do responsável" required={menor} {...form.getInputProps('responsavel.nome')} />
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
  );
}

/** "Atendimento": modality, frequency, the session's value, the treatment's status and start, and notes. */
export function AtendimentoSection({ form }: { form: Form }) {
  return (
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
      {/* The titular's notes: a secretária neither sees nor writes them (docs/product.md §15). */}
      {!ehSecretaria() && (
        <Textarea
          label="Observações"
          description="Só suas: guardadas com criptografia, fora da vista da secretária e da planilha exportada. A evolução das sessões fica no prontuário."
          autosize
          minRows={3}
          maxRows={10}
          mt="md"
          {...form.getInputProps('observacoes')}
        />
      )}
    </Section>
  );
}
