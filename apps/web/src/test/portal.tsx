// Test helper for the screens of the patient's page (docs/product.md §17): the portal session in sessionStorage
// and a section rendered under `/portal/:token/*`, as the page's router mounts it.
import { cleanup, configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { clearPortalSessao, setPortalSessao } from '../lib/storage';
import { stubBrowser } from './browser';
import { renderRoutes } from './render';

/** The link's token every portal test uses in its addresses. */
export const LINK = 'link-tok';

/** Each test starts with Helena Prado entered on Marina's page, and ends with the session and stubs cleared. */
export function comSessaoDoPortal(): void {
  beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
  vi.setConfig({ testTimeout: 30_000 });
  beforeEach(() => {
    stubBrowser();
    setPortalSessao({
      token: 'portal-tok',
      link: LINK,
      paciente: { nome: 'Helena Prado' },
      profissional: { nome: 'Marina Alves Costa', crp: '06/123456' },
    });
  });
  afterEach(() => {
    cleanup();
    clearPortalSessao();
    vi.unstubAllGlobals();
  });
}

/** `element` at `caminho` of the page (relative, '' for the home), opened at `endereco` below `/portal/link-tok`. */
export function renderSecaoDoPortal(caminho: string, element: ReactNode, endereco = caminho) {
  return renderRoutes(
    [
      {
        path: '/portal/:token/*',
        element: (
          <Routes>
            {caminho === '' ? <Route index element={element} /> : <Route path={caminho} element={element} />}
          </Routes>
        ),
      },
    ],
    endereco === '' ? `/portal/${LINK}` : `/portal/${LINK}/${endereco}`,
  );
}
