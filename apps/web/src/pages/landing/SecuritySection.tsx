import { Box, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconShieldLock } from '@tabler/icons-react';
import sectionClasses from '../components/public.module.css';
import classes from './landing.module.css';

const ITEMS = [
  'Registros clínicos criptografados com AES-256: nem uma cópia do banco de dados revela uma anotação.',
  'Senhas guardadas com argon2id e sessões que expiram após 30 minutos sem uso.',
  'Trilha de auditoria: quem acessou, o quê e quando — e você consulta a sua.',
  'Exportação completa dos seus dados a qualquer momento, em qualquer plano; no Vitalício, também backups automáticos diários.',
  'Prontuários guardados pelo prazo mínimo de 5 anos exigido pelo CFP.',
];

export function SecuritySection() {
  return (
    <Box component="section" id="seguranca" className={sectionClasses.sectionAlt} py={{ base: 56, md: 96 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 64 }} style={{ alignItems: 'center' }}>
          <Stack gap="md">
            <Text c="var(--mantine-primary-color-filled)" fw={700} size="sm" tt="uppercase" lts={1}>
              Segurança e sigilo
            </Text>
            <Title order={2} fz={{ base: 28, md: 36 }} lh={1.2}>
              O sigilo profissional levado a sério
            </Title>
            <Text c="dimmed" size="lg">
              O Código de Ética do Psicólogo exige a confidencialidade do que é dito em sessão, e a LGPD trata
              dados de saúde como dados sensíveis. Por isso, o Consultório foi construído com a segurança de
              um banco.
            </Text>
          </Stack>
          <Box className={classes.securityPanel} p={{ base: 'lg', md: 'xl' }}>
            <Stack gap="md">
              <ThemeIcon size={48} radius="md">
                <IconShieldLock size={26} />
              </ThemeIcon>
              <List
                spacing="sm"
                icon={
                  <ThemeIcon size={22} radius="xl" variant="white">
                    <IconCheck size={14} />
                  </ThemeIcon>
                }
              >
                {ITEMS.map((item) => (
                  <List.Item key={item}>
                    <Text size="sm" lh={1.55}>
                      {item}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </Stack>
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
