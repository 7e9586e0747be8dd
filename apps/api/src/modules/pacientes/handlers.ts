import { pacientesApi } from '@consultorio/contracts/api/pacientes';
import { MSG_PACIENTES } from '@consultorio/contracts/pacientes';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import { comDetalhes, implementar, usuario } from '../../plugins/endpoints.ts';
import { corpoSemObservacoesDaSecretaria, semObservacoesParaSecretaria } from '../../plugins/equipe-gate.ts';
import {
  arquivarAPedido,
  excluirPaciente,
  excluirPacienteDefinitivamente,
  restaurarPaciente,
} from '../ciclo-paciente/service.ts';
import { listarArquivados, listarPacientes, obterPacienteComAlerta } from '../leituras/service.ts';
import { alterarStatusPaciente, atualizarPaciente, cadastrarPaciente } from './escrita.ts';

const entidade = 'paciente';

/*
 * A secretária keeps the registration, never the clinical note (docs/product.md §15): `observacoes` comes back
 * null to her; she may send it empty (what she read), which keeps the stored one, but not with text (403).
 */
const paraQuemPede = semObservacoesParaSecretaria;
/** The list's and the file's scale-alert marker is clinical: the titular's only. */
const ehTitular = (req: FastifyRequest): boolean => currentUser(req).papel === 'titular';
const semObservacoesDaSecretaria = <T extends { observacoes?: string | null }>(
  req: FastifyRequest,
  body: T,
): T => corpoSemObservacoesDaSecretaria(req, body, 'as observações do paciente');

/**
 * Patients (docs/product.md §8.3): reading, changing, deleting, restoring and erasing one is audited. The list of
 * archived patients shows names and dates only, like the patients' list: no line.
 */
export const pacientesHandlers = implementar(pacientesApi, {
  'pacientes.list': async (req, ctx) => listarPacientes(ctx, usuario(req), req.query, ehTitular(req)),
  'pacientes.listAlias': async (req, ctx) => listarPacientes(ctx, usuario(req), req.query, ehTitular(req)),
  'pacientes.create': {
    handler: async (req, ctx) => ({
      paciente: paraQuemPede(
        req,
        await cadastrarPaciente(ctx, usuario(req), semObservacoesDaSecretaria(req, req.body)),
      ),
    }),
    auditoria: (_req, r) => ({ acao: 'criar', entidade, entidadeId: r.paciente.id }),
  },
  'pacientes.get': {
    handler: async (req, ctx) => ({
      paciente: paraQuemPede(
        req,
        await obterPacienteComAlerta(ctx, usuario(req), req.params.id, ehTitular(req)),
      ),
    }),
    auditoria: (_req, r) => ({ acao: 'visualizar', entidade, entidadeId: r.paciente.id }),
  },
  'pacientes.update': {
    handler: async (req, ctx) => ({
      paciente: paraQuemPede(
        req,
        await atualizarPaciente(ctx, usuario(req), req.params.id, semObservacoesDaSecretaria(req, req.body)),
      ),
    }),
    auditoria: (_req, r) => ({ acao: 'alterar', entidade, entidadeId: r.paciente.id }),
  },
  'pacientes.changeStatus': {
    handler: async (req, ctx) => ({
      message: MSG_PACIENTES.statusAlterado,
      paciente: paraQuemPede(req, await alterarStatusPaciente(ctx, usuario(req), req.params.id, req.body)),
    }),
    auditoria: (_req, r) => ({
      acao: 'alterar',
      entidade,
      entidadeId: r.paciente.id,
      detalhes: { status_tratamento: r.paciente.status_tratamento },
    }),
  },
  'pacientes.delete': {
    handler: async (req, ctx) => {
      const { arquivado } = await excluirPaciente(ctx, usuario(req), req.params.id);
      return { arquivado, message: arquivado ? MSG_PACIENTES.arquivado : MSG_PACIENTES.excluido };
    },
    auditoria: (req, r) => ({
      acao: 'excluir',
      entidade,
      entidadeId: req.params.id,
      detalhes: { arquivado: r.arquivado },
    }),
  },
  'pacientes.arquivar': {
    handler: async (req, ctx) => ({
      message: MSG_PACIENTES.arquivadoAPedido,
      paciente: paraQuemPede(req, await arquivarAPedido(ctx, usuario(req), req.params.id)),
    }),
    auditoria: (_req, r) => ({
      acao: 'alterar',
      entidade,
      entidadeId: r.paciente.id,
      detalhes: { arquivado: true },
    }),
  },
  'pacientes.arquivados': async (req, ctx) => listarArquivados(ctx, usuario(req), req.query),
  'pacientes.restaurar': {
    handler: async (req, ctx) => ({
      message: MSG_PACIENTES.restaurado,
      paciente: paraQuemPede(req, await restaurarPaciente(ctx, usuario(req), req.params.id)),
    }),
    auditoria: (_req, r) => ({
      acao: 'alterar',
      entidade,
      entidadeId: r.paciente.id,
      detalhes: { restaurado: true },
    }),
  },
  'pacientes.excluirDefinitivo': {
    handler: async (req, ctx) => {
      const exclusao = await excluirPacienteDefinitivamente(
        ctx,
        usuario(req),
        req.params.id,
        req.body?.motivo_legal,
      );
      return comDetalhes({ message: MSG_PACIENTES.excluidoDefinitivamente }, { ...exclusao });
    },
    // The line keeps the legal reason stated (when the retention had not ended) and the retention's dates.
    auditoria: (req, _r, detalhes) => ({
      acao: 'excluir',
      entidade,
      entidadeId: req.params.id,
      detalhes: { definitivo: true, ...detalhes },
    }),
  },
});
