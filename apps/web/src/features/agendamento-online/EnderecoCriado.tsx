import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** The address just made, to copy now: it is not shown again. */
export function EnderecoCriado({ url }: { url: string }) {
  return (
    <Alert color="teal" title="Copie o endereço agora" role="status">
      <Stack gap="xs">
        <Text fz="sm">Por segurança, ele não será mostrado de novo.</Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label="Endereço do calendário"
            value={url}
            readOnly
            style={{ flex: 1 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? 'Copiado' : 'Copiar'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
