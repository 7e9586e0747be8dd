import {
  type AgendamentoOnline as Pagina,
  slugDigitado,
  slugFinal,
} from '@consultorio/contracts/agendamento-online';
import { Button, CopyButton, Group, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { paths } from '../../routes/paths';
import type { FormDaPagina } from './usePaginaForm';

/** The page's address: the slug being typed, the full address to copy, and a link to the published page. */
export function EnderecoDaPagina({ form, pagina }: { form: FormDaPagina; pagina: Pagina }) {
  const endereco = `${window.location.origin}${paths.agendar(form.values.slug || '…')}`;
  return (
    <>
      <TextInput
        label="Endereço da página"
        description="Letras minúsculas, números e hífens."
        leftSection={
          <Text fz="xs" c="dimmed" pl={6}>
            /agendar/
          </Text>
        }
        leftSectionWidth={72}
        {...form.getInputProps('slug')}
        onChange={(e) => form.setFieldValue('slug', slugDigitado(e.currentTarget.value))}
        onBlur={() => form.setFieldValue('slug', slugFinal(form.values.slug))}
      />
      <Group gap="xs">
        <Text fz="sm" style={{ wordBreak: 'break-all' }} data-testid="endereco-agendamento">
          {endereco}
        </Text>
        <CopyButton value={endereco}>
          {({ copied, copy }) => (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
            >
              {copied ? 'Endereço copiado' : 'Copiar endereço'}
            </Button>
          )}
        </CopyButton>
        {pagina.salvo && pagina.ativo && (
          <Button
            size="compact-sm"
            variant="subtle"
            component="a"
            href={paths.agendar(pagina.slug)}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<IconExternalLink size={14} />}
          >
            Abrir página
          </Button>
        )}
      </Group>
    </>
  );
}
