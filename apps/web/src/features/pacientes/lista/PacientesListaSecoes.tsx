import {
  STATUS_TRATAMENTO,
  STATUS_TRATAMENTO_LABELS,
  type StatusTratamento,
} from '@consultorio/contracts/pacientes';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  CloseButton,
  Group,
  Loader,
  Pagination,
  Select,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconArrowUpRight, IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryEmpty } from '../../../components/QueryState';
import type { PlanView } from '../../../plano/usePlan';
import { paths } from '../../../routes/paths';
import { NovoPacienteButton } from '../components/NovoPacienteButton';
import { ImportarPlanilhaButton } from '../importar/BotoesPlanilha';
import { contadorPacientes } from '../planLimit';
import { textoArquivadosNaBusca } from './arquivadosNaBusca';

const STATUS_OPTIONS = STATUS_TRATAMENTO.map((s) => ({ value: s, label: STATUS_TRATAMENTO_LABELS[s] }));

/** The plan's patient counter, amber when no new patient fits. */
export function ContadorPacientes({ plan, bloqueado }: { plan: PlanView; bloqueado: boolean }) {
  return (
    <Badge
      variant="light"
      color={bloqueado ? 'amber' : 'gray'}
      size="lg"
      tt="none"
      fw={500}
      leftSection={<IconUsers size={14} stroke={1.8} />}
    >
      {contadorPacientes(plan.stats)}
    </Badge>
  );
}

/** Why no new patient can be added now, and the way to a plan that allows it. */
export function BloqueioAlert({ plan, bloqueio }: { plan: PlanView; bloqueio: string }) {
  return (
    <Alert color="amber" variant="light" icon={<IconAlertCircle />} title="Novos cadastros bloqueados">
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{bloqueio}</Text>
        {!plan.lifetime && !plan.gerenciaPlano && (
          <Text fz="sm" fw={600}>
            O plano é da psicóloga titular: avise-a.
          </Text>
        )}
        {!plan.lifetime && plan.gerenciaPlano && (
          <Anchor component={Link} to={paths.upgrade} fz="sm" fw={600}>
            {plan.paused ? 'Renovar plano' : 'Ver planos'} <IconArrowUpRight size={14} />
          </Anchor>
        )}
      </Group>
    </Alert>
  );
}

/** The search box (a loader while a new search loads, else a clear button) and the status filter. */
export function PacientesFiltros({
  busca,
  onBusca,
  buscando,
  status,
  onStatus,
}: {
  busca: string;
  onBusca: (value: string) => void;
  buscando: boolean;
  status: StatusTratamento | null;
  onStatus: (status: StatusTratamento | null) => void;
}) {
  return (
    <Card p="md">
      <Group gap="sm" wrap="wrap">
        <TextInput
          aria-label="Buscar pacientes"
          placeholder="Buscar por nome, CPF ou e-mail"
          value={busca}
          onChange={(e) => onBusca(e.currentTarget.value)}
          leftSection={<IconSearch size={16} stroke={1.8} />}
          rightSection={
            buscando ? (
              <Loader size={14} />
            ) : busca ? (
              <CloseButton size="sm" aria-label="Limpar busca" onClick={() => onBusca('')} />
            ) : null
          }
          style={{ flex: '3 1 260px' }}
          maxLength={100}
        />
        <Select
          aria-label="Filtrar por status"
          placeholder="Todos os status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(v) => onStatus(v as StatusTratamento | null)}
          clearable
          style={{ flex: '1 1 180px' }}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
    </Card>
  );
}

function rangeText({ page, per_page, total }: { page: number; per_page: number; total: number }): string {
  const from = (page - 1) * per_page + 1;
  const to = Math.min(total, page * per_page);
  return total === 1 ? '1 paciente' : `${from}–${to} de ${total} pacientes`;
}

/** Which patients the page shows, and the pages. */
export function PacientesPaginacao({
  pagination,
  page,
  onPage,
}: {
  pagination: { page: number; per_page: number; total: number; last_page: number };
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <Group justify="space-between" gap="sm">
      <Text fz="sm" c="dimmed">
        {rangeText(pagination)}
      </Text>
      {pagination.last_page > 1 && (
        <Pagination
          total={pagination.last_page}
          value={page}
          onChange={onPage}
          size="sm"
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? 'Página anterior' : 'Próxima página',
          })}
          getItemProps={(page) => ({ 'aria-label': `Página ${page}` })}
        />
      )}
    </Group>
  );
}

/** A new account: the invitation to add the first patient. */
export function PrimeiroPaciente() {
  return (
    <QueryEmpty
      variant="light"
      icon={<IconUserPlus size={28} stroke={1.6} />}
      title="Cadastre seu primeiro paciente"
      description="Com o cadastro você registra sessões, a anamnese e acompanha a frequência e os pagamentos de cada paciente. Vindo de outro sistema ou de uma planilha? Importe todos de uma vez."
      actions={
        <>
          <NovoPacienteButton />
          <ImportarPlanilhaButton />
        </>
      }
    />
  );
}

/** Archived patients match the search too: they are not in the list, their files are under Arquivados. */
export function ArquivadosNaBusca({ n }: { n: number }) {
  return (
    <Text fz="sm" c="dimmed" role="status">
      {textoArquivadosNaBusca(n)} —{' '}
      <Anchor component={Link} to={paths.pacientes.arquivados} fz="sm">
        ver Arquivados
      </Anchor>
    </Text>
  );
}

/** No patient matches the search or the filter: a way to clear them. */
export function NenhumEncontrado({ onLimpar }: { onLimpar: () => void }) {
  return (
    <QueryEmpty
      icon={<IconSearch size={28} stroke={1.6} />}
      withIndicatorBackground
      title="Nenhum registro encontrado"
      description="Nenhum paciente corresponde à busca ou ao filtro. Confira a grafia ou limpe os filtros."
      actions={
        <Button variant="default" onClick={onLimpar}>
          Limpar filtros
        </Button>
      }
    />
  );
}
