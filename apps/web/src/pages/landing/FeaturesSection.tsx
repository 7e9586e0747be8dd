import { Box, Container, Flex, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconFileLock,
  IconPaperclip,
  IconReceiptTax,
  IconReportMoney,
  IconShieldCheck,
} from '@tabler/icons-react';
import sectionClasses from '../components/public.module.css';
import classes from './landing.module.css';
import { SectionTitle } from './SectionTitle';

const FEATURES = [
  {
    icon: IconFileLock,
    title: 'Prontuário seguro e criptografado',
    text: 'Anamnese, evoluções e registros de cada paciente, criptografados com AES-256 e organizados como pede a Resolução CFP nº 001/2009. Exporte em PDF quando precisar.',
  },
  {
    icon: IconCalendarEvent,
    title: 'Agenda',
    text: 'Visão de mês, semana e dia, sessões semanais ou quinzenais, aviso de conflito de horário e registro de presença e faltas.',
  },
  {
    icon: IconReportMoney,
    title: 'Financeiro',
    text: 'Receitas, despesas e valores a receber por paciente — PIX, cartão ou dinheiro — e um painel do mês com o que entrou e o que falta receber.',
  },
  {
    icon: IconReceiptTax,
    title: 'Carnê-Leão',
    text: 'Cálculo mensal do imposto sobre o que você recebe de pessoas físicas, com as tabelas vigentes e as despesas do livro-caixa.',
  },
  {
    icon: IconPaperclip,
    title: 'Anexos',
    text: 'Laudos, encaminhamentos, documentos e exames guardados junto ao paciente, em PDF, imagem, Word ou Excel.',
  },
  {
    icon: IconShieldCheck,
    title: 'LGPD e sigilo',
    text: 'Registro de cada acesso, exportação completa dos seus dados, guarda dos prontuários pelo prazo legal e, no Vitalício, backups automáticos diários.',
  },
];

export function FeaturesSection() {
  return (
    <Box component="section" id="recursos" className={sectionClasses.section} py={{ base: 56, md: 96 }}>
      <Container size="lg">
        <SectionTitle eyebrow="Recursos" title="Tudo o que o consultório precisa, em um só lugar">
          Do primeiro contato ao imposto do mês: feito para a rotina de quem atende em consultório particular.
        </SectionTitle>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Paper
              key={title}
              withBorder
              radius="lg"
              p={{ base: 'lg', sm: 'xl' }}
              className={classes.featureCard}
            >
              <Flex direction={{ base: 'row', sm: 'column' }} gap="md" align="flex-start">
                <ThemeIcon size={48} radius="md" variant="light">
                  <Icon size={26} stroke={1.6} />
                </ThemeIcon>
                <div>
                  <Title order={3} fz="lg" mb={6}>
                    {title}
                  </Title>
                  <Text c="dimmed" size="sm" lh={1.6}>
                    {text}
                  </Text>
                </div>
              </Flex>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
