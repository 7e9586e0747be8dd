import { idParamsSchema } from '@consultorio/contracts/common';
import {
  ativar2faRequestSchema,
  ativar2faResponseSchema,
  backupResponseSchema,
  backupsResponseSchema,
  configurar2faResponseSchema,
  desativar2faRequestSchema,
  excluirContaRequestSchema,
  sessoesAtivasResponseSchema,
  sessoesEncerradasResponseSchema,
  status2faResponseSchema,
} from '@consultorio/contracts/conta';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { requirePlan } from '../../plugins/plan-gate.ts';
import { limitBy } from '../../plugins/security.ts';
import { recordAudit } from '../auditoria/service.ts';
import {
  activateTwoFactor,
  configureTwoFactor,
  deactivateTwoFactor,
  findUsuarioById,
  listSessions,
  revokeOtherSessions,
  revokeOwnSession,
  twoFactorStatus,
} from '../auth/service.ts';
import {
  abrirBackup,
  criarBackup,
  excluirBackup,
  excluirConta,
  exportarDados,
  listarBackups,
  nomeExportacao,
  verificarSenha,
} from './service.ts';

const tags = ['conta'];
const security = [{ bearer: [] }];

/** The user's own data: export, sessions, two-factor login, account deletion. Every route needs a session. */
export async function contaRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);
  // Routes that take the password: the same pace as login, per user (a stolen session must not guess it).
  const porSenha = {
    rateLimit: {
      ...limitBy(app.ctx.config.rateLimits.login, (req) => `conta:${req.auth?.usuarioId}`),
      hook: 'preHandler' as const,
    },
  };

  r.get('/user/export', { schema: { tags, security } }, async (req, reply) => {
    const { usuarioId } = currentUser(req);
    await recordAudit(app.ctx, req, {
      usuarioId,
      acao: 'exportar',
      entidade: 'conta',
      entidadeId: usuarioId,
    });
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition(nomeExportacao()))
      .header('cache-control', 'no-store')
      .send(await exportarDados(app.ctx, usuarioId));
  });

  // Sessions
  r.get(
    '/user/sessoes',
    { schema: { tags, security, response: { 200: sessoesAtivasResponseSchema } } },
    async (req) => ({
      sessoes: await listSessions(app.ctx, currentUser(req)),
    }),
  );

  r.delete(
    '/user/sessoes/:id',
    { schema: { tags, security, params: idParamsSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      const { usuarioId } = currentUser(req);
      if (!(await revokeOwnSession(app.ctx, usuarioId, req.params.id)))
        throw notFound('Sessão não encontrada.');
      await recordAudit(app.ctx, req, {
        usuarioId,
        acao: 'excluir',
        entidade: 'sessao_acesso',
        entidadeId: req.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/user/sessoes',
    { schema: { tags, security, response: { 200: sessoesEncerradasResponseSchema } } },
    async (req) => {
      const auth = currentUser(req);
      const encerradas = await revokeOtherSessions(app.ctx, auth);
      await recordAudit(app.ctx, req, {
        usuarioId: auth.usuarioId,
        acao: 'excluir',
        entidade: 'sessao_acesso',
        detalhes: { outras: encerradas },
      });
      return { encerradas };
    },
  );

  // Two-factor login
  r.get(
    '/user/2fa',
    { schema: { tags, security, response: { 200: status2faResponseSchema } } },
    async (req) => twoFactorStatus(app.ctx, currentUser(req).usuarioId),
  );

  r.post(
    '/user/2fa/configurar',
    { schema: { tags, security, response: { 200: configurar2faResponseSchema } } },
    async (req) => {
      const { usuarioId } = currentUser(req);
      const user = await findUsuarioById(app.ctx, usuarioId);
      return configureTwoFactor(app.ctx, usuarioId, user?.email ?? 'conta');
    },
  );

  r.post(
    '/user/2fa/ativar',
    {
      schema: { tags, security, body: ativar2faRequestSchema, response: { 200: ativar2faResponseSchema } },
      config: porSenha,
    },
    async (req) => {
      const { usuarioId } = currentUser(req);
      const codigos_recuperacao = await activateTwoFactor(app.ctx, usuarioId, req.body.codigo);
      await recordAudit(app.ctx, req, {
        usuarioId,
        acao: 'alterar',
        entidade: '2fa',
        detalhes: { ativo: true },
      });
      return { codigos_recuperacao };
    },
  );

  r.post(
    '/user/2fa/desativar',
    {
      schema: { tags, security, body: desativar2faRequestSchema, response: { 200: status2faResponseSchema } },
      config: porSenha,
    },
    async (req) => {
      const { usuarioId } = currentUser(req);
      // The password first; the code is checked (and spent) by deactivateTwoFactor.
      await verificarSenha(app.ctx, usuarioId, req.body.senha);
      await deactivateTwoFactor(app.ctx, usuarioId, req.body.codigo);
      await recordAudit(app.ctx, req, {
        usuarioId,
        acao: 'alterar',
        entidade: '2fa',
        detalhes: { ativo: false },
      });
      return twoFactorStatus(app.ctx, usuarioId);
    },
  );

  // Backups (plan feature backup_automatico)
  const comBackup = requirePlan({ feature: 'backup_automatico' });

  r.get(
    '/user/backups',
    { schema: { tags, security, response: { 200: backupsResponseSchema } }, preHandler: comBackup },
    async (req) => ({ backups: await listarBackups(app.ctx, currentUser(req).usuarioId) }),
  );

  r.post(
    '/user/backups',
    { schema: { tags, security, response: { 201: backupResponseSchema } }, preHandler: comBackup },
    async (req, reply) => {
      const { usuarioId } = currentUser(req);
      const backup = await criarBackup(app.ctx, usuarioId, 'manual');
      if (!backup) throw new Error('backup manual não gravado');
      await recordAudit(app.ctx, req, {
        usuarioId,
        acao: 'criar',
        entidade: 'backup',
        entidadeId: backup.id,
      });
      return reply.status(201).send({ backup });
    },
  );

  r.get(
    '/user/backups/:id/download',
    { schema: { tags, security, params: idParamsSchema }, preHandler: comBackup },
    async (req, reply) => {
      const { usuarioId } = currentUser(req);
      const { backup, stream } = await abrirBackup(app.ctx, usuarioId, req.params.id);
      await recordAudit(app.ctx, req, {
        usuarioId,
        acao: 'download',
        entidade: 'backup',
        entidadeId: backup.id,
      });
      return reply
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          contentDisposition(nomeExportacao(new Date(backup.criado_em), 'backup')),
        )
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  r.delete(
    '/user/backups/:id',
    {
      schema: { tags, security, params: idParamsSchema, response: { 204: z.null() } },
      preHandler: comBackup,
    },
    async (req, reply) => {
      const { usuarioId } = currentUser(req);
      await excluirBackup(app.ctx, usuarioId, req.params.id);
      await recordAudit(app.ctx, req, {
        usuarioId,
        acao: 'excluir',
        entidade: 'backup',
        entidadeId: req.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  // Account deletion
  r.delete(
    '/user',
    {
      schema: { tags, security, body: excluirContaRequestSchema, response: { 204: z.null() } },
      config: porSenha,
    },
    async (req, reply) => {
      await excluirConta(app.ctx, req, currentUser(req).usuarioId, req.body);
      return reply.status(204).send(null);
    },
  );
}
