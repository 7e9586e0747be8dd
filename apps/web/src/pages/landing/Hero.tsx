import {
  Avatar,
  Badge,
  Box,
  Button,
  Container,
  Divider,
  Flex,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconLock, IconShieldCheck, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { dayjs, formatMoney } from '../../lib/format';
import { useHidratado } from '../../lib/hidratacao';
import { paths } from '../../routes/paths';
import classes from './landing.module.css';

const TRUST = [
  { icon: IconLock, label: 'Criptografia AES-256' },
  { icon: IconShieldCheck, label: 'Conforme a LGPD e o CFP' },
  { icon: IconSparkles, label: 'Comece grátis, sem cartão' },
];

export function Hero() {
  return (
    <Box className={classes.hero} py={{ base: 48, md: 88 }}>
      <Container size="lg">
        <Grid gap={{ base: 40, md: 56 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Badge variant="light" size="lg" radius="sm" w="fit-content">
                Para psicólogas e psicólogos
              </Badge>
              <Title order={1} className={classes.heroTitle} fz={{ base: 34, sm: 44, md: 52 }}>
                Seu consultório organizado.{' '}
                <span className={classes.highlight}>Seus prontuários protegidos.</span>
              </Title>
              <Text size="lg" c="dimmed" maw={540}>
                Prontuário eletrônico criptografado, agenda, financeiro e Carnê-Leão em um só lugar — de
                acordo com a LGPD e as resoluções do Conselho Federal de Psicologia. Menos papelada, mais
                tempo para quem você atende.
              </Text>
              <Flex gap="sm" direction={{ base: 'column', xs: 'row' }}>
                <Button
                  component={Link}
                  to={paths.cadastro}
                  size="lg"
                  rightSection={<IconArrowRight size={18} />}
                >
                  Criar conta grátis
                </Button>
                <Button component={Link} to={`${paths.home}#planos`} size="lg" variant="default">
                  Ver planos
                </Button>
              </Flex>
              <Group gap="lg" mt={4} style={{ rowGap: 8 }}>
                {TRUST.map(({ icon: Icon, label }) => (
                  <Group key={label} gap={6} wrap="nowrap">
                    <Icon size={18} color="var(--mantine-primary-color-filled)" aria-hidden />
                    <Text size="sm" fw={500}>
                      {label}
                    </Text>
                  </Group>
                ))}
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <AgendaPreview />
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}

const PREVIEW = [
  { hora: '08:00', iniciais: 'MA', tipo: 'Sessão · 50 min', status: 'Confirmado', color: 'green' },
  { hora: '10:00', iniciais: 'JP', tipo: 'Online · 50 min', status: 'Online', color: 'blue' },
  { hora: '14:30', iniciais: 'RS', tipo: 'Avaliação · 60 min', status: 'Agendado', color: 'gray' },
];

const today = () => {
  const text = dayjs().format('dddd, D [de] MMMM');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** An illustration of the product built from the product's own components (initials only: sigilo). */
function AgendaPreview() {
  // Today's date is the browser's: the prerendered page (built on another day) leaves the line blank until then.
  const hidratado = useHidratado();
  return (
    <Paper withBorder radius="lg" p="lg" className={classes.preview} aria-hidden>
      <Group justify="space-between" mb="md">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Agenda de hoje
          </Text>
          <Text fw={600}>{hidratado ? today() : '\u00a0'}</Text>
        </div>
        <Badge variant="light">3 sessões</Badge>
      </Group>
      <Stack gap="xs">
        {PREVIEW.map((item) => (
          <Group
            key={item.hora}
            wrap="nowrap"
            gap="sm"
            p="xs"
            bd="1px solid var(--mantine-color-default-border)"
            bdrs="md"
          >
            <Text fw={600} size="sm" w={44}>
              {item.hora}
            </Text>
            <Avatar size={34} radius="xl" color="initials" name={item.iniciais} />
            <Box style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                Paciente {item.iniciais[0]}. {item.iniciais[1]}.
              </Text>
              <Text size="xs" c="dimmed">
                {item.tipo}
              </Text>
            </Box>
            <Badge variant="light" color={item.color} size="sm">
              {item.status}
            </Badge>
          </Group>
        ))}
      </Stack>
      <Divider my="md" />
      <SimpleGrid cols={2} spacing="sm">
        <div>
          <Text size="xs" c="dimmed">
            Recebido no mês
          </Text>
          <Text fw={700} size="lg">
            {formatMoney(6480)}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            A receber
          </Text>
          <Text fw={700} size="lg">
            {formatMoney(720)}
          </Text>
        </div>
      </SimpleGrid>
      <Group gap="xs" mt="md" wrap="nowrap">
        <ThemeIcon size="sm" variant="light" radius="xl">
          <IconLock size={12} />
        </ThemeIcon>
        <Text size="xs" c="dimmed">
          Evolução de MA registrada e criptografada às 08:52
        </Text>
      </Group>
    </Paper>
  );
}
