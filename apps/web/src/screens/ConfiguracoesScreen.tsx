import { ConfiguracoesPage } from '../features/configuracoes/ConfiguracoesPage';
import { MeusDados } from '../features/conta/MeusDados';
import { Equipe } from '../features/equipe/Equipe';

/** /configuracoes: the plan page, then the team and the user's data (export and backups), areas composed here. */
export function ConfiguracoesScreen() {
  return (
    <ConfiguracoesPage>
      <Equipe />
      <MeusDados />
    </ConfiguracoesPage>
  );
}
