import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import type { GaleriaPath } from '../../routes/paths';
import { paginaGaleria } from './catalogo';
import { ButtonPage } from './paginas/ButtonPage';
import { ChartsPage } from './paginas/ChartsPage';
import { CrudPage } from './paginas/CrudPage';
import { DocumentationPage } from './paginas/DocumentationPage';
import { EmptyPage } from './paginas/EmptyPage';
import { FilePage } from './paginas/FilePage';
import { FormLayoutPage } from './paginas/FormLayoutPage';
import { InputPage } from './paginas/InputPage';
import { ListPage } from './paginas/ListPage';
import { MediaPage } from './paginas/MediaPage';
import { MenuPage } from './paginas/MenuPage';
import { MessagePage } from './paginas/MessagePage';
import { MiscPage } from './paginas/MiscPage';
import { OverlayPage } from './paginas/OverlayPage';
import { PanelPage } from './paginas/PanelPage';
import { TablePage } from './paginas/TablePage';
import { TimelinePage } from './paginas/TimelinePage';
import { TreePage } from './paginas/TreePage';

/**
 * The pages, in one chunk with this file: the whole gallery loads on its first page. One chunk instead of one per
 * page disturbs the bundler's split of the shell the least (docs/decisions/0046-component-gallery.md).
 */
const PAGINAS: Record<GaleriaPath, ComponentType> = {
  '/uikit/formlayout': FormLayoutPage,
  '/uikit/input': InputPage,
  '/uikit/button': ButtonPage,
  '/uikit/table': TablePage,
  '/uikit/list': ListPage,
  '/uikit/tree': TreePage,
  '/uikit/panel': PanelPage,
  '/uikit/overlay': OverlayPage,
  '/uikit/media': MediaPage,
  '/uikit/message': MessagePage,
  '/uikit/file': FilePage,
  '/uikit/menu': MenuPage,
  '/uikit/charts': ChartsPage,
  '/uikit/misc': MiscPage,
  '/uikit/timeline': TimelinePage,
  '/pages/empty': EmptyPage,
  '/pages/crud': CrudPage,
  '/documentation': DocumentationPage,
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
      <Corpo />
    </>
  );
}
