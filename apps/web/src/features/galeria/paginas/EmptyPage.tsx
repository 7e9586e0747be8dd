import { Card, Text } from '@mantine/core';

/** /pages/empty: a blank page inside the layout, the starting point of a new screen. */
export function EmptyPage() {
  return (
    <Card padding="lg" mih={240}>
      <Text fz="sm" c="dimmed">
        Esta página está em branco de propósito: copie-a para começar uma tela nova dentro do layout.
      </Text>
    </Card>
  );
}
