import {
  FEATURE_LABELS,
  FEATURES,
  PLAN_SLUGS,
  type PlanoPublico,
  UNLIMITED,
} from '@consultorio/contracts/planos';
import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePlanosPublicos } from '../../features/landing/api';
import { formatMoney } from '../../lib/format';
import { paths } from '../../routes/paths';
import sectionClasses from '../components/public.module.css';
import classes from './landing.module.css';
import { SectionTitle } from './SectionTitle';

const FEATURED = 'essencial';

const PITCH: Record<PlanoPublico['slug'], { text: string; cta: string }> = {
  gratuito: { text: 'Para conhecer o sistema e começar a organizar a agenda.', cta: 'Começar grátis' },
  essencial: {
    text: 'Para o consultório em dia: prontuário, financeiro e Carnê-Leão.',
    cta: 'Assinar o Essencial',
  },
  vitalicio: { text: 'Tudo, sem limites, com um único pagamento.', cta: 'Garantir o Vitalício' },
};

const period = (plano: PlanoPublico): string => {
  if (plano.periodicidade === 'gratuito') return 'para sempre';
  if (plano.periodicidade === 'unico') return 'pagamento único';
  return plano.duracao_dias ? `a cada ${plano.duracao_dias} dias` : 'por mês';
};

const limit = (value: number, one: string, many: string): string =>
  value === UNLIMITED
    ? `${many.charAt(0).toUpperCase()}${many.slice(1)} ilimitados`
    : `Até ${value.toLocaleString('pt-BR')} ${value === 1 ? one : many}`;

export function PlansSection() {
  const { data: planos } = usePlanosPublicos();
  return (
    <Box component="section" id="planos" className={sectionClasses.section} py={{ base: 56, md: 96 }}>
      <Container size="lg">
        <SectionTitle eyebrow="Planos" title="Planos simples, sem surpresa">
          Comece grátis e mude de plano quando quiser. Pagamento via PIX, sem fidelidade.
        </SectionTitle>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" style={{ alignItems: 'stretch' }}>
          {planos
            ? [...planos]
                .sort((a, b) => PLAN_SLUGS.indexOf(a.slug) - PLAN_SLUGS.indexOf(b.slug))
                .map((plano) => <PlanCard key={plano.slug} plano={plano} />)
            : [0, 1, 2].map((i) => <Skeleton key={i} height={520} radius="lg" />)}
        </SimpleGrid>
        <Text ta="center" c="dimmed" size="sm" mt="xl">
          Toda conta começa no plano Gratuito. A troca de plano é feita dentro do sistema, com pagamento via
          PIX.
        </Text>
      </Container>
    </Box>
  );
}

function PlanCard({ plano }: { plano: PlanoPublico }) {
  const featured = plano.slug === FEATURED;
  const pitch = PITCH[plano.slug];
  return (
    <Paper
      withBorder
      radius="lg"
      p="xl"
      className={`${classes.planCard} ${featured ? classes.planFeatured : ''}`}
      aria-label={`Plano ${plano.nome}`}
    >
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="xl">
          {plano.nome}
        </Title>
        {featured && <Badge variant="filled">Mais escolhido</Badge>}
      </Group>
      <Text c="dimmed" size="sm" mih={42}>
        {pitch?.text}
      </Text>
      <Group align="baseline" gap={6} mt="lg">
        <Text fz={36} fw={800} lh={1}>
          {formatMoney(plano.preco)}
        </Text>
        <Text c="dimmed" size="sm">
          {period(plano)}
        </Text>
      </Group>
      <Stack gap={4} mt="lg">
        <Text size="sm" fw={600}>
          {limit(plano.limite_pacientes, 'paciente', 'pacientes')}
        </Text>
        <Text size="sm" fw={600}>
          {limit(plano.anexos_limite, 'anexo', 'anexos')}
        </Text>
      </Stack>
      <List spacing={8} mt="md" mb="xl" size="sm" center style={{ flex: 1 }}>
        {FEATURES.map((feature) => {
          const on = plano.features[feature];
          return (
            <List.Item
              key={feature}
              icon={
                <ThemeIcon
                  size={20}
                  radius="xl"
                  variant={on ? 'light' : 'transparent'}
                  color={on ? undefined : 'gray'}
                >
                  {on ? <IconCheck size={13} /> : <IconMinus size={13} />}
                </ThemeIcon>
              }
            >
              <Text size="sm" c={on ? undefined : 'dimmed'}>
                {FEATURE_LABELS[feature]}
              </Text>
              {!on && <VisuallyHidden> (não incluído)</VisuallyHidden>}
            </List.Item>
          );
        })}
      </List>
      <Button
        component={Link}
        to={paths.cadastro}
        size="md"
        fullWidth
        variant={featured ? 'filled' : 'light'}
      >
        {pitch?.cta ?? 'Começar agora'}
      </Button>
    </Paper>
  );
}
