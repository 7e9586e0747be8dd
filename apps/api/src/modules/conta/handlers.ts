import { contaApi } from '@consultorio/contracts/api/conta';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { ator, implementar, pedido, RespostaArquivo, usuario } from '../../plugins/endpoints.ts';
import { limitBy } from '../../plugins/security.ts';
import {
  activateTwoFactor,
  buscarUsuarioPorId,
  configureTwoFactor,
  deactivateTwoFactor,
  listarSessoesAbertas,
  revogarOutrasSessoes,
  revogarPropriaSessao,
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

/** Routes that take the password: the same pace as login, per user (a stolen session must not guess it). */
const porSenha = (app: FastifyInstance) => ({
  config: {
    rateLimit: {
      ...limitBy(app.ctx.config.rateLimits.login, (req) => `conta:${req.auth?.atorId}`),
      hook: 'preHandler' as const,
    },
  },
});

const zip = (corpo: Buffer | NodeJS.ReadableStream, nome: string) =>
  new RespostaArquivo(corpo, {
    'content-type': 'application/zip',
    'content-disposition': contentDisposition(nome),
    'cache-control': 'no-store',
  });

/** The user's own data: export, sessions, two-factor login, backups, account deletion. */
export const contaHandlers = implementar(contaApi, {
  'conta.exportar': {
    handler: async (req, ctx) => zip(await exportarDados(ctx, usuario(req)), nomeExportacao()),
    auditoria: (req) => ({ acao: 'exportar', entidade: 'conta', entidadeId: usuario(req) }),
  },

  'conta.sessoes': async (req, ctx) => ({ sessoes: await listarSessoesAbertas(ctx, currentUser(req)) }),
  'conta.encerrarSessao': {
    handler: async (req, ctx) => {
      if (!(await revogarPropriaSessao(ctx, ator(req), req.params.id)))
        throw notFound('Sessão não encontrada.');
      return null;
    },
    auditoria: (req) => ({ acao: 'excluir', entidade: 'sessao_acesso', entidadeId: req.params.id }),
  },
  'conta.encerrarOutras': {
    handler: async (req, ctx) => ({ encerradas: await revogarOutrasSessoes(ctx, currentUser(req)) }),
    auditoria: (_req, r) => ({
      acao: 'excluir',
      entidade: 'sessao_acesso',
      detalhes: { outras: r.encerradas },
    }),
  },

  'conta.status2fa': async (req, ctx) => twoFactorStatus(ctx, ator(req)),
  'conta.configurar2fa': async (req, ctx) => {
    const user = await buscarUsuarioPorId(ctx, ator(req));
    return configureTwoFactor(ctx, ator(req), user?.email ?? 'conta');
  },
  'conta.ativar2fa': {
    handler: async (req, ctx) => ({
      codigos_recuperacao: await activateTwoFactor(ctx, ator(req), req.body.codigo),
    }),
    auditoria: () => ({ acao: 'alterar', entidade: '2fa', detalhes: { ativo: true } }),
    opcoes: porSenha,
  },
  'conta.desativar2fa': {
    handler: async (req, ctx) => {
      // The password first; the code is checked (and spent) by deactivateTwoFactor.
      await verificarSenha(ctx, ator(req), req.body.senha);
      await deactivateTwoFactor(ctx, ator(req), req.body.codigo);
      return twoFactorStatus(ctx, ator(req));
    },
    auditoria: () => ({ acao: 'alterar', entidade: '2fa', detalhes: { ativo: false } }),
    opcoes: porSenha,
  },

  'conta.backups': async (req, ctx) => ({ backups: await listarBackups(ctx, usuario(req)) }),
  'conta.fazerBackup': {
    handler: async (req, ctx) => {
      const backup = await criarBackup(ctx, usuario(req), 'manual');
      if (!backup) throw new Error('backup manual não gravado');
      return { backup };
    },
    auditoria: (_req, r) => ({ acao: 'criar', entidade: 'backup', entidadeId: r.backup.id }),
  },
  'conta.baixarBackup': {
    handler: async (req, ctx) => {
      const { backup, stream } = await abrirBackup(ctx, usuario(req), req.params.id);
      return zip(stream, nomeExportacao(new Date(backup.criado_em), 'backup'));
    },
    auditoria: (req) => ({ acao: 'download', entidade: 'backup', entidadeId: req.params.id }),
  },
  'conta.excluirBackup': {
    handler: async (req, ctx) => {
      await excluirBackup(ctx, usuario(req), req.params.id);
      return null;
    },
    auditoria: (req) => ({ acao: 'excluir', entidade: 'backup', entidadeId: req.params.id }),
  },

  'conta.excluir': {
    handler: async (req, ctx) => {
      // A secretária deletes only her own login (docs/product.md §15); the titular, the whole account.
      await excluirConta(ctx, pedido(req), currentUser(req), req.body);
      return null;
    },
    opcoes: porSenha,
  },
});
