import type { PortalInicio } from '@consultorio/contracts/portal';
import {
  type Icon,
  IconCalendarEvent,
  IconClipboardText,
  IconFileCertificate,
  IconHome,
  IconReceipt2,
  IconWritingSign,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Documentos } from './Documentos';
import { Escala } from './Escala';
import { Formulario } from './Formulario';
import { Formularios } from './Formularios';
import { Inicio } from './Inicio';
import { Pagamentos } from './Pagamentos';
import { Sessoes } from './Sessoes';
import { Termo } from './Termo';
import { Termos } from './Termos';

/** What a section receives: the link's token, to build the addresses of the page (`paths.portal`). */
export interface SecaoProps {
  token: string;
}

/**
 * One section of the patient's page: its address under /portal/{token}/ ('' is the home), its name in the
 * navigation, its icon, its screen, how many things wait there (a count on the navigation), and its inner pages.
 */
export interface SecaoDoPortal {
  caminho: string;
  rotulo: string;
  icone: Icon;
  Componente: ComponentType<SecaoProps>;
  pendentes?: (inicio: PortalInicio) => number;
  /** Pages inside the section (a form being filled in), at `caminho/…`; not in the navigation. */
  paginas?: Array<{ caminho: string; Componente: ComponentType<SecaoProps> }>;
}

/**
 * The sections of the patient's page, in the navigation's order (docs/product.md §17). A new section (terms to
 * sign, charges…) is one more entry here: the navigation and the routes are drawn from this list.
 */
export const SECOES_DO_PORTAL: SecaoDoPortal[] = [
  { caminho: '', rotulo: 'Início', icone: IconHome, Componente: Inicio },
  { caminho: 'sessoes', rotulo: 'Sessões', icone: IconCalendarEvent, Componente: Sessoes },
  {
    caminho: 'documentos',
    rotulo: 'Documentos',
    icone: IconFileCertificate,
    Componente: Documentos,
    pendentes: (i) => i.pendencias.documentos_novos,
  },
  {
    caminho: 'formularios',
    rotulo: 'Formulários',
    icone: IconClipboardText,
    Componente: Formularios,
    // The scales (PHQ-9, GAD-7) are answered here too, as questionnaires (docs/decisions/0092-escalas-no-portal.md).
    pendentes: (i) => i.pendencias.formularios + i.pendencias.escalas,
    paginas: [
      { caminho: ':formularioId', Componente: Formulario },
      { caminho: 'escalas/:aplicacaoId', Componente: Escala },
    ],
  },
  {
    caminho: 'pagamentos',
    rotulo: 'Pagamentos',
    icone: IconReceipt2,
    Componente: Pagamentos,
    pendentes: (i) => i.pendencias.cobrancas,
  },
  {
    caminho: 'termos',
    rotulo: 'Termos',
    icone: IconWritingSign,
    Componente: Termos,
    pendentes: (i) => i.pendencias.termos,
    paginas: [{ caminho: ':termoId', Componente: Termo }],
  },
];
