import { MSG } from '@consultorio/contracts/messages';
import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { paths } from '../routes/paths';

/**
 * The "Acesso Negado" toast's body: the documented sentence (docs/product.md §5.3), then "Ver planos", the way to
 * the plans from where the user was stopped (docs/decisions/0039-navigation-guard-and-locked-areas.md).
 */
export function AccessDeniedMessage({ id, path, plano }: { id: string; path: string; plano: string }) {
  return (
    <Text fz="sm" component="span">
      {MSG.accessDeniedDetail(path, plano)}.{' '}
      <Anchor
        href={paths.upgrade}
        fw={600}
        onClick={(event) => {
          event.preventDefault();
          notifications.hide(id);
          // Imported when clicked: the router imports the guard that shows this toast.
          void import('../router').then(({ getRouter }) => getRouter().navigate(paths.upgrade));
        }}
      >
        Ver planos
      </Anchor>
    </Text>
  );
}
