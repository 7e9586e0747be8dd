import type { Estatisticas } from '@consultorio/contracts/pacientes';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** "50%", "66,7%"; "—" while there is no held or missed session. */
export const formatTaxa = (taxa: number | null): string => (taxa === null ? '—' : `${percent.format(taxa)}%`);

export interface StatCard {
  key: string;
  label: string;
  value: string;
  hint: string;
}

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/** The figures of GET /paciente/{id}/estatisticas as the header's cards, in reading order. */
export function statCards(e: Estatisticas): StatCard[] {
  return [
    {
      key: 'realizadas',
      label: 'Sessões realizadas',
      value: String(e.sessoes_realizadas),
      hint: `${plural(e.total_sessoes, 'registrada', 'registradas')} no total`,
    },
    {
      key: 'faltas',
      label: 'Faltas',
      value: String(e.faltas),
      hint: 'Inclui as justificadas',
    },
    {
      key: 'presenca',
      label: 'Taxa de presença',
      value: formatTaxa(e.taxa_presenca),
      hint:
        e.taxa_presenca === null
          ? 'Sem sessões ainda'
          : `Presente em ${e.sessoes_realizadas} de ${e.sessoes_realizadas + e.faltas}`,
    },
    {
      key: 'ultima',
      label: 'Última sessão',
      value: formatDate(e.ultima_sessao),
      hint: e.proxima_sessao ? `Próxima: ${formatDateTime(e.proxima_sessao)}` : 'Nenhuma sessão agendada',
    },
    {
      key: 'recebido',
      label: 'Total recebido',
      value: formatMoney(e.total_recebido),
      hint: 'Sessões pagas',
    },
    {
      key: 'pendente',
      label: 'A receber',
      value: formatMoney(e.total_pendente),
      hint: e.total_pendente > 0 ? 'Sessões realizadas não pagas' : 'Nada pendente',
    },
  ];
}
