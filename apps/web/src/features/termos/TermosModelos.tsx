import { MODELOS_COM_TEXTO, type TermoModelo } from '@consultorio/contracts/termos';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { useModelosTermo } from './api';
import { ModeloDialog } from './components/ModeloDialog';

/**
 * Perfil → Termos (docs/product.md §20): the three models the patient signs, each with our text or her own; editing
 * one shows the fields a text may use, and "Restaurar o nosso" goes back to ours. A term already sent keeps its
 * text.
 */
export function TermosModelos() {
  const query = useModelosTermo();
  const [editando, setEditando] = useState<TermoModelo | null>(null);
  const modelos = query.data?.modelos.filter((m) =>
    (MODELOS_COM_TEXTO as readonly string[]).includes(m.modelo),
  );
  return (
    <Stack component="section" aria-labelledby="termos" gap="lg" mt="lg">
      <Title order={2} fz="h3" id="termos">
        Termos
      </Title>
      <QueryError title="Não foi possível carregar os termos" error={query.error} onRetry={query.refetch} />
      {query.isPending && !query.isError && (
        <QueryLoading label="Carregando os modelos de termo" blocks={[160]} />
      )}
      {modelos && (
        <Card>
          <Stack gap="md">
            <Text fz="sm" c="dimmed">
              Textos que o paciente lê e assina na área do paciente, enviados pela aba Termos da ficha. Os
              campos entre chaves, como {'{{valor_sessao}}'}, são preenchidos com os dados do seu Perfil e do
              paciente no envio; o que ainda não tiver valor sai como uma linha para preencher à mão.
            </Text>
            {modelos.map((m) => (
              <Group key={m.modelo} justify="space-between" gap="sm" wrap="wrap" data-testid="modelo-termo">
                <Group gap="xs">
                  <Text fw={600} fz="sm">
                    {m.titulo}
                  </Text>
                  <Badge size="sm" variant="light" color={m.proprio ? 'blue' : 'gray'}>
                    {m.proprio ? 'Seu texto' : 'Texto do Consultório'}
                  </Badge>
                </Group>
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} stroke={1.7} />}
                  aria-label={`Editar: ${m.titulo}`}
                  onClick={() => setEditando(m)}
                >
                  Editar
                </Button>
              </Group>
            ))}
          </Stack>
        </Card>
      )}
      <ModeloDialog
        modelo={editando}
        placeholders={query.data?.placeholders ?? []}
        onClose={() => setEditando(null)}
      />
    </Stack>
  );
}
