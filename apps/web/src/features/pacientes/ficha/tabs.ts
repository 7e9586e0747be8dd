import type { Feature } from '@consultorio/contracts/planos';
import {
  type Icon,
  IconCalendarEvent,
  IconFileText,
  IconPaperclip,
  IconReportMoney,
} from '@tabler/icons-react';
import { type JSX, type LazyExoticComponent, lazy } from 'react';

/**
 * Extension point of the patient file (/pacientes/ficha/{id}): the tabs other areas own. Each entry lazy-loads
 * `features/<area>/PacienteTab.tsx`, whose named export `PacienteTab({ pacienteId })` renders the tab's content.
 * A tab whose `feature` the plan lacks shows a lock and an upgrade hint instead (the file is then never loaded).
 */
export interface FichaTab {
  value: string;
  label: string;
  icon: Icon;
  feature?: Feature;
  component: LazyExoticComponent<(props: { pacienteId: string }) => JSX.Element>;
}

export const FICHA_TABS: FichaTab[] = [
  {
    value: 'prontuario',
    label: 'Prontuário',
    icon: IconFileText,
    component: lazy(() => import('../../prontuarios/PacienteTab').then((m) => ({ default: m.PacienteTab }))),
  },
  {
    value: 'agenda',
    label: 'Agenda',
    icon: IconCalendarEvent,
    feature: 'agendamentos',
    component: lazy(() => import('../../agendamentos/PacienteTab').then((m) => ({ default: m.PacienteTab }))),
  },
  {
    value: 'anexos',
    label: 'Anexos',
    icon: IconPaperclip,
    component: lazy(() => import('../../anexos/PacienteTab').then((m) => ({ default: m.PacienteTab }))),
  },
  {
    value: 'financeiro',
    label: 'Financeiro',
    icon: IconReportMoney,
    feature: 'gestao_financeira',
    component: lazy(() => import('../../financeiro/PacienteTab').then((m) => ({ default: m.PacienteTab }))),
  },
];
