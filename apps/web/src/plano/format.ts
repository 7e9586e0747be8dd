import { type Feature, formatLimit, type PlanoPublico, UNLIMITED } from '@consultorio/contracts/planos';
import { formatMoney } from '../lib/format';

/** How a plan's price reads: "Grátis", "R$ 39,90 a cada 30 dias", "R$ 990,00 pagamento único". */
export function precoLabel(plano: Pick<PlanoPublico, 'preco' | 'periodicidade' | 'duracao_dias'>): string {
  if (plano.periodicidade === 'gratuito' || plano.preco === 0) return 'Grátis';
  if (plano.periodicidade === 'unico') return `${formatMoney(plano.preco)} pagamento único`;
  return `${formatMoney(plano.preco)} a cada ${plano.duracao_dias ?? 30} dias`;
}

/** "até 60 pacientes" / "pacientes ilimitados". */
export const limiteLabel = (limit: number, singular: string, plural: string): string =>
  limit === UNLIMITED
    ? `${plural} ilimitados`
    : `até ${formatLimit(limit)} ${limit === 1 ? singular : plural}`;

/** Short feature names for running text ("dashboard, gestão financeira e agenda"). */
export const FEATURE_SHORT: Record<Feature, string> = {
  dashboard: 'dashboard',
  gestao_financeira: 'gestão financeira',
  prontuarios_pdf: 'prontuários em PDF',
  agendamentos: 'agenda',
  backup_automatico: 'backup automático diário',
  essencial: 'Carnê-Leão',
};

/** "a, b e c". */
export function listaPt(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}
