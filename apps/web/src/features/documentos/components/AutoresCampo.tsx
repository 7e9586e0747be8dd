import { AUTORES_MAX, type SecaoModelo } from '@consultorio/contracts/documentos';
import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { AUTOR_VAZIO, type DocumentoFormValues } from '../documentoForm';

/**
 * The authors of a multiprofessional report (art. 12): one row per professional with name, profession and
 * registration; rows are added and removed. The section's guidance and its error are tied to the group.
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
      legend={`${secao.rotulo} *`}
      variant="unstyled"
      aria-describedby={erro ? `${orientacaoId} ${erroId}` : orientacaoId}
    >
      <Stack gap="sm">
        <Text id={orientacaoId} fz="xs" c="dimmed">
          {secao.orientacao}
        </Text>
        {autores.map((_autor, i) => (
          <Group
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; removing one re-renders the rest
            key={i}
            gap="xs"
            align="flex-end"
            wrap="wrap"
          >
            <TextInput
              label={`Nome do autor ${i + 1}`}
              maxLength={150}
              style={{ flex: '1 1 12rem' }}
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
        ))}
        {erro && (
          <Text id={erroId} fz="sm" c="var(--mantine-color-error)" role="alert">
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
