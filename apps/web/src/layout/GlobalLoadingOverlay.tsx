import { Center, Loader, Overlay, Paper, Stack, Text } from '@mantine/core';
import { useIsLoading } from '../api/loading';

/** docs/product.md §3.4: "Carregando..." / "Por favor, aguarde" while at least one request is running. */
export function GlobalLoadingOverlay() {
  const visible = useIsLoading();
  if (!visible) return null;
  return (
    <Overlay fixed blur={1} zIndex={3000} backgroundOpacity={0.2} data-testid="loading-overlay">
      <Center h="100%">
        <Paper p="lg" radius="md" shadow="md" withBorder miw={220}>
          <Stack align="center" gap={6} role="status" aria-live="polite">
            <Loader size="md" />
            <Text fw={600} c="var(--mantine-color-bright)">
              Carregando...
            </Text>
            <Text fz="sm" c="dimmed">
              Por favor, aguarde
            </Text>
          </Stack>
        </Paper>
      </Center>
    </Overlay>
  );
}
