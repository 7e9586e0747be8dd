import { AUTORES_MAX, type SecaoModelo } from '@consultorio/contracts/documentos';
import { ActionIcon, Button, Fieldset, Group, Input, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { AUTOR_VAZIO, type DocumentoFormValues } from '../documentoForm';

/**
 * The authors of a multiprofessional report (art. 12): one group per professional ("Autor 1": name, profession and
 * registration), added and removed. The section's guidance and its error are tied to the whole list.
 */
export function AutoresCampo({
  form,
  secao,
}: {
  form: UseFormReturnType<DocumentoFormValues>;
  secao: SecaoModelo;
}) {
  const id = useId();
  const autores = form.getValues().secoes.autores;
  const erro = form.errors['secoes.autores'];
  const orientacaoId = `${id}-orientacao`;
  const erroId = `${id}-erro`;
  return (
    <Fieldset
      variant="unstyled"
      p={0}
      m={0}
      legend={
        <Input.Label required labelElement="div">
          {secao.rotulo}
        </Input.Label>
      }
      aria-describedby={erro ? `${orientacaoId} ${erroId}` : orientacaoId}
    >
      <Stack gap="xs">
        <Text id={orientacaoId} fz="xs" c="dimmed">
          {secao.orientacao}
        </Text>
        {autores.map((_autor, i) => (
          <Fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; removing one re-renders the rest
            key={i}
            legend={`Autor ${i + 1}`}
            m={0}
            p="sm"
            pt={4}
            radius="md"
          >
            <Group gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                label="Nome"
                maxLength={150}
                style={{ flex: '1 1 100%' }}
                {...form.getInputProps(`secoes.autores.${i}.nome`)}
              />
              <TextInput
                label="Profissão"
                placeholder="Ex.: Assistente social"
                maxLength={100}
                style={{ flex: '1 1 9rem' }}
                {...form.getInputProps(`secoes.autores.${i}.profissao`)}
              />
              <TextInput
                label="Registro"
                placeholder="Ex.: CRESS 12345"
                maxLength={60}
                style={{ flex: '1 1 8rem' }}
                {...form.getInputProps(`secoes.autores.${i}.registro`)}
              />
              <Tooltip label="Remover autor" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="input-sm"
                  aria-label={`Remover autor ${i + 1}`}
                  disabled={autores.length === 1}
                  onClick={() => form.removeListItem('secoes.autores', i)}
                >
                  <IconTrash size={18} stroke={1.7} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Fieldset>
        ))}
        {erro && (
          <Text id={erroId} fz="xs" c="var(--mantine-color-error)" role="alert">
            {erro}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconPlus size={16} stroke={1.8} />}
            disabled={autores.length >= AUTORES_MAX}
            onClick={() => form.insertListItem('secoes.autores', { ...AUTOR_VAZIO })}
          >
            Adicionar autor
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
