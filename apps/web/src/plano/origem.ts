import { paths } from '../routes/paths';

/*
 * Where the psychologist was before the plans' page (a lock's "Conhecer os planos", the top bar's upgrade…): after
 * the PIX payment the success dialog offers the way back there ("Voltar ao prontuário"), not only to the areas the
 * plan opens. The layout records every page it shows (layout/AppLayout.tsx); the plans' page is never recorded.
 */

let origem: string | null = null;

/** The page now on screen (path and query), unless it is the plans' page. */
export function registrarPagina(caminho: string): void {
  if (caminho === paths.upgrade || caminho.startsWith(`${paths.upgrade}?`)) return;
  origem = caminho;
}

export const paginaAntesDoPlano = (): string | null => origem;

/** The way back to a page, named by what it is; null for none, or for the finance area (offered on its own). */
export function voltarPara(caminho: string | null): { to: string; rotulo: string } | null {
  if (!caminho || caminho.startsWith('/financeiro')) return null;
  const [rota, consulta = ''] = caminho.split('?');
  const aba = new URLSearchParams(consulta).get('aba');
  const rotulo =
    rota.startsWith('/pacientes/prontuarios/') ||
    (rota.startsWith('/pacientes/ficha/') && aba === 'prontuario')
      ? 'Voltar ao prontuário'
      : rota.startsWith('/pacientes/ficha/')
        ? 'Voltar à ficha do paciente'
        : rota.startsWith('/pacientes/anexos/')
          ? 'Voltar aos anexos'
          : rota.startsWith(paths.agenda)
            ? 'Voltar à agenda'
            : rota.startsWith('/pacientes')
              ? 'Voltar aos pacientes'
              : 'Voltar para onde você estava';
  return { to: caminho, rotulo };
}
