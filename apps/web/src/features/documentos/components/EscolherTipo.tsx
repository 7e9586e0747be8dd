import { LISTA_MODELOS_DOCUMENTO, type TipoDocumento } from '@consultorio/contracts/documentos';
import { Group, Radio, Stack, Text } from '@mantine/core';

/**
 * The first step of "Novo documento": the six kinds of Resolução CFP nº 06/2019, each with its article and what it
 * is for, as a radio group of cards (arrows move between them, as in any radio group).
 */
export function EscolherTipo({
  value,
  onChange,
  error,
}: {
  value: TipoDocumento | null;
  onChange: (tipo: TipoDocumento) => void;
  error?: string | null;
}) {
  return (
    <Radio.Group
      value={value}
      onChange={(v) => onChange(v as TipoDocumento)}
      label="Tipo do documento"
      description="Cada tipo segue a estrutura da Resolução CFP nº 06/2019."
      error={error}
      required
    >
      <Stack gap="xs" mt="sm">
        {LISTA_MODELOS_DOCUMENTO.map((m) => (
          <Radio.Card key={m.tipo} value={m.tipo} radius="md" p="md">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={2}>
                <Text fw={600} fz="sm">
                  {m.nome}{' '}
                  <Text span fz="xs" c="dimmed" fw={400}>
                    ({m.artigo})
                  </Text>
                </Text>
                <Text fz="sm" c="dimmed">
                  {m.descricao}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
