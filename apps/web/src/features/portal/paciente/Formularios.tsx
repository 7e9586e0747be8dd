import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClipboardCheck, IconClipboardList, IconClipboardText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryEmpty, QueryError, QueryLoading } from '../../../components/QueryState';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useFormulariosPortal } from './api';
import { useEscalasPortal } from './escalasApi';
import type { SecaoProps } from './secoes';
import { TituloDaSecao } from './TituloDaSecao';

/**
 * Formulários: the forms still to fill in, the oldest first (a started one says its draft is kept), then the
 * questionnaires (PHQ-9, GAD-7) waiting for an answer (docs/decisions/0092-escalas-no-portal.md).
 */
export function Formularios({ token }: SecaoProps) {
  const formularios = useFormulariosPortal();
  const escalas = useEscalasPortal();
  const lista = formularios.data;
  const questionarios = escalas.data;
  return (
    <Stack gap="md">
      <TituloDaSecao descricao="O que você responder aqui vai direto para o seu psicólogo, com sigilo.">
        Formulários
      </TituloDaSecao>
      <QueryError
        title="Não foi possível carregar os formulários"
        error={formularios.error}
        onRetry={formularios.refetch}
      />
      <QueryError
        title="Não foi possível carregar os questionários"
        error={escalas.error}
        onRetry={escalas.refetch}
      />
      {(formularios.isPending || escalas.isPending) && (
        <QueryLoading label="Carregando os formulários" blocks={[96]} />
      )}
      {lista && questionarios && lista.length === 0 && questionarios.length === 0 && (
        <QueryEmpty
          variant="light"
          icon={<IconClipboardCheck size={28} stroke={1.6} />}
          title="Nada para preencher"
          description="Você está em dia. Quando houver um formulário ou questionário novo, ele aparece aqui."
        />
      )}
      {lista?.map((f) => (
        <Item
          key={f.id}
          titulo={f.titulo}
          icone={<IconClipboardText size={22} stroke={1.6} />}
          detalhe={
            f.atualizado_em
              ? `Rascunho guardado em ${formatDate(f.atualizado_em)}`
              : `Recebido em ${formatDate(f.enviado_em)}`
          }
          acao={f.atualizado_em ? 'Continuar' : 'Preencher'}
          para={paths.portal(token, `formularios/${f.id}`)}
        />
      ))}
      {questionarios?.map((e) => (
        <Item
          key={e.id}
          titulo={e.nome}
          icone={<IconClipboardList size={22} stroke={1.6} />}
          detalhe={`Questionário recebido em ${formatDate(e.enviada_em)}`}
          acao="Responder"
          para={paths.portal(token, `formularios/escalas/${e.id}`)}
        />
      ))}
    </Stack>
  );
}

function Item(p: { titulo: string; icone: ReactNode; detalhe: string; acao: string; para: string }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={p.titulo}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
            {p.icone}
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{p.titulo}</Text>
            <Text fz="sm" c="dimmed">
              {p.detalhe}
            </Text>
          </div>
        </Group>
        <Button component={Link} to={p.para} aria-label={`${p.acao}: ${p.titulo}`}>
          {p.acao}
        </Button>
      </Group>
    </Card>
  );
}
