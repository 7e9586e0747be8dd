import { Box, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMessageCircle, IconShieldCheck } from '@tabler/icons-react';
import { LeadForm } from '../../features/landing/components/LeadForm';
import sectionClasses from '../components/public.module.css';

const POINTS = [
  {
    icon: IconMessageCircle,
    text: 'Tire dúvidas sobre os planos, a migração dos seus registros ou a segurança dos dados.',
  },
  { icon: IconClock, text: 'Respondemos por e-mail ou WhatsApp, em dias úteis.' },
  { icon: IconShieldCheck, text: 'Usamos seus dados apenas para responder ao contato. Nada de spam.' },
];

export function ContactSection() {
  return (
    <Box component="section" id="contato" className={sectionClasses.section} py={{ base: 56, md: 96 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 64 }}>
          <Stack gap="md">
            <Text c="var(--mantine-primary-color-filled)" fw={700} size="sm" tt="uppercase" lts={1}>
              Contato
            </Text>
            <Title order={2} fz={{ base: 28, md: 36 }} lh={1.2}>
              Fale com a gente
            </Title>
            <Text c="dimmed" size="lg">
              Quer ver o Consultório funcionando antes de criar a conta, ou tem uma pergunta específica? Deixe
              a sua mensagem.
            </Text>
            <Stack gap="sm" mt="sm">
              {POINTS.map(({ icon: Icon, text }) => (
                <Group key={text} gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={32} radius="md" variant="light">
                    <Icon size={18} />
                  </ThemeIcon>
                  <Text size="sm" pt={5}>
                    {text}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Stack>
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
            <LeadForm />
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
