import { RegistroAcessos } from '../features/auditoria/RegistroAcessos';
import { PerfilPage } from '../features/perfil/PerfilPage';

/** /perfil: the profile page with the user's access log below it (two areas, composed here). */
export function PerfilScreen() {
  return (
    <PerfilPage>
      <RegistroAcessos />
    </PerfilPage>
  );
}
