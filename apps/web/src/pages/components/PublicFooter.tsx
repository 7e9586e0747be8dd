import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { useHidratado } from '../../lib/hidratacao';
import { paths } from '../../routes/paths';
import classes from './public.module.css';

const COLUMNS = [
  {
    title: 'Produto',
    links: [
      { to: '/#recursos', label: 'Recursos' },
      { to: '/#planos', label: 'Planos' },
      { to: '/#contato', label: 'Fale com a gente' },
    ],
  },
  {
    title: 'Conta',
    links: [
      { to: paths.login, label: 'Entrar' },
      { to: paths.cadastro, label: 'Criar conta' },
      { to: paths.changePassword, label: 'Esqueci minha senha' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.politicaPrivacidade, label: 'Política de Privacidade' },
      { to: paths.termosUso, label: 'Termos de Uso' },
    ],
  },
];

export function PublicFooter() {
  // The browser's year: the prerendered page, built in another year perhaps, names none until hydrated.
  const ano = useHidratado() ? new Date().getFullYear() : null;
  return (
    <footer className={classes.footer}>
      <Container size="lg" py={40}>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xl" verticalSpacing="xl">
          <Stack gap="sm" style={{ gridColumn: 'span 2' }} maw={340}>
            <Logo to="/" size="sm" />
            <Text size="sm" c="dimmed">
              Prontuário, agenda, financeiro e Carnê-Leão para psicólogas e psicólogos, com sigilo
              profissional e conformidade com a LGPD.
            </Text>
          </Stack>
          {COLUMNS.map((col) => (
            <Stack key={col.title} gap={8} component="nav" aria-label={col.title}>
              <Text fw={600} size="sm">
                {col.title}
              </Text>
              {col.links.map((l) => (
                <Anchor
                  key={l.to}
                  component={Link}
                  to={l.to}
                  className={classes.footerLink}
                  underline="never"
                >
                  {l.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="lg" />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            © {ano ? `${ano} ` : ''}Consultório. Todos os direitos reservados.
          </Text>
          <Text size="xs" c="dimmed">
            Dados pessoais tratados conforme a Lei nº 13.709/2018 (LGPD).
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
