import { IconLock } from '@tabler/icons-react';
import { StatusPage } from '../components/StatusPage';

/** /auth/access (docs/product.md §2.1). */
export function AccessDeniedPage() {
  return (
    <StatusPage code="Erro 403" icon={<IconLock size={36} />} color="orange" title="Acesso negado">
      Você não tem permissão para acessar esta página. Se acredita que isso é um engano, entre com a conta
      correta ou confira os recursos incluídos no seu plano.
    </StatusPage>
  );
}
