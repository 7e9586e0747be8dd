import { Center, Loader, Overlay, Paper, Stack, Text } from '@mantine/core';
import { useIsCheckingPlan } from '../plano/planCheck';

/** docs/product.md §3.4: "Verificando permissões..." while the guard checks the plan. */
export function PlanCheckOverlay() {
  const visible = useIsCheckingPlan();
  if (!visible) return null;
  return (
    <Overlay fixed blur={2} zIndex={3000} backgroundOpacity={0.25} data-testid="plan-check-overlay">
      <Center h="100%">
        <Paper p="lg" radius="md" shadow="md" withBorder>
          <Stack align="center" gap="sm" role="status" aria-live="polite">
            <Loader size="md" />
            <Text fw={500}>Verificando permissões...</Text>
          </Stack>
        </Paper>
      </Center>
    </Overlay>
  );
}
