// The shape of the code, checked by `npm run lint:deps` (docs/decisions/0008-api-areas-and-dependency-direction.md,
// docs/decisions/0037-web-features-and-shared-code.md). Test code — *.test.ts(x),
// a module's testing.ts fixtures and apps/api/src/test — is left out: a test may use any module's fixtures.
const { readdirSync } = require('node:fs');
const { join } = require('node:path');

const API = '^apps/api/src';
const MODULES = `${API}/modules`;
/** An area's HTTP edge: handlers.ts (and documentos' arquivos-handlers.ts). */
const HANDLERS = `${MODULES}/[^/]+/[a-z-]*handlers\\.ts$`;
const HANDLERS_DE = (modulo) => `${MODULES}/${modulo}/[a-z-]*handlers\\.ts$`;

/*
 * API modules (areas) from the bottom up: a module imports only modules listed before it, so two modules can never
 * import each other (no cycle). Above every area: the reads that gather several areas (leituras) and the patient's
 * life cycle (ciclo-paciente), which run the areas' steps in order (docs/decisions/0063-patient-life-cycle-
 * orchestration.md). An area's handlers are the HTTP edge: they may also call those two (TOPO). A new module not
 * listed here comes before TOPO: it may use any area, and none may use it until it is placed in the list.
 */
const CAMADAS = [
  'auditoria',
  'planos',
  'auth',
  'usuario',
  'equipe',
  'leads',
  'pagamentos',
  'pacientes',
  'importacoes',
  'sessoes',
  'anamnese',
  'escalas',
  'prontuarios',
  'documentos',
  'anexos',
  'agendamentos',
  'portal',
  'termos',
  'lembretes',
  'agendamento-online',
  'calendario',
  'financeiro',
  'carne-leao',
  'cobrancas',
  'dashboard',
  'admin',
];

/** Above the areas: the cross-area reads, then the orchestration of the patient's life cycle. */
const TOPO = ['leituras', 'ciclo-paciente'];

function camadasDosModulos() {
  const existentes = readdirSync(join(__dirname, 'apps/api/src/modules'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const ordem = [
    ...CAMADAS.filter((m) => existentes.includes(m)),
    ...existentes.filter((m) => !CAMADAS.includes(m) && !TOPO.includes(m)).sort(),
    ...TOPO,
  ];
  return ordem.slice(0, -1).flatMap((modulo, i) => {
    const depois = ordem.slice(i + 1);
    const abaixoDoTopo = depois.filter((m) => !TOPO.includes(m));
    return [
      {
        name: 'api-module-layers',
        comment: `modules/${modulo} may import only the modules listed before it in .dependency-cruiser.cjs (CAMADAS).`,
        severity: 'error',
        from: { path: `${MODULES}/${modulo}/`, pathNot: HANDLERS },
        to: { path: `${MODULES}/(${depois.join('|')})/` },
      },
      ...(abaixoDoTopo.length
        ? [
            {
              name: 'api-module-layers',
              comment: `The handlers of modules/${modulo} may also call the modules above the areas (TOPO).`,
              severity: 'error',
              from: { path: HANDLERS_DE(modulo) },
              to: { path: `${MODULES}/(${abaixoDoTopo.join('|')})/` },
            },
          ]
        : []),
    ];
  });
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...camadasDosModulos(),
    {
      name: 'api-modules-talk-through-public-files',
      comment:
        'One area uses another through its service.ts (agendamentos and pacientes also escrita.ts for writes, agendamentos listas.ts, ' +
        'pacientes lista.ts for its lists, sessoes estatisticas.ts), planos/usage.ts ' +
        '(the usage counters), financeiro/dashboard-figures.ts (the figures /dashboard shows) and ' +
        'financeiro/receitas-de-sessao.ts (a session’s receita, for the patient’s life cycle) and financeiro/situacao.ts ' +
        '(where an entry stands in the Carnê-Leão, for the Carnê-Leão Web import) and pagamentos/brcode.ts (the BR Code ' +
        'and its QR image, for the charges to patients).',
      severity: 'error',
      from: { path: `${MODULES}/([^/]+)/` },
      to: {
        path: `${MODULES}/`,
        pathNot: [
          `${MODULES}/$1/`,
          `${MODULES}/[^/]+/service\\.ts$`,
          `${MODULES}/(agendamentos/(escrita|listas)|pacientes/(escrita|lista)|sessoes/estatisticas|planos/usage|financeiro/(dashboard-figures|receitas-de-sessao|situacao)|pagamentos/brcode)\\.ts$`,
        ],
      },
    },
    {
      name: 'api-no-file-cycle',
      comment:
        'No file of the API imports itself back, not even through a type (context.ts holds infrastructure only).',
      severity: 'error',
      from: { path: API },
      to: { circular: true },
    },
    {
      name: 'api-services-know-no-http',
      comment:
        'Only an area’s handlers.ts speaks HTTP: its services take who acted as a value (lib/ator.ts), a logger ' +
        '(lib/log.ts) or an upload (lib/multipart.ts), never a Fastify request or a plugin ' +
        '(docs/decisions/0062-who-acted-is-a-value.md).',
      severity: 'error',
      from: { path: `${MODULES}/`, pathNot: HANDLERS },
      to: { path: ['^node_modules/(fastify|@fastify)/', `${API}/plugins/`] },
    },
    {
      name: 'api-plugins-are-wiring',
      comment:
        'Plugins wire the app (auth, plan gate, security, web); they reach a module only through its service.ts, ' +
        'where its public functions are. The rules themselves live in the modules.',
      severity: 'error',
      from: { path: `${API}/plugins/` },
      to: { path: `${MODULES}/`, pathNot: `${MODULES}/[^/]+/service\\.ts$` },
    },
    {
      name: 'api-routes-registered-in-one-place',
      comment: 'Only apps/api/src/routes.ts registers a module’s routes.ts.',
      severity: 'error',
      from: { pathNot: `${API}/routes\\.ts$` },
      to: { path: `${MODULES}/[^/]+/routes\\.ts$` },
    },
    {
      name: 'api-modules-implement-their-own-declarations',
      comment:
        'modules/X handles exactly the endpoints packages/contracts/src/api/X.ts declares: its handlers take the ' +
        'declarations of that file only, so a declaration file and the area that answers it never drift apart ' +
        '(docs/decisions/0001-one-declaration-per-endpoint.md).',
      severity: 'error',
      from: { path: `${MODULES}/([^/]+)/` },
      to: {
        path: '^packages/contracts/src/api/',
        pathNot: '^packages/contracts/src/api/($1|endpoint)\\.ts$',
      },
    },
    {
      name: 'api-db-below-modules',
      comment:
        'The database layer (schema, migrations, client, plain-SQL seeds) never imports a module; the demo seed ' +
        'is the one exception and calls modules’ public service functions (service.ts; agendamentos/escrita.ts, ' +
        'pacientes/escrita.ts).',
      severity: 'error',
      from: { path: `${API}/(db|lib)/`, pathNot: `${API}/db/seed-demo\\.ts$` },
      to: { path: `${MODULES}/` },
    },
    {
      name: 'api-demo-seed-uses-services',
      severity: 'error',
      from: { path: `${API}/db/seed-demo\\.ts$` },
      to: {
        path: `${MODULES}/`,
        pathNot: `${MODULES}/([^/]+/service|(agendamentos|pacientes)/escrita)\\.ts$`,
      },
    },
    {
      name: 'web-no-cross-feature',
      comment:
        'A feature (apps/web/src/features/X) never imports another feature; what several use lives in a shared ' +
        'place named for what it is.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-features-below-the-shell',
      comment:
        'The shell (layout/), the composed screens (screens/) and the public pages (pages/) import features, ' +
        'never the other way (docs/decisions/0037-web-features-and-shared-code.md).',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/(layout|screens|pages)/' },
    },
    {
      name: 'web-components-below-features',
      comment:
        'apps/web/src/components/ holds what several places render (the areas and the component gallery): it ' +
        'never imports a feature, the shell or a page; a component that loads its own data gets it from its caller.',
      severity: 'error',
      from: { path: '^apps/web/src/components/' },
      to: { path: '^apps/web/src/(features|layout|screens|pages)/' },
    },
    {
      name: 'web-lib-is-a-leaf',
      comment: 'apps/web/src/lib/ holds helpers that import no app code; api/ builds on it, not the reverse.',
      severity: 'error',
      from: { path: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/', pathNot: '^apps/web/src/lib/' },
    },
    {
      name: 'contracts-stand-alone',
      comment: 'packages/contracts is shared by the API and the web app: it imports nothing from apps.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      // npm packages stay in the graph as leaves (doNotFollow), so a rule can name one (fastify).
      path: [
        '(^|/)dist/',
        '\\.test\\.tsx?$',
        '/testing\\.ts$',
        `${API}/test/`,
        '^(apps|packages)/.*\\.d\\.ts$',
      ],
    },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
