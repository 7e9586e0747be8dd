import type { GaleriaPath } from '../../routes/paths';

/** One page of the component gallery (docs/product.md §2.4): its route, title and what it shows. */
export interface PaginaGaleria {
  path: GaleriaPath;
  titulo: string;
  descricao: string;
}

/** The gallery's pages in the order of `GALERIA_PATHS`; titles are the breadcrumb's labels. */
export const PAGINAS_GALERIA: readonly PaginaGaleria[] = [
  {
    path: '/uikit/formlayout',
    titulo: 'Formulários',
    descricao: 'Como os formulários do produto se organizam: seções, grade, campos obrigatórios e erros.',
  },
  {
    path: '/uikit/input',
    titulo: 'Campos de entrada',
    descricao: 'Texto, máscaras de CPF, telefone, CEP e CRP, valores em reais, datas, horas e seleções.',
  },
  {
    path: '/uikit/button',
    titulo: 'Botões',
    descricao: 'Variantes, tamanhos, ícones, estados de carregamento e botões só de ícone com nome.',
  },
  {
    path: '/uikit/table',
    titulo: 'Tabela',
    descricao: 'A tabela de dados com ordenação, paginação, esqueleto de carregamento e estado vazio.',
  },
  {
    path: '/uikit/list',
    titulo: 'Listas',
    descricao: 'Listas de próximos atendimentos, aniversariantes, arquivos e listas simples.',
  },
  {
    path: '/uikit/tree',
    titulo: 'Árvore',
    descricao: 'Hierarquias navegáveis pelo teclado: as abas da ficha e as pastas de documentos.',
  },
  {
    path: '/uikit/panel',
    titulo: 'Painéis',
    descricao: 'Cartões, cartões de indicadores, abas, acordeões, grupos de campos e etapas.',
  },
  {
    path: '/uikit/overlay',
    titulo: 'Sobreposições',
    descricao: 'Diálogos, confirmação antes de excluir, gaveta lateral, popover, dicas e carregamento.',
  },
  {
    path: '/uikit/media',
    titulo: 'Mídia',
    descricao: 'Avatares com iniciais, imagens com texto alternativo e ícones temáticos.',
  },
  {
    path: '/uikit/message',
    titulo: 'Mensagens',
    descricao: 'Avisos no canto da tela com as mensagens do produto, alertas e erros nos campos.',
  },
  {
    path: '/uikit/file',
    titulo: 'Arquivos',
    descricao: 'A área de envio de arquivos (arrastar ou escolher), a fila com progresso e a lista.',
  },
  {
    path: '/uikit/menu',
    titulo: 'Menus',
    descricao: 'Menu de ações da linha, itens do menu lateral, trilha de navegação e paginação.',
  },
  {
    path: '/uikit/charts',
    titulo: 'Gráficos',
    descricao: 'Os gráficos dos painéis: barras, barras empilhadas, rosca, linhas e medidores.',
  },
  {
    path: '/uikit/misc',
    titulo: 'Diversos',
    descricao: 'Etiquetas de status, esqueletos, barras de progresso, indicadores e atalhos.',
  },
  {
    path: '/uikit/timeline',
    titulo: 'Linha do tempo',
    descricao: 'A linha do tempo do prontuário e a do registro de acessos (auditoria).',
  },
  {
    path: '/pages/empty',
    titulo: 'Página em branco',
    descricao: 'Uma página vazia dentro do layout, ponto de partida para uma tela nova.',
  },
  {
    path: '/pages/crud',
    titulo: 'CRUD',
    descricao: 'Lista com busca, diálogo de cadastro e edição, exclusão com confirmação e exportação CSV.',
  },
  {
    path: '/documentation',
    titulo: 'Documentação',
    descricao: 'O README do projeto, a lista destas páginas e a documentação da API.',
  },
];

export const paginaGaleria = (path: string): PaginaGaleria | undefined =>
  PAGINAS_GALERIA.find((p) => p.path === path);
