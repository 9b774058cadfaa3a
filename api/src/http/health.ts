import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HealthStatus } from '@hospital/contract';
import type { AppContext } from '../context';
import { itemOf } from './envelope';
import { HttpError } from './errors';
import { mediaSchemas } from '../media/schemas';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/health', { schema: mediaSchemas.health }, async () => {
    try {
      await ctx.db.execute(sql`select 1`);
    } catch {
      throw new HttpError(503, 'internal', {
        id: 'Basis data tidak tersedia.',
        en: 'The database is unavailable.',
      });
    }
    const status: HealthStatus = {
      status: 'ok',
      database: ctx.kind,
      uptime_seconds: Math.round((Date.now() - ctx.startedAt) / 1000),
    };
    return itemOf(status);
  });
}
