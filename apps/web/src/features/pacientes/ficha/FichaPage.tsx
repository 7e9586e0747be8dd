import { FEATURE_LABELS, type Feature } from '@consultorio/contracts/planos';
import { Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconClipboardText, IconId, IconLock, IconNotes, IconRocket } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ehSecretaria, getSessionUser } from '../../../api/session';
import { PacienteLoadError } from '../../../components/PacienteLoadError';
import { SomenteLeituraContext } from '../../../components/pacientes/somenteLeitura';
import { QueryEmpty, QueryLoading } from '../../../components/QueryState';
import { AvisoAutorizacao } from '../../../components/termos/AvisoAutorizacao';
import { usePlan } from '../../../plano/usePlan';
import { paths } from '../../../routes/paths';
import { useArquivarPaciente, useDeletePaciente, usePaciente } from '../api';
import { confirmArquivarPaciente, confirmDeletePaciente } from '../components/confirmDelete';
import { StatusDialog } from '../components/StatusDialog';
import { AnamneseTab } from './AnamneseTab';
import { ArquivadoBanner } from './ArquivadoBanner';
import { DadosTab } from './DadosTab';
import { FichaHeader, FichaStats } from './FichaHeader';
import { SessoesTab } from './SessoesTab';
import type { FichaCartao, FichaTab } from './tabs';

const OWN_TABS = [
  { value: 'dados', label: 'Dados', icon: IconId, secretaria: true },
  { value: 'anamnese', label: 'Anamnese', icon: IconClipboardText, secretaria: false },
  { value: 'sessoes', label: 'Sessões', icon: IconNotes, secretaria: true },
] as const;

/** The tabs a secretária sees (docs/product.md §15): Dados, Sessões, Agenda, and Financeiro with her access. */
function abasVisiveis(tabs: readonly FichaTab[]) {
  const usuario = getSessionUser();
  if (!ehSecretaria(usuario)) return { proprias: OWN_TABS, outras: tabs };
  return {
    proprias: OWN_TABS.filter((t) => t.secretaria),
    outras: tabs.filter(
      (t) => t.secretaria === 'sim' || (t.secretaria === 'financeiro' && usuario?.acesso_financeiro === true),
    ),
  };
}

/** The active tab lives in the URL (?aba=sessoes), so a reload or a shared link opens the same tab. */
export const tabFromSearch = (search: URLSearchParams, tabs: readonly FichaTab[]): string => {
  const aba = search.get('aba') ?? '';
  const { proprias, outras } = abasVisiveis(tabs);
  return proprias.some((t) => t.value === aba) || outras.some((t) => t.value === aba) ? aba : 'dados';
};

function LockedTab({ feature }: { feature: Feature }) {
  const { paused, gerenciaPlano } = usePlan();
  return (
    <QueryEmpty
      withIndicatorBackground
      icon={<IconLock size={26} stroke={1.6} />}
      title={paused ? 'Indisponível com o plano pausado' : 'Recurso de outro plano'}
      description={
        paused
          ? 'Renove seu plano para voltar a usar este recurso. Seus dados continuam guardados.'
          : `${FEATURE_LABELS[feature]} faz parte dos planos Essencial e Vitalício.`
      }
      actions={
        gerenciaPlano && (
          <Button component={Link} to={paths.upgrade} leftSection={<IconRocket size={17} stroke={1.7} />}>
            {paused ? 'Renovar plano' : 'Conhecer os planos'}
          </Button>
        )
      }
    />
  );
}

const tabFallback = <Skeleton h={200} role="status" aria-label="Carregando" />;

/**
 * /pacientes/ficha/{id}: the patient file — header with statistics, its own tabs (Dados, Anamnese, Sessões),
 * then the `tabs` other areas plug in, and their `cartoes` under Dados (composed in `screens/PacienteFichaScreen`).
 */
export function PacienteFichaPage({
  tabs: todas,
  cartoes = [],
}: {
  tabs: readonly FichaTab[];
  cartoes?: readonly FichaCartao[];
}) {
  const { proprias, outras: tabs } = abasVisiveis(todas);
  const secretaria = ehSecretaria();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromSearch(searchParams, todas);
  const query = usePaciente(id);
  const remove = useDeletePaciente();
  const arquivar = useArquivarPaciente();
  const { has } = usePlan();
  const [statusOpen, setStatusOpen] = useState(false);
  const phone = useMediaQuery('(max-width: 47.99em)');

  if (query.isError) return <PacienteLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const paciente = query.data;
  if (!paciente) {
    return <QueryLoading label="Carregando ficha do paciente" gap="lg" blocks={[120, 92, 280]} />;
  }

  const selectTab = (value: string | null) => {
    if (!value || value === tab) return;
    const next = new URLSearchParams(searchParams);
    if (value === 'dados') next.delete('aba');
    else next.set('aba', value);
    setSearchParams(next, { replace: true });
  };
  const onDelete = () =>
    confirmDeletePaciente(paciente, remove, () => navigate(paths.pacientes.lista, { replace: true }));
  const arquivadoEm = paciente.arquivado_em;

  return (
    <SomenteLeituraContext.Provider value={arquivadoEm !== null}>
      <Stack gap="lg">
        {arquivadoEm !== null && <ArquivadoBanner paciente={{ ...paciente, arquivado_em: arquivadoEm }} />}
        <FichaHeader
          paciente={paciente}
          onStatus={() => setStatusOpen(true)}
          onDelete={onDelete}
          onArquivar={() => confirmArquivarPaciente(paciente, arquivar)}
        />
        {/* A minor without a guardian's authorisation: a notice, never a block (docs/decisions/0082). */}
        {arquivadoEm === null && <AvisoAutorizacao pacienteId={paciente.id} />}
        {/* The statistics are the titular's (attendance and money of the treatment). */}
        {!secretaria && <FichaStats pacienteId={paciente.id} />}

        {/* All ten tabs in sight: they wrap, as pills on a phone, never in a hidden sideways scroller. */}
        <Tabs value={tab} onChange={selectTab} keepMounted={false} variant={phone ? 'pills' : 'outline'}>
          <Tabs.List>
            {proprias.map(({ value, label, icon: Icon }) => (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} stroke={1.7} />}>
                {label}
              </Tabs.Tab>
            ))}
            {tabs.map(({ value, label, icon: Icon, feature }) => {
              const locked = feature !== undefined && !has(feature);
              return (
                <Tabs.Tab
                  key={value}
                  value={value}
                  leftSection={<Icon size={16} stroke={1.7} />}
                  rightSection={
                    locked ? <IconLock size={13} stroke={1.8} aria-label="bloqueado" /> : undefined
                  }
                >
                  {label}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>

          <Tabs.Panel value="dados" pt="lg">
            <DadosTab paciente={paciente} />
            {cartoes
              // The patient's access (a live link, forms to send) is not for an archived patient (read-only).
              .filter((c) => (!secretaria || c.secretaria) && arquivadoEm === null)
              .map(({ id: cartao, component: Cartao }) => (
                <Suspense key={cartao} fallback={tabFallback}>
                  <Cartao pacienteId={paciente.id} />
                </Suspense>
              ))}
          </Tabs.Panel>
          {!secretaria && (
            <Tabs.Panel value="anamnese" pt="lg">
              <AnamneseTab pacienteId={paciente.id} />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="sessoes" pt="lg">
            <SessoesTab paciente={paciente} />
          </Tabs.Panel>
          {tabs.map(({ value, feature, component: Component }) => (
            <Tabs.Panel key={value} value={value} pt="lg">
              {feature !== undefined && !has(feature) ? (
                <LockedTab feature={feature} />
              ) : (
                <Suspense fallback={tabFallback}>
                  <Component pacienteId={paciente.id} />
                </Suspense>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>

        <StatusDialog paciente={statusOpen ? paciente : null} onClose={() => setStatusOpen(false)} />
      </Stack>
    </SomenteLeituraContext.Provider>
  );
}
