import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../routes/paths';

/** Page of an area that is not built yet: says so calmly and offers a way back. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <Card>
      <Stack align="center" gap="sm" py="xl" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconHourglass size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={3}>{title}</Title>
        <Text c="dimmed" maw={460}>
          {description}
        </Text>
        <Text fz="sm" fw={500}>
          Em breve
        </Text>
        <Button component={Link} to={paths.pacientes.lista} variant="light" mt="xs">
          Ir para Pacientes
        </Button>
      </Stack>
    </Card>
  );
}
