import type { Feature } from '@consultorio/contracts/planos';
import type { Icon } from '@tabler/icons-react';
import type { JSX, LazyExoticComponent } from 'react';

/**
 * Extension point of the patient file (/pacientes/ficha/{id}): the tabs other areas own, listed in
 * `screens/PacienteFichaScreen.tsx` (features never import each other). Each entry lazy-loads
 * `features/<area>/PacienteTab.tsx`, whose named export `PacienteTab({ pacienteId })` renders the tab's content.
 * A tab whose `feature` the plan lacks shows a lock and an upgrade hint instead (the file is then never loaded).
 */
export interface FichaTab {
  value: string;
  label: string;
  icon: Icon;
  feature?: Feature;
  /**
   * Whether a secretária sees the tab (docs/product.md §15): `sim`, or `financeiro` with her finance access; absent
   * for the clinical tabs, which she never sees.
   */
  secretaria?: 'sim' | 'financeiro';
  component: LazyExoticComponent<(props: { pacienteId: string }) => JSX.Element>;
}

/**
 * A card other areas put under the Dados tab (the patient's page, docs/product.md §17), listed in
 * `screens/PacienteFichaScreen.tsx` like the tabs; `secretaria` says whether she sees it.
 */
export interface FichaCartao {
  id: string;
  secretaria: boolean;
  /** Renders nothing (null) where its area is closed to this person (the plan, the secretária's access). */
  component: LazyExoticComponent<(props: { pacienteId: string }) => JSX.Element | null>;
}
