import type { FastifyInstance } from 'fastify';

export async function leadsRoutes(_app: FastifyInstance): Promise<void> {}
