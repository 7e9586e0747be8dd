import { IconMapSearch } from '@tabler/icons-react';
import { StatusPage } from '../components/StatusPage';

/** /pages/notfound and every unknown path (docs/product.md §2.1). */
export function NotFoundPage() {
  return (
    <StatusPage code="Erro 404" icon={<IconMapSearch size={36} />} title="Página não encontrada">
      O endereço pode ter sido digitado errado ou a página mudou de lugar. Confira o link ou volte ao início.
    </StatusPage>
  );
}
