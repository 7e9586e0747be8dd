import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryLoading } from '../../components/QueryState';
import type { GaleriaPath } from '../../routes/paths';
import { paginaGaleria } from './catalogo';

const pagina = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

/** Each gallery page is its own chunk, loaded when opened (docs/product.md §2.4). */
const PAGINAS: Record<GaleriaPath, LazyExoticComponent<ComponentType>> = {
  '/uikit/formlayout': pagina(() => import('./paginas/FormLayoutPage'), 'FormLayoutPage'),
  '/uikit/input': pagina(() => import('./paginas/InputPage'), 'InputPage'),
  '/uikit/button': pagina(() => import('./paginas/ButtonPage'), 'ButtonPage'),
  '/uikit/table': pagina(() => import('./paginas/TablePage'), 'TablePage'),
  '/uikit/list': pagina(() => import('./paginas/ListPage'), 'ListPage'),
  '/uikit/tree': pagina(() => import('./paginas/TreePage'), 'TreePage'),
  '/uikit/panel': pagina(() => import('./paginas/PanelPage'), 'PanelPage'),
  '/uikit/overlay': pagina(() => import('./paginas/OverlayPage'), 'OverlayPage'),
  '/uikit/media': pagina(() => import('./paginas/MediaPage'), 'MediaPage'),
  '/uikit/message': pagina(() => import('./paginas/MessagePage'), 'MessagePage'),
  '/uikit/file': pagina(() => import('./paginas/FilePage'), 'FilePage'),
  '/uikit/menu': pagina(() => import('./paginas/MenuPage'), 'MenuPage'),
  '/uikit/charts': pagina(() => import('./paginas/ChartsPage'), 'ChartsPage'),
  '/uikit/misc': pagina(() => import('./paginas/MiscPage'), 'MiscPage'),
  '/uikit/timeline': pagina(() => import('./paginas/TimelinePage'), 'TimelinePage'),
  '/pages/empty': pagina(() => import('./paginas/EmptyPage'), 'EmptyPage'),
  '/pages/crud': pagina(() => import('./paginas/CrudPage'), 'CrudPage'),
  '/documentation': pagina(() => import('./paginas/DocumentationPage'), 'DocumentationPage'),
};

/**
 * Every gallery route renders this: the page's title and description from the catalogue, then the page itself.
 * The router lists only the 18 paths, so an unknown /uikit/x never gets here (it shows the not-found page).
 */
export function GaleriaPagina() {
  const { pathname } = useLocation();
  const info = paginaGaleria(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  if (!info) return null;
  const Corpo = PAGINAS[info.path];
  return (
    <>
      <PageHeader title={info.titulo} description={info.descricao} />
      <Suspense fallback={<QueryLoading label="Carregando exemplos" blocks={[140, 240]} />}>
        <Corpo />
      </Suspense>
    </>
  );
}
