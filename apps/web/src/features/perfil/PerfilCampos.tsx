import {
  Autocomplete,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTextPlus } from '@tabler/icons-react';
import { MaskedInput } from '../../lib/masks';
import { comSugestaoDeEmergencia, FUSOS, PLATAFORMAS_ONLINE, type ProfileFormValues } from './profileForm';

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

/**
 * "Atendimento online" (Res. CFP 09/2024, docs/product.md §16): the default video link, and the platform and the
 * emergency route the therapeutic contract states for online patients.
 */
export function AtendimentoOnlineCampos({ form }: Form) {
  const inserirSugestao = () =>
    form.setFieldValue(
      'encaminhamento_emergencia',
      comSugestaoDeEmergencia(form.getValues().encaminhamento_emergencia),
    );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Autocomplete
          label="Plataforma de vídeo"
          placeholder="Ex.: Google Meet"
          description="A ferramenta das sessões online, citada no contrato terapêutico. Prefira uma com criptografia."
          data={PLATAFORMAS_ONLINE}
          maxLength={120}
          {...form.getInputProps('plataforma_online')}
        />
        <TextInput
          label="Link padrão das sessões online"
          placeholder="https://"
          description="Se vazio, cada sessão online ganha uma sala própria no Jitsi Meet."
          inputMode="url"
          {...form.getInputProps('link_online_padrao')}
        />
      </SimpleGrid>
      <Textarea
        label="Encaminhamento em emergências"
        description="Para onde a pessoa atendida online deve ir em risco, violência ou emergência: entra no contrato terapêutico. Inclua serviços da cidade dos seus pacientes."
        autosize
        minRows={3}
        maxRows={10}
        maxLength={1000}
        {...form.getInputProps('encaminhamento_emergencia')}
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          Sugestão com CVV 188, SAMU 192, UPA, CAPS e pessoa de contato: complete o que está entre colchetes.
        </Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconTextPlus size={16} stroke={1.7} />}
          onClick={inserirSugestao}
        >
          Inserir sugestão
        </Button>
      </Group>
    </Stack>
  );
}
