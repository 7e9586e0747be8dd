import { ehSecretaria, getSessionUser } from '../api/session';
import { AgendamentoOnline } from '../features/agendamento-online/AgendamentoOnline';
import { CalendarioExterno } from '../features/agendamento-online/CalendarioExterno';
import { RegistroAcessos } from '../features/auditoria/RegistroAcessos';
import { ConfigCobranca } from '../features/cobrancas/ConfigCobranca';
import { ExcluirConta } from '../features/conta/ExcluirConta';
import { ExcluirMeuAcesso } from '../features/conta/ExcluirMeuAcesso';
import { Seguranca } from '../features/conta/Seguranca';
import { Lembretes } from '../features/perfil/Lembretes';
import { PerfilPage } from '../features/perfil/PerfilPage';
import { ConfigDoPortal } from '../features/portal/ConfigDoPortal';
import { TermosModelos } from '../features/termos/TermosModelos';

/**
 * /perfil: the profile page, then Lembretes, Agendamento online, Área do paciente, Termos, Calendário externo, Segurança (2FA, sessions), the access log and "Excluir conta" (composed
 * here). A secretária's (docs/product.md §15): her login's security and "Excluir meu acesso" only.
 */
export function PerfilScreen() {
  const usuario = getSessionUser();
  if (usuario && ehSecretaria(usuario)) {
    return (
      <PerfilPage>
        <Seguranca />
        <ExcluirMeuAcesso consultorio={usuario.consultorio.nome} />
      </PerfilPage>
    );
  }
  return (
    <PerfilPage>
      <Lembretes />
      <ConfigCobranca />
      <AgendamentoOnline />
      <ConfigDoPortal />
      <TermosModelos />
      <CalendarioExterno />
      <Seguranca />
      <RegistroAcessos />
      <ExcluirConta />
    </PerfilPage>
  );
}
