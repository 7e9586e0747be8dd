import {
  CAMPO_COMPROVANTE,
  cobrancaConfigResponseSchema,
  cobrancaConfigSchema,
  cobrancaCreateSchema,
  cobrancaMesSchema,
  cobrancaResponseSchema,
  cobrancasMesResponseSchema,
  cobrancasPortalResponseSchema,
  cobrancasQuerySchema,
  cobrancasResponseSchema,
  informarPagamentoResponseSchema,
  pagarCobrancaSchema,
  previaMesResponseSchema,
  recusarComprovanteSchema,
} from '../cobrancas.ts';
import { idParamsSchema } from '../common.ts';
import { arquivo, campoArquivo, declarar } from './endpoint.ts';

const tag = 'cobrancas';
const acesso = 'sessao' as const;
const params = idParamsSchema;
/** Charging is part of the finance area: the same plan feature and the same secretária rule (docs/product.md §18). */
const plano = { feature: 'gestao_financeira' } as const;
const planoEscrita = { feature: 'gestao_financeira', write: true } as const;
const secretaria = 'financeiro' as const;

/** Charging patients by PIX, the psychologist's side (docs/product.md §18). */
export const cobrancasApi = declarar({
  'cobrancas.config': {
    method: 'GET',
    path: 'user/cobranca',
    operationId: 'obterConfigCobranca',
    summary: 'Mostra a chave PIX e as regras das cobranças (null antes de salvar).',
    tag,
    acesso,
    secretaria,
    plano,
    responses: { 200: cobrancaConfigResponseSchema },
  },
  'cobrancas.salvarConfig': {
    method: 'PUT',
    path: 'user/cobranca',
    operationId: 'salvarConfigCobranca',
    summary: 'Salva a chave PIX (CPF, CNPJ, e-mail, celular +55 ou aleatória), o nome, a cidade e os prazos.',
    description:
      'A chave é conferida pelo tipo (dígitos do CPF/CNPJ, e-mail, +55 e DDD, UUID); nome e cidade perdem os acentos.',
    tag,
    acesso,
    secretaria,
    plano: planoEscrita,
    body: cobrancaConfigSchema,
    responses: { 200: cobrancaConfigResponseSchema },
  },
  'cobrancas.list': {
    method: 'GET',
    path: 'cobrancas',
    operationId: 'listarCobrancas',
    summary:
      'Lista as cobranças, com filtros (situação, paciente, mês) e os totais em aberto, vencido e recebido.',
    tag,
    acesso,
    secretaria,
    plano,
    query: cobrancasQuerySchema,
    responses: { 200: cobrancasResponseSchema },
  },
  'cobrancas.create': {
    method: 'POST',
    path: 'cobrancas',
    operationId: 'criarCobranca',
    summary:
      'Cria uma cobrança PIX de sessões e itens avulsos de um paciente, com o código copia e cola e o QR.',
    description:
      'Sem chave PIX cadastrada: 422. Sessão já paga ou já numa cobrança em aberto: 409 com a sessão. ' +
      'Paciente arquivado: 409.',
    tag,
    acesso,
    secretaria,
    plano: planoEscrita,
    body: cobrancaCreateSchema,
    responses: { 201: cobrancaResponseSchema },
    erros: [404, 409],
  },
  'cobrancas.previaMes': {
    method: 'GET',
    path: 'cobrancas/mes/previa',
    operationId: 'previaCobrancasDoMes',
    summary: 'Mostra o que "Cobrar o mês" criaria: um paciente por linha, com sessões e valor.',
    tag,
    acesso,
    secretaria,
    plano,
    query: cobrancaMesSchema,
    responses: { 200: previaMesResponseSchema },
  },
  'cobrancas.mes': {
    method: 'POST',
    path: 'cobrancas/mes',
    operationId: 'cobrarOMes',
    summary:
      'Cria uma cobrança por paciente com as sessões do mês que têm valor, não foram pagas e não estão em cobrança.',
    description:
      'Rodar de novo não cria nada novo. Faltas seguem a regra das configurações; canceladas nunca.',
    tag,
    acesso,
    secretaria,
    plano: planoEscrita,
    body: cobrancaMesSchema,
    responses: { 201: cobrancasMesResponseSchema },
  },
  'cobrancas.get': {
    method: 'GET',
    path: 'cobrancas/:id',
    operationId: 'obterCobranca',
    summary: 'Mostra uma cobrança, com o PIX copia e cola e o QR code.',
    tag,
    acesso,
    secretaria,
    plano,
    params,
    responses: { 200: cobrancaResponseSchema },
  },
  'cobrancas.pagar': {
    method: 'POST',
    path: 'cobrancas/:id/pagar',
    operationId: 'marcarCobrancaPaga',
    summary:
      'Marca a cobrança como paga: as sessões ficam pagas e as receitas entram no financeiro com a data do pagamento.',
    description: 'Já paga ou cancelada: 409.',
    tag,
    acesso,
    secretaria,
    plano: planoEscrita,
    params,
    body: pagarCobrancaSchema,
    responses: { 200: cobrancaResponseSchema },
    erros: [409],
  },
  'cobrancas.cancelar': {
    method: 'POST',
    path: 'cobrancas/:id/cancelar',
    operationId: 'cancelarCobranca',
    summary: 'Cancela a cobrança; as sessões dela podem ser cobradas de novo.',
    description: 'Já paga: 409.',
    tag,
    acesso,
    secretaria,
    plano,
    params,
    responses: { 200: cobrancaResponseSchema },
    erros: [409],
  },
  'cobrancas.comprovante': {
    method: 'GET',
    path: 'cobrancas/:id/comprovante',
    operationId: 'baixarComprovante',
    summary: 'Baixa o comprovante que o paciente enviou (PDF, JPG ou PNG).',
    tag,
    acesso,
    secretaria,
    plano,
    params,
    responses: {
      200: arquivo('application/octet-stream', 'O comprovante, com o tipo do conteúdo (PDF, JPEG ou PNG).'),
    },
  },
  'cobrancas.recibo': {
    method: 'GET',
    path: 'cobrancas/:id/recibo',
    operationId: 'reciboDaCobranca',
    summary: 'Gera o recibo em PDF de uma cobrança paga (o mesmo que o paciente vê nos documentos dele).',
    description: 'Cobrança ainda não paga: 422.',
    tag,
    acesso,
    secretaria,
    plano,
    params,
    responses: { 200: arquivo('application/pdf', 'Recibo em PDF da cobrança paga.') },
  },
  'cobrancas.recusarComprovante': {
    method: 'POST',
    path: 'cobrancas/:id/recusar-comprovante',
    operationId: 'recusarComprovante',
    summary: 'Devolve o comprovante ao paciente com o motivo; a cobrança volta a ficar em aberto.',
    description: 'Sem pagamento informado: 409.',
    tag,
    acesso,
    secretaria,
    plano,
    params,
    body: recusarComprovanteSchema,
    responses: { 200: cobrancaResponseSchema },
    erros: [409],
  },
});

/** The patient's side, in the patient's page: only that patient's charges (docs/decisions/0072-patient-portal-access.md). */
export const cobrancasPortalApi = declarar({
  'cobrancas.portal': {
    method: 'GET',
    path: 'portal/cobrancas',
    operationId: 'cobrancasPortal',
    summary:
      'Lista as cobranças do paciente (em aberto, informadas e pagas), com o PIX de cada uma em aberto.',
    tag,
    acesso: 'portal',
    responses: { 200: cobrancasPortalResponseSchema },
  },
  'cobrancas.informarPagamento': {
    method: 'POST',
    path: 'portal/cobrancas/:id/informar-pagamento',
    operationId: 'informarPagamentoPortal',
    summary: 'O paciente informa que pagou e envia o comprovante; o psicólogo é avisado e confere.',
    description:
      'Comprovante de outro tipo pelo conteúdo: 415; acima de 5 MB: 413. Já paga, cancelada ou já informada: 409.',
    tag,
    acesso: 'portal',
    params,
    multipart: {
      [CAMPO_COMPROVANTE]: campoArquivo('O comprovante do pagamento: PDF, JPG ou PNG, até 5 MB.'),
    },
    responses: { 200: informarPagamentoResponseSchema },
    erros: [409, 413, 415],
  },
});
