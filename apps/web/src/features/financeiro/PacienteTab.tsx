import {
  Alert,
  Button,
  Card,
  EmptyState,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowUpRight,
  IconFileInvoice,
  IconHourglass,
  IconPlus,
  IconReceipt,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FigureCard } from '../../components/FigureCard';
import { useSomenteLeitura } from '../../components/pacientes/somenteLeitura';
import { formatMoney } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { usePlan } from '../../plano/usePlan';
import { paths } from '../../routes/paths';
import { useLancamentos } from './api';
import { LancamentosTable } from './lista/LancamentosTable';
import { ReciboReembolsoModal } from './ReciboReembolsoModal';

const PER_PAGE = 10;

/**
 * Tab "Financeiro" of the patient file (/pacientes/ficha/{id}), lazy-loaded by features/pacientes/ficha/tabs.ts:
 * that patient's entries of every period and their balance (received, still to receive), and the reimbursement
 * receipt of a period's paid sessions (docs/carne-leao.md §8).
 */
export function PacienteTab({ pacienteId }: { pacienteId: string }) {
  const [page, setPage] = useState(1);
  const [reembolsoAberto, setReembolsoAberto] = useState(false);
  const { paused } = usePlan();
  const query = useLancamentos({ paciente_id: pacienteId, page, per_page: PER_PAGE });
  const voltar = paths.pacientes.ficha(pacienteId, 'financeiro');
  const novo = paths.financeiro.novo({ paciente_id: pacienteId, voltar });
  const data = query.data;

  // No new entry naming an archived patient (docs/decisions/0078-archived-patients-read-only.md).
  const novoButton = !useSomenteLeitura() && (
    <Button
      component={Link}
      to={novo}
      leftSection={<IconPlus size={17} stroke={1.7} />}
      disabled={paused}
      title={paused ? 'Seu plano está pausado: renove para lançar.' : undefined}
    >
      Novo lançamento
    </Button>
  );
  // Offered even without entries: a session can be marked paid without a receita in Financeiro. Reading, so also
  // on a paused plan.
  const reembolso = (
    <>
      <Button
        variant="default"
        leftSection={<IconFileInvoice size={17} stroke={1.7} />}
        onClick={() => setReembolsoAberto(true)}
        aria-haspopup="dialog"
      >
        Recibo para reembolso
      </Button>
      <ReciboReembolsoModal
        pacienteId={pacienteId}
        opened={reembolsoAberto}
        onClose={() => setReembolsoAberto(false)}
      />
    </>
  );

  if (query.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title="Não foi possível carregar os lançamentos">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Stack gap="md">
        <Skeleton h={80} radius="md" />
        <Skeleton h={160} radius="md" />
      </Stack>
    );
  }
  if (data.pagination.total === 0) {
    return (
      <Card>
        <EmptyState
          variant="light"
          icon={<IconReceipt size={28} stroke={1.6} />}
          title="Nenhum lançamento deste paciente"
          description='Marque "Lançar o valor no financeiro" ao registrar uma sessão, ou registre uma receita ligada a este paciente.'
        >
          <EmptyState.Actions>
            {novoButton}
            {reembolso}
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing={{ base: 'sm', sm: 'md' }}>
        <FigureCard
          icon={<IconArrowUpRight size={22} stroke={1.7} />}
          label="Recebido"
          value={formatMoney(data.resumo.receitas)}
          hint="Receitas pagas deste paciente"
        />
        <FigureCard
          icon={<IconHourglass size={22} stroke={1.7} />}
          label="A receber"
          value={formatMoney(data.resumo.a_receber)}
          hint={data.resumo.a_receber > 0 ? 'Receitas pendentes' : 'Nada pendente'}
        />
      </SimpleGrid>
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed">
          {data.pagination.total === 1 ? '1 lançamento' : `${data.pagination.total} lançamentos`}
        </Text>
        <Group gap="sm">
          {reembolso}
          {novoButton}
        </Group>
      </Group>
      <LancamentosTable
        lancamentos={data.financeiros}
        voltar={voltar}
        comPaciente={false}
        podeAlterar={!paused}
      />
      {data.pagination.last_page > 1 && (
        <Group justify="center">
          <Pagination total={data.pagination.last_page} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}

export default PacienteTab;
