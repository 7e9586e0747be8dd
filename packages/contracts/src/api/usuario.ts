import { auditoriaQuerySchema, auditoriaResponseSchema } from '../auditoria.ts';
import { changePasswordRequestSchema, usuarioResponseSchema } from '../auth.ts';
import { okSchema } from '../common.ts';
import { profileOutputResponseSchema, profileSchema } from '../usuario.ts';
import { declarar } from './endpoint.ts';

const tag = 'usuario';
const acesso = 'sessao' as const;

/** The logged-in user's own account: who am I, profile, password, audit trail (docs/product.md §8.1, §9.2). */
export const usuarioApi = declarar({
  'usuario.get': {
    method: 'GET',
    path: 'user',
    operationId: 'obterUsuario',
    summary: 'Devolve o usuário da sessão.',
    tag,
    acesso,
    secretaria: 'propria',
    responses: { 200: usuarioResponseSchema },
  },
  'usuario.profile': {
    method: 'GET',
    path: 'user/profile',
    operationId: 'obterPerfil',
    summary: 'Devolve o perfil do usuário da sessão.',
    tag,
    acesso,
    secretaria: 'nao',
    responses: { 200: profileOutputResponseSchema },
  },
  'usuario.updateProfile': {
    method: 'PUT',
    path: 'user/profile',
    operationId: 'atualizarPerfil',
    summary: 'Substitui o perfil do usuário da sessão.',
    tag,
    acesso,
    secretaria: 'nao',
    body: profileSchema,
    responses: { 200: profileOutputResponseSchema },
    erros: [409],
  },
  'usuario.changePassword': {
    method: 'POST',
    path: 'user/change-password',
    operationId: 'alterarSenha',
    summary: 'Altera a senha, conferindo a senha atual.',
    tag,
    acesso,
    secretaria: 'propria',
    body: changePasswordRequestSchema,
    responses: { 200: okSchema },
    erros: [429],
  },
  'usuario.auditoria': {
    method: 'GET',
    path: 'user/auditoria',
    operationId: 'listarAuditoria',
    summary: 'Lista a trilha de auditoria do usuário, mais recente primeiro.',
    tag,
    acesso,
    secretaria: 'nao',
    query: auditoriaQuerySchema,
    responses: { 200: auditoriaResponseSchema },
  },
});
