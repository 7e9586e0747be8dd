import type { ProntuariosResponse } from '@consultorio/contracts/prontuarios';
import { Button, Card, EmptyState, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { IconNotebook, IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ProntuarioTimeline, type TimelineActions } from '../../components/prontuarios/ProntuarioTimeline';

/** "1 entrada", "3 entradas encontradas". */
const contagem = (n: number, filtrado: boolean) =>
  `${n} ${n === 1 ? 'entrada' : 'entradas'}${filtrado ? (n === 1 ? ' encontrada' : ' encontradas') : ''}`;

/** The header's line under the title: whose record it is (a placeholder while the patient loads). */
export function ProntuarioDescricao({ nome }: { nome?: string }) {
  return nome !== undefined ? (
    <>
      <Text span fw={600} c="var(--mantine-color-text)">
        {nome}
      </Text>
      {' · '}registros clínicos guardados com criptografia e sigilo (Resolução CFP 001/2009).
    </>
  ) : (
    <Skeleton h={14} w={280} component="span" display="inline-block" />
  );
}

/** The timeline's shape while the first page loads. */
export function TimelineCarregando() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Carregando prontuário">
      {[0, 1, 2].map((i) => (
        <Group key={i} align="flex-start" wrap="nowrap" gap="md">
          <Skeleton h={30} w={30} circle />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={16} w={200} />
            <Skeleton h={56} />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** No entry: none matches the filters (with a way to clear them), or the record is still empty. */
export function ProntuarioVazio({
  filtrado,
  onLimparFiltros,
  nova,
}: {
  filtrado: boolean;
  onLimparFiltros: () => void;
  nova: ReactNode;
}) {
  return (
    <Card py="xl">
      {filtrado ? (
        <EmptyState
          variant="light"
          icon={<IconSearchOff size={28} stroke={1.6} />}
          title="Nenhum registro encontrado"
          description="Nenhuma entrada combina com os filtros. Tente outras palavras, outro tipo ou um período maior."
        >
          <EmptyState.Actions>
            <Button variant="light" onClick={onLimparFiltros}>
              Limpar filtros
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <EmptyState
          variant="light"
          icon={<IconNotebook size={28} stroke={1.6} />}
          title="Nenhuma entrada no prontuário"
          description="Registre após cada atendimento a avaliação da demanda, a evolução, os procedimentos e os encaminhamentos. Tudo fica guardado com criptografia."
        >
          <EmptyState.Actions>{nova}</EmptyState.Actions>
        </EmptyState>
      )}
    </Card>
  );
}

/** A page of entries as a timeline, with the count and the pages (faded while the next page loads). */
export function ProntuarioPagina({
  data,
  filtrado,
  carregando,
  page,
  onPage,
  actions,
}: {
  data: ProntuariosResponse;
  filtrado: boolean;
  carregando: boolean;
  page: number;
  onPage: (page: number) => void;
  actions: TimelineActions;
}) {
  return (
    <Card p={{ base: 'md', sm: 'lg' }} style={{ opacity: carregando ? 0.6 : 1 }}>
      <Text fz="sm" c="dimmed" mb="lg">
        {contagem(data.pagination.total, filtrado)}, da mais recente à mais antiga
      </Text>
      <ProntuarioTimeline entradas={data.prontuarios} actions={actions} />
      {data.pagination.last_page > 1 && (
        <Group justify="center" mt="xl">
          <Pagination
            total={data.pagination.last_page}
            value={page}
            onChange={onPage}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? 'Página anterior' : 'Próxima página',
            })}
            getItemProps={(n) => ({ 'aria-label': `Página ${n}` })}
          />
        </Group>
      )}
    </Card>
  );
}
