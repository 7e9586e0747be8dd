import type { Feature, PlanoInfo } from '@consultorio/contracts/planos';
import { hasFeature, isPaused } from '@consultorio/contracts/planos';
import { type QuemNavega, secretariaPodeAbrir } from '@consultorio/contracts/routes';
import {
  type Icon,
  IconCalendarEvent,
  IconChartPie,
  IconCoin,
  IconCreditCard,
  IconHelpCircle,
  IconReceiptTax,
  IconUsers,
} from '@tabler/icons-react';
import { paths } from '../routes/paths';

export interface MenuEntry {
  key: string;
  label: string;
  to: string;
  icon: Icon;
  /** Feature the plan must include; none means every plan sees it. */
  feature?: Feature;
}

export interface MenuGroup {
  label: string;
  items: MenuEntry[];
}

/** The sidebar of docs/product.md §3.1: the Início group and the Configurações group. */
export const MENU: MenuGroup[] = [
  {
    label: 'Início',
    items: [
      { key: 'dashboard', label: 'Dashboard', to: paths.dashboard, icon: IconChartPie, feature: 'dashboard' },
      {
        key: 'financeiro',
        label: 'Gestão Financeira',
        to: paths.financeiro.painel,
        icon: IconCoin,
        feature: 'gestao_financeira',
      },
      {
        key: 'carne-leao',
        label: 'Carnê-Leão',
        to: paths.carneLeao.lista,
        icon: IconReceiptTax,
        feature: 'essencial',
      },
      { key: 'pacientes', label: 'Pacientes', to: paths.pacientes.lista, icon: IconUsers },
      {
        key: 'agendamentos',
        label: 'Agendamentos',
        to: paths.agenda,
        icon: IconCalendarEvent,
        feature: 'agendamentos',
      },
    ],
  },
  {
    label: 'Configurações',
    items: [
      { key: 'configuracoes', label: 'Gerenciar Plano', to: paths.configuracoes, icon: IconCreditCard },
      { key: 'faq', label: 'FAQ - Dúvidas', to: paths.faq, icon: IconHelpCircle },
    ],
  },
];

/**
 * Entries the plan shows: an entry with a feature only when the plan has it; while paused only the dashboard and
 * the ungated entries (contracts `hasFeature` already keeps just the dashboard on a paused plan). A secretária sees
 * only her areas (docs/product.md §15).
 */
export function visibleMenu(plano: PlanoInfo, quem?: QuemNavega): MenuGroup[] {
  const paused = isPaused(plano);
  const secretaria = quem?.papel === 'secretaria';
  return MENU.map((group) => ({
    ...group,
    items: group.items.filter((item) => {
      if (secretaria && !secretariaPodeAbrir(item.to, quem.acesso_financeiro)) return false;
      if (!item.feature) return true;
      if (paused && item.feature !== 'dashboard') return false;
      return hasFeature(plano, item.feature);
    }),
  })).filter((group) => group.items.length > 0);
}

/**
 * Areas the plan lacks (docs/decisions/0039-navigation-guard-and-locked-areas.md): shown in the sidebar with a lock
 * and a line that leads to /upgrade, so a new user knows they exist. Empty for a lifetime plan; while paused, the
 * entries the pause hides.
 */
export function lockedMenu(plano: PlanoInfo, quem?: QuemNavega): MenuEntry[] {
  // The plan is the titular's to change: a secretária is not shown what other plans would open.
  if (quem?.papel === 'secretaria') return [];
  const shown = new Set(visibleMenu(plano).flatMap((g) => g.items.map((i) => i.key)));
  return MENU.flatMap((g) => g.items).filter((item) => !shown.has(item.key));
}

/** Plans whose users are invited to upgrade (docs/product.md §3.1, §3.2: Gratuito and Essencial only). */
export const offersUpgrade = (plano: Pick<PlanoInfo, 'slug' | 'nome'>): boolean =>
  plano.slug === 'gratuito' ||
  plano.slug === 'essencial' ||
  plano.nome === 'Gratuito' ||
  plano.nome === 'Essencial';

/** The menu entry a path belongs to (for the active highlight). */
export function menuKeyForPath(path: string): string | null {
  for (const group of MENU) {
    for (const item of group.items) {
      if (path === item.to || path.startsWith(`${item.to}/`)) return item.key;
    }
  }
  return null;
}
