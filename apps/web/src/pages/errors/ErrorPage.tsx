import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useRouteError } from 'react-router';
import { paths } from '../../routes/paths';
import { StatusPage } from '../components/StatusPage';

/** /auth/error (docs/product.md §2.1). */
export function ErrorPage() {
  return (
    <StatusPage code="Erro" icon={<IconAlertTriangle size={36} />} color="red" title="Algo deu errado">
      Não foi possível concluir a operação. Tente novamente em instantes; se o problema continuar, fale com o
      nosso suporte.
    </StatusPage>
  );
}

/** Rendered in place of a public page that failed to load or threw while rendering. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  console.error('Erro ao exibir a página:', error);
  return (
    <StatusPage
      icon={<IconAlertTriangle size={36} />}
      color="red"
      title="Algo deu errado"
      actions={
        <>
          <Button component={Link} to={paths.home} variant="default">
            Voltar ao início
          </Button>
          <Button onClick={() => window.location.reload()}>Recarregar a página</Button>
        </>
      }
    >
      Não foi possível exibir esta página. Recarregue para tentar de novo — se você acabou de receber uma
      atualização do sistema, isso costuma resolver.
    </StatusPage>
  );
}
