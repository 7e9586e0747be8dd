import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { breadcrumbsFor } from '../../layout/breadcrumbs';
import { appRoutes } from '../../layout/routes';
import { publicRoutes } from '../../pages/routes';
import { GALERIA_PATHS } from '../../routes/paths';
import { PAGINAS_GALERIA } from './catalogo';
import { GaleriaPagina } from './GaleriaPagina';

beforeAll(() => {
  configure({ asyncUtilTimeout: 5000 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function abrir(path: string) {
  const fetchSpy = vi.fn(() => Promise.reject(new Error('a galeria não chama a API')));
  vi.stubGlobal('fetch', fetchSpy);
  render(
    <MantineProvider>
      <DatesProvider settings={{ locale: 'pt-br' }}>
        <ModalsProvider>
          <Notifications />
          <MemoryRouter initialEntries={[path]}>
            <GaleriaPagina />
          </MemoryRouter>
        </ModalsProvider>
      </DatesProvider>
    </MantineProvider>,
  );
  return fetchSpy;
}

/** What each page shows beyond its title: one live example a user would look for. */
const EXEMPLOS: Record<string, (main: HTMLElement) => Promise<unknown>> = {
  '/uikit/formlayout': () => screen.findByRole('form', { name: 'Exemplo de cadastro' }),
  '/uikit/input': () => screen.findByRole('textbox', { name: 'CPF' }),
  '/uikit/button': () => screen.findByRole('button', { name: 'Novo paciente' }),
  '/uikit/table': async () => {
    const tabela = await screen.findByRole('table');
    expect(within(tabela).getByRole('columnheader', { name: /Paciente/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    return screen.findByText('Nenhum registro encontrado');
  },
  '/uikit/list': async () => {
    // The dashboard's and the attachments' own lists: each appointment opens the patient's file.
    expect(await screen.findByRole('link', { name: /Ana Beatriz Souza/ })).toHaveAttribute(
      'href',
      '/pacientes/ficha/p1',
    );
    const anexos = screen.getByRole('list', { name: 'Anexos do paciente' });
    return within(anexos).findByRole('button', { name: 'Baixar laudo-avaliacao.pdf' });
  },
  '/uikit/tree': () => screen.findByRole('tree', { name: 'Partes da ficha do paciente' }),
  '/uikit/panel': async () => {
    expect(await screen.findByRole('link', { name: 'Abrir agenda' })).toHaveAttribute(
      'href',
      '/agendamentos',
    );
    return screen.findByRole('tab', { name: /Anamnese/ });
  },
  '/uikit/overlay': async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir anexo' }));
    // The attachments' own confirmation, naming the file.
    const dialogo = await screen.findByRole('dialog', { name: 'Excluir este anexo?' });
    return within(dialogo).findByText('laudo-avaliacao.pdf');
  },
  '/uikit/media': () => screen.findByRole('img', { name: /Paisagem/ }),
  '/uikit/message': () => screen.findByRole('button', { name: 'Acesso Negado' }),
  '/uikit/file': () => screen.findByText('Arraste arquivos aqui ou clique para escolher'),
  '/uikit/menu': async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Ações de Ana Beatriz Souza' }));
    // The patients' row menu itself: its items lead to the patient's screens.
    return expect(await screen.findByRole('menuitem', { name: 'Prontuário' })).toHaveAttribute(
      'href',
      '/pacientes/prontuarios/p1',
    );
  },
  '/uikit/charts': async (main) => {
    await screen.findByText(/Receitas e despesas dos últimos 12 meses/);
    expect(main.querySelectorAll('figure').length).toBeGreaterThanOrEqual(4);
    return true;
  },
  '/uikit/misc': async () => {
    // The areas' own badges: every treatment status, every attendance, the three states of an entry.
    const etiquetas = await screen.findByRole('region', { name: 'Etiquetas de status' });
    for (const status of ['Em atendimento', 'Alta', 'Falta justificada', 'Pago', 'Pendente', 'Vencido']) {
      expect(within(etiquetas).getByText(status)).toBeInTheDocument();
    }
    return screen.findByRole('progressbar', { name: 'Pacientes do plano' });
  },
  '/uikit/timeline': async () => {
    // The record's own timeline, with each entry's menu.
    expect(await screen.findByRole('button', { name: 'Ações da entrada de 02/03/2026' })).toBeInTheDocument();
    expect(screen.getByText('Sessão de 02/03/2026')).toBeInTheDocument();
    return screen.findByText('Registro de acessos');
  },
  '/pages/empty': () => screen.findByText(/em branco de propósito/),
  '/pages/crud': async () => {
    await screen.findByRole('button', { name: 'Exportar CSV' });
    return screen.findByRole('button', { name: 'Editar Ana Beatriz Souza' });
  },
  '/documentation': async () => {
    await screen.findByRole('heading', { name: 'Quick start' });
    expect(screen.getByRole('link', { name: /Documentação da API/ })).toHaveAttribute('href', '/api/docs');
    return screen.getByRole('link', { name: 'Formulários' });
  },
};

describe('component gallery pages (docs/product.md §2.4)', () => {
  it('the catalogue lists the 18 routes in order, titled as the breadcrumb names them', () => {
    expect(PAGINAS_GALERIA.map((p) => p.path)).toEqual([...GALERIA_PATHS]);
    for (const p of PAGINAS_GALERIA) {
      expect(breadcrumbsFor(p.path).at(-1)?.label).toBe(p.titulo);
      expect(breadcrumbsFor(`${p.path}/`).at(-1)?.label).toBe(p.titulo);
    }
    expect(breadcrumbsFor('/uikit/button')).toEqual([
      { label: 'Galeria', to: '/documentation' },
      { label: 'Botões' },
    ]);
    expect(breadcrumbsFor('/uikit/qualquer')).toEqual([]);
  });

  for (const pagina of PAGINAS_GALERIA) {
    it(`${pagina.path} renders its title, sections and live examples without calling the API`, async () => {
      const fetchSpy = abrir(pagina.path);
      expect(await screen.findByRole('heading', { level: 2, name: pagina.titulo })).toBeInTheDocument();
      expect(screen.getByText(pagina.descricao)).toBeInTheDocument();
      await EXEMPLOS[pagina.path](document.body);
      if (pagina.path.startsWith('/uikit/') || pagina.path === '/documentation') {
        expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
      }
      expect(fetchSpy).not.toHaveBeenCalled();
    });
  }
});

describe('the upload queue on /uikit/file', () => {
  it('is the attachments’ own queue: a chosen file is sent (simulated, no request) and leaves the list', async () => {
    const fetchSpy = abrir('/uikit/file');
    const user = userEvent.setup();
    const pdf = new File(['%PDF-1.4 laudo'], 'laudo.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText('Escolher arquivos para enviar'), pdf);
    const fila = screen.getByRole('list', { name: 'Arquivos para enviar' });
    expect(within(fila).getByRole('listitem', { name: 'laudo.pdf' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Descrição de laudo.pdf'), 'Laudo do neurologista');

    await user.click(screen.getByRole('button', { name: 'Enviar 1 arquivo' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Progresso do envio de laudo.pdf' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Arquivo enviado')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Arquivos para enviar' })).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('gallery routes', () => {
  const rotas = [...publicRoutes, ...appRoutes];

  it('every gallery path opens inside the logged-in layout (its guard runs)', () => {
    for (const path of GALERIA_PATHS) {
      const matches = matchRoutes(rotas, path) ?? [];
      expect(
        matches.some((m) => m.route.id === 'app'),
        path,
      ).toBe(true);
      expect(matches.at(-1)?.route.path).toBe(path);
    }
  });

  it('an unknown /uikit/x shows the not-found page', async () => {
    expect(matchRoutes(rotas, '/uikit/x')?.at(-1)?.route.path).toBe('*');
    const router = createMemoryRouter(publicRoutes, { initialEntries: ['/uikit/x'] });
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });
});
