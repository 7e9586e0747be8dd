import { RegistroAcessos } from '../features/auditoria/RegistroAcessos';
import { ExcluirConta } from '../features/conta/ExcluirConta';
import { Seguranca } from '../features/conta/Seguranca';
import { Lembretes } from '../features/perfil/Lembretes';
import { PerfilPage } from '../features/perfil/PerfilPage';

/** /perfil: the profile page, then Lembretes, Segurança (2FA, sessions), the access log and "Excluir conta" (composed here). */
export function PerfilScreen() {
  return (
    <PerfilPage>
      <Lembretes />
      <Seguranca />
      <RegistroAcessos />
      <ExcluirConta />
    </PerfilPage>
  );
}
