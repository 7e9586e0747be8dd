import { STATUS_TERMO_LABELS } from '@consultorio/contracts/termos';
import { Badge, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconWritingSign } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryEmpty, QueryError, QueryLoading } from '../../../components/QueryState';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import type { SecaoProps } from './secoes';
import { TituloDaSecao } from './TituloDaSecao';
import { useTermosPortal } from './termosApi';

const COR = { pendente: 'yellow', assinado: 'teal', recusado: 'red', cancelado: 'gray' } as const;

/** Termos: what the psychologist sent to be read and signed (docs/product.md §20), the latest first. */
export function Termos({ token }: SecaoProps) {
  const termos = useTermosPortal();
  const lista = termos.data;
  return (
    <Stack gap="md">
      <TituloDaSecao descricao="Contrato, autorizações e avisos que o seu psicólogo enviou para você ler e assinar.">
        Termos
      </TituloDaSecao>
      <QueryError title="Não foi possível carregar os termos" error={termos.error} onRetry={termos.refetch} />
      {termos.isPending && <QueryLoading label="Carregando os termos" blocks={[96, 96]} />}
      {lista && lista.length === 0 && (
        <QueryEmpty
          variant="light"
          icon={<IconWritingSign size={28} stroke={1.6} />}
          title="Nenhum termo por aqui"
          description="Quando o seu psicólogo enviar um termo para assinar, ele aparece aqui."
        />
      )}
      {lista?.map((t) => (
        <Card key={t.id} withBorder padding="md" component="article" aria-label={t.titulo}>
          <Group justify="space-between" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                <IconWritingSign size={22} stroke={1.6} />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>{t.titulo}</Text>
                  <Badge size="sm" variant="light" color={COR[t.status]}>
                    {STATUS_TERMO_LABELS[t.status]}
                  </Badge>
                </Group>
                <Text fz="sm" c="dimmed">
                  Enviado em {formatDate(t.criado_em)}
                  {t.assinado_em ? ` · assinado em ${formatDate(t.assinado_em)}` : ''}
                </Text>
              </div>
            </Group>
            <Button
              component={Link}
              to={paths.portal(token, `termos/${t.id}`)}
              variant={t.status === 'pendente' ? 'filled' : 'light'}
              aria-label={`${t.status === 'pendente' ? 'Ler e assinar' : 'Ver'}: ${t.titulo}`}
            >
              {t.status === 'pendente' ? 'Ler e assinar' : 'Ver'}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
