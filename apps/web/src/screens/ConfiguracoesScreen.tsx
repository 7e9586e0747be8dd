import { ConfiguracoesPage } from '../features/configuracoes/ConfiguracoesPage';
import { MeusDados } from '../features/conta/MeusDados';

/** /configuracoes: the plan page, then the user's data (export and backups), two areas composed here. */
export function ConfiguracoesScreen() {
  return (
    <ConfiguracoesPage>
      <MeusDados />
    </ConfiguracoesPage>
  );
}
