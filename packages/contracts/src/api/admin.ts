import { z } from 'zod';
import { adminJobParamsSchema, adminJobResponseSchema } from '../admin.ts';
import { adminSetPlanRequestSchema, adminSetPlanResponseSchema } from '../planos.ts';
import { arquivo, declarar } from './endpoint.ts';

const ok = z.object({ status: z.literal('ok') });

/** The process's health, and the operator's routes used by `npm run admin` (docs/operations.md). */
export const adminApi = declarar({
  'sistema.health': {
    method: 'GET',
    path: 'health',
    operationId: 'saude',
    summary: 'Informa que o servidor está no ar.',
    tag: 'sistema',
    acesso: 'publico',
    responses: { 200: ok },
  },
  'sistema.ready': {
    method: 'GET',
    path: 'ready',
    operationId: 'prontidao',
    summary:
      'Informa que o servidor está pronto: o banco de dados responde e o disco de DATA_DIR tem espaço livre acima do mínimo.',
    description:
      '503 quando o banco não responde ou o espaço livre fica abaixo de DISK_FREE_MIN_PERCENT (padrão 5 %).',
    tag: 'sistema',
    acesso: 'publico',
    responses: { 200: ok },
    erros: [503],
  },
  'sistema.metricas': {
    method: 'GET',
    path: 'metrics',
    operationId: 'metricas',
    summary: 'Métricas do processo no formato de texto do Prometheus (para o scrape, com METRICS_TOKEN).',
    tag: 'sistema',
    acesso: 'metricas',
    responses: { 200: arquivo('text/plain', 'Métricas no formato de exposição de texto do Prometheus.') },
    oculto: true,
  },
  'admin.plano': {
    method: 'POST',
    path: 'admin/usuarios/plano',
    operationId: 'adminDefinirPlano',
    summary: 'Suporte: define o plano de um usuário.',
    tag: 'admin',
    acesso: 'operador',
    body: adminSetPlanRequestSchema,
    responses: { 200: adminSetPlanResponseSchema },
    oculto: true,
  },
  'admin.executarJob': {
    method: 'POST',
    path: 'admin/jobs/:nome/executar',
    operationId: 'adminExecutarJob',
    summary: 'Operação: executa agora uma tarefa agendada.',
    tag: 'admin',
    acesso: 'operador',
    params: adminJobParamsSchema,
    responses: { 200: adminJobResponseSchema },
    oculto: true,
  },
  'admin.backup': {
    method: 'GET',
    path: 'admin/backup',
    operationId: 'adminBackup',
    summary: 'Operação: cópia da instância inteira (banco, arquivos e segredos).',
    tag: 'admin',
    acesso: 'operador',
    responses: { 200: arquivo('application/x-tar', 'TAR com o banco, os arquivos e os segredos.') },
    oculto: true,
  },
});
