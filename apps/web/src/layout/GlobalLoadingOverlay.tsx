import { Center, Loader, Overlay, Stack, Text, Title } from '@mantine/core';
import { useIsLoading } from '../api/loading';

/** SPEC.md §2: "Carregando..." / "Por favor, aguarde" while at least one request is running. */
export function GlobalLoadingOverlay() {
  const visible = useIsLoading();
  if (!visible) return null;
  return (
    <Overlay fixed blur={1} zIndex={3000} backgroundOpacity={0.35} data-testid="loading-overlay">
      <Center h="100%">
        <Stack align="center" gap={4} role="status" aria-live="polite">
          <Loader />
          <Title order={4} c="white">
            Carregando...
          </Title>
          <Text c="white">Por favor, aguarde</Text>
        </Stack>
      </Center>
    </Overlay>
  );
}
