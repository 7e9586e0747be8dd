import type { Paciente } from '@consultorio/contracts/pacientes';
import type { Sessao } from '@consultorio/contracts/sessoes';
import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconNotes } from '@tabler/icons-react';
import { useState } from 'react';
import { useSomenteLeitura } from '../../../components/pacientes/somenteLeitura';
import { QueryEmpty, QueryError, QueryLoading } from '../../../components/QueryState';
import { usePhone } from '../../../components/usePhone';
import { usePlan } from '../../../plano/usePlan';
import { useSessoes } from '../api';
import { SessaoDialog } from './SessaoDialog';
import { type AcoesDaSessao, SessaoCards, SessoesTabela } from './SessoesLista';
import { useSessaoActions } from './useSessaoActions';

/** Tab "Sessões": the sessions, newest first, with "Registrar sessão" and deletion. */
export function SessoesTab({ paciente }: { paciente: Paciente }) {
  const [page, setPage] = useState(1);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editando, setEditando] = useState<Sessao | null>(null);
  const query = useSessoes(paciente.id, page);
  const phone = usePhone();
  const financeiro = usePlan().has('gestao_financeira');
  const somenteLeitura = useSomenteLeitura();
  const acoes: AcoesDaSessao = {
    financeiro,
    somenteLeitura,
    editar: setEditando,
    ...useSessaoActions(paciente.id, financeiro),
  };

  const registrar = !somenteLeitura && (
    <Button onClick={() => setDialogOpen(true)} leftSection={<IconCalendarPlus size={17} stroke={1.7} />}>
      Registrar sessão
    </Button>
  );
  const data = query.data;
  const Lista = phone ? SessaoCards : SessoesTabela;

  return (
    <>
      <QueryError title="Não foi possível carregar as sessões" error={query.error} onRetry={query.refetch} />
      {query.isPending && !query.isError && (
        <QueryLoading label="Carregando sessões" blocks={[{ h: 36, w: 180 }, 220]} />
      )}

      {data && data.pagination.total === 0 && (
        <QueryEmpty
          variant="light"
          icon={<IconNotes size={28} stroke={1.6} />}
          title="Nenhuma sessão registrada"
          description="Registre cada sessão depois de realizada (ou a falta): a presença, o valor e se foi paga. As estatísticas acima se atualizam sozinhas."
          actions={registrar}
        />
      )}

      {data && data.pagination.total > 0 && (
        <Stack gap="md">
          <Group justify="space-between">
            <Text fz="sm" c="dimmed">
              {data.pagination.total === 1 ? '1 sessão' : `${data.pagination.total} sessões`}, da mais recente
              à mais antiga
            </Text>
            {registrar}
          </Group>
          <Lista sessoes={data.sessoes} carregando={query.isPlaceholderData} acoes={acoes} />
          {data.pagination.last_page > 1 && (
            <Group justify="flex-end">
              <Pagination total={data.pagination.last_page} value={page} onChange={setPage} size="sm" />
            </Group>
          )}
        </Stack>
      )}

      <SessaoDialog paciente={paciente} opened={dialogOpen} onClose={() => setDialogOpen(false)} />
      <SessaoDialog
        paciente={paciente}
        opened={editando !== null}
        sessao={editando}
        onClose={() => setEditando(null)}
      />
    </>
  );
}
