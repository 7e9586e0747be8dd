import { homePath } from '@consultorio/contracts/routes';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconChevronRight, IconHome } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { getSessionUser } from '../api/session';
import { usePlan } from '../plano/usePlan';
import { breadcrumbsFor } from './breadcrumbs';
import classes from './Layout.module.css';

/**
 * Breadcrumb under the top bar: the home icon goes to the first area the plan opens (a secretária's agenda, never the
 * titular's dashboard), then the route's Portuguese labels.
 */
export function AppBreadcrumb() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbsFor(pathname);
  const { plano } = usePlan();
  return (
    <nav aria-label="Trilha de navegação" className={classes.breadcrumb}>
      <Breadcrumbs
        separator={<IconChevronRight size={14} stroke={1.7} aria-hidden="true" />}
        separatorMargin={6}
      >
        <Anchor
          component={Link}
          to={homePath(plano, getSessionUser())}
          c="dimmed"
          className={classes.crumbHome}
          aria-label="Início"
        >
          <IconHome size={16} stroke={1.7} />
        </Anchor>
        {crumbs.map((crumb, i) =>
          crumb.to && i < crumbs.length - 1 ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to} fz="sm" c="dimmed">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} fz="sm" fw={500} aria-current="page">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
