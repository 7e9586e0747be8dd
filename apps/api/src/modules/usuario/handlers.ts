import { usuarioApi } from '@consultorio/contracts/api/usuario';
import { MSG } from '@consultorio/contracts/messages';
import { currentUser } from '../../plugins/auth.ts';
import { ator, implementar, usuario } from '../../plugins/endpoints.ts';
import { limitBy } from '../../plugins/security.ts';
import { listarAuditoria } from '../auditoria/service.ts';
import { alterarSenha, atualizarPerfil, obterPerfil, obterUsuario } from './service.ts';

/** The logged-in user's own account: who am I, profile, password, audit trail. */
export const usuarioHandlers = implementar(usuarioApi, {
  'usuario.get': async (req, ctx) => ({ usuario: await obterUsuario(ctx, ator(req)) }),
  'usuario.profile': async (req, ctx) => ({ usuario: await obterPerfil(ctx, usuario(req)) }),
  'usuario.updateProfile': async (req, ctx) => ({
    usuario: await atualizarPerfil(ctx, req.ator, usuario(req), req.body),
  }),
  'usuario.changePassword': {
    handler: async (req, ctx) => {
      await alterarSenha(ctx, req.ator, currentUser(req), req.body);
      return { message: MSG.passwordChanged };
    },
    // A stolen session must not become a way to guess the password: same pace as login, per user.
    opcoes: (app) => ({
      config: {
        rateLimit: {
          ...limitBy(app.ctx.config.rateLimits.login, (req) => `senha:${req.auth?.usuarioId}`),
          hook: 'preHandler',
        },
      },
    }),
  },
  'usuario.auditoria': async (req, ctx) => listarAuditoria(ctx, usuario(req), req.query),
});
