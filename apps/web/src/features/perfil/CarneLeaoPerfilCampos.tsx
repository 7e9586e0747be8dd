import { OCUPACAO_PSICOLOGO } from '@consultorio/contracts/escrituracao';
import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ProfileFormValues } from './profileForm';

/**
 * "Carnê-Leão e Receita Saúde": what the Carnê-Leão Web import files carry from the profile (docs/carne-leao.md
 * §7.2): the occupation code of each rendimentos line and whether importing it issues the Receita Saúde receipt.
 */
export function CarneLeaoPerfilCampos({ form }: { form: UseFormReturnType<ProfileFormValues> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Código de ocupação no Carnê-Leão"
        description={`${OCUPACAO_PSICOLOGO} – Psicólogo. Mude só se o seu contador indicar outro.`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        inputMode="numeric"
        maxLength={4}
        placeholder={OCUPACAO_PSICOLOGO}
        {...form.getInputProps('codigo_ocupacao')}
      />
      <Switch
        mt={{ sm: 28 }}
        label="Emitir os recibos do Receita Saúde pelo arquivo de importação"
        description="Ao importar o arquivo de rendimentos no Carnê-Leão Web, a Receita emite o recibo de cada pagamento de pessoa física. Desligado, o arquivo só lança os rendimentos no livro-caixa, sem emitir recibos."
        {...form.getInputProps('emite_receita_saude', { type: 'checkbox' })}
      />
    </SimpleGrid>
  );
}
