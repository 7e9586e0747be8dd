import type { FastifyInstance } from 'fastify';

export async function usuarioRoutes(_app: FastifyInstance): Promise<void> {}
