import { Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page of the shell fails to load or render; the rest of the app keeps working. */
export function RouteError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error('Erro ao exibir a página:', error);
  return (
    <Center mih="60vh" p="md">
      <Card maw={480} w="100%">
        <Stack align="center" ta="center" gap="sm" py="md">
          <ThemeIcon size={52} radius="xl" variant="light" color="red">
            <IconAlertTriangle size={26} stroke={1.6} />
          </ThemeIcon>
          <Title order={3}>Não foi possível abrir esta página</Title>
          <Text c="dimmed">
            Pode ter sido uma falha de conexão ou uma atualização do sistema. Recarregue a página; seus dados
            estão seguros.
          </Text>
          <Button onClick={() => window.location.reload()} mt="xs">
            Recarregar
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
