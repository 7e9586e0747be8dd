import type { FastifyInstance } from 'fastify';
import { rastreadorAtivo } from '../lib/rastros.ts';
import { rotaDoRotulo } from './metricas.ts';

/*
 * A span per request, with traces on (lib/rastros.ts, docs/decisions/0093-traces.md): named as the metrics' `rota`
 * (the endpoint declaration's name, or `web`, `openapi`, `nao_encontrada`), with the method, the route's template
 * (`/api/paciente/:id`, never the path asked for) and the status. The request's hooks and handler run inside it, so
 * the statements they send are its children: entered at `onRequest`, and again at `preValidation`, once the body is
 * read — its packets come in the socket's callbacks, so the handler does not depend on the context surviving them.
 * Registered before every other hook.
 */
export function registerRastros(app: FastifyInstance): void {
  const rastreador = rastreadorAtivo();
  if (!rastreador) return;
  rastreador.usarLog(app.log);
  app.addHook('onRequest', (req, _reply, done) =>
    rastreador.entrar(req, rotaDoRotulo(req, 200), req.method, done),
  );
  app.addHook('preValidation', (req, _reply, done) => rastreador.voltar(req, done));
  app.addHook('onResponse', (req, reply, done) => {
    rastreador.terminar(req, rotaDoRotulo(req, reply.statusCode), req.routeOptions.url, reply.statusCode);
    done();
  });
  // A client that went away before the answer: the span ends without a status.
  app.addHook('onRequestAbort', (req, done) => {
    rastreador.terminar(req, rotaDoRotulo(req, 200), req.routeOptions.url, undefined);
    done();
  });
  // What is queued goes out before the process stops (main.ts closes the app on SIGTERM).
  app.addHook('onClose', () => rastreador.descarregar());
}
