import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClipboardCheck, IconClipboardText } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryEmpty, QueryError, QueryLoading } from '../../../components/QueryState';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { useFormulariosPortal } from './api';
import type { SecaoProps } from './secoes';
import { TituloDaSecao } from './TituloDaSecao';

/** Formulários: the forms still to fill in, the oldest first; a started one says its draft is kept. */
export function Formularios({ token }: SecaoProps) {
  const formularios = useFormulariosPortal();
  const lista = formularios.data;
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
      {formularios.isPending && <QueryLoading label="Carregando os formulários" blocks={[96]} />}
      {lista && lista.length === 0 && (
        <QueryEmpty
          variant="light"
          icon={<IconClipboardCheck size={28} stroke={1.6} />}
          title="Nenhum formulário para preencher"
          description="Você está em dia. Quando houver um formulário novo, ele aparece aqui."
        />
      )}
      {lista?.map((f) => (
        <Card key={f.id} withBorder padding="md" component="article" aria-label={f.titulo}>
          <Group justify="space-between" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                <IconClipboardText size={22} stroke={1.6} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{f.titulo}</Text>
                <Text fz="sm" c="dimmed">
                  {f.atualizado_em
                    ? `Rascunho guardado em ${formatDate(f.atualizado_em)}`
                    : `Recebido em ${formatDate(f.enviado_em)}`}
                </Text>
              </div>
            </Group>
            <Button
              component={Link}
              to={paths.portal(token, `formularios/${f.id}`)}
              aria-label={`${f.atualizado_em ? 'Continuar' : 'Preencher'}: ${f.titulo}`}
            >
              {f.atualizado_em ? 'Continuar' : 'Preencher'}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
