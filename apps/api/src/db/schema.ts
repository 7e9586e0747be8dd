// Every table of the product. One file per area under ./schema/, re-exported here for Drizzle and drizzle-kit.
export * from './schema/agendamento-online.ts';
export * from './schema/agendamentos.ts';
export * from './schema/anexos.ts';
export * from './schema/carne-leao.ts';
export * from './schema/cobrancas.ts';
export * from './schema/conta.ts';
export * from './schema/documentos.ts';
export * from './schema/escalas.ts';
export * from './schema/financeiro.ts';
export * from './schema/importacoes.ts';
export * from './schema/lembretes.ts';
export * from './schema/pacientes.ts';
export * from './schema/pagamentos.ts';
export * from './schema/portal.ts';
export * from './schema/prontuarios.ts';
export * from './schema/totais.ts';
export * from './schema/usuarios.ts';
