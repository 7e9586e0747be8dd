import { Alert, Anchor, Box, Container, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import sectionClasses from '../components/public.module.css';
import classes from './legal.module.css';
import { LEGAL } from './legalInfo';

/** An e-mail address as a mailto link. */
export const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  summary: ReactNode;
  intro: ReactNode;
  sections: LegalSection[];
}

/** Title, "em resumo" box, table of contents and numbered sections: the privacy policy and the terms. */
export function LegalDocument({ title, summary, intro, sections }: LegalDocumentProps) {
  return (
    <Container size={820} py={{ base: 40, md: 72 }} w="100%">
      <title>{`${title} · Consultório`}</title>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 30, md: 40 }}>
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={6}>
            Última atualização: {LEGAL.atualizadoEm}
          </Text>
        </div>
        <Alert variant="light" radius="md" icon={<IconInfoCircle size={20} />} title="Em resumo">
          {summary}
        </Alert>
        <Typography>{intro}</Typography>
        <Paper withBorder radius="md" p="lg" component="nav" aria-label="Sumário">
          <Text fw={600} mb="xs">
            Sumário
          </Text>
          <Box component="ol" m={0} pl="lg" className={classes.toc}>
            {sections.map((s) => (
              <li key={s.id}>
                <Anchor href={`#${s.id}`} size="sm">
                  {s.title}
                </Anchor>
              </li>
            ))}
          </Box>
        </Paper>
        <Typography className={classes.doc}>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} className={sectionClasses.section}>
              <h2>
                {i + 1}. {s.title}
              </h2>
              {s.content}
            </section>
          ))}
        </Typography>
      </Stack>
    </Container>
  );
}
