import {
  IconCalendarEvent,
  IconChartLine,
  IconFileCertificate,
  IconFileText,
  IconPaperclip,
  IconReportMoney,
  IconWritingSign,
} from '@tabler/icons-react';
import { lazy } from 'react';
import {
  tabFromSearch as fichaTabFromSearch,
  PacienteFichaPage,
} from '../features/pacientes/ficha/FichaPage';
import type { FichaCartao, FichaTab } from '../features/pacientes/ficha/tabs';

/** The tabs other areas plug into the patient file, in their order; `feature` gates a tab by the plan. */
export const FICHA_TABS: FichaTab[] = [
  {
    value: 'prontuario',
    label: 'Prontuário',
    icon: IconFileText,
    component: lazy(() =>
      import('../features/prontuarios/PacienteTab').then((m) => ({ default: m.PacienteTab })),
    ),
  },
  {
    value: 'documentos',
    label: 'Documentos',
    icon: IconFileCertificate,
    component: lazy(() =>
      import('../features/documentos/PacienteTab').then((m) => ({ default: m.PacienteTab })),
    ),
  },
  {
    value: 'agenda',
    label: 'Agenda',
    icon: IconCalendarEvent,
    feature: 'agendamentos',
    secretaria: 'sim',
    component: lazy(() =>
      import('../features/agendamentos/PacienteTab').then((m) => ({ default: m.PacienteTab })),
    ),
  },
  {
    value: 'anexos',
    label: 'Anexos',
    icon: IconPaperclip,
    component: lazy(() => import('../features/anexos/PacienteTab').then((m) => ({ default: m.PacienteTab }))),
  },
  {
    value: 'termos',
    label: 'Termos',
    icon: IconWritingSign,
    secretaria: 'sim',
    component: lazy(() => import('../features/termos/PacienteTab').then((m) => ({ default: m.PacienteTab }))),
  },
  {
    // Clinical (PHQ-9, GAD-7; docs/escalas.md): never the secretária's, every plan (sending needs the portal's).
    value: 'escalas',
    label: 'Escalas',
    icon: IconChartLine,
    component: lazy(() =>
      import('../features/escalas/PacienteTab').then((m) => ({ default: m.PacienteTab })),
    ),
  },
  {
    value: 'financeiro',
    label: 'Financeiro',
    icon: IconReportMoney,
    feature: 'gestao_financeira',
    secretaria: 'financeiro',
    component: lazy(() =>
      import('../features/financeiro/PacienteTab').then((m) => ({ default: m.PacienteTab })),
    ),
  },
];

/** The cards other areas put under Dados: the patient's page (docs/product.md §17), the charges (§18). */
export const FICHA_CARTOES: FichaCartao[] = [
  {
    id: 'portal',
    secretaria: true,
    component: lazy(() =>
      import('../features/portal/PacienteCartao').then((m) => ({ default: m.PacienteCartao })),
    ),
  },
  {
    id: 'cobrancas',
    secretaria: true,
    component: lazy(() =>
      import('../features/cobrancas/PacienteCartao').then((m) => ({ default: m.PacienteCartao })),
    ),
  },
];

/** The tab named in `?aba=` among the patient file's own tabs and the ones above, else Dados. */
export const tabFromSearch = (search: URLSearchParams): string => fichaTabFromSearch(search, FICHA_TABS);

/** /pacientes/ficha/{id}: the patient file with every area's tab. */
export function PacienteFichaScreen() {
  return <PacienteFichaPage tabs={FICHA_TABS} cartoes={FICHA_CARTOES} />;
}
