import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dashboardRangeQuery,
  dashboardSettingsSchema,
  errorResponse,
  hawalaDailySchema,
  hawalaSummarySchema,
  hawalaTotalUsdSchema,
  systemHealthSchema,
} from '@sarafi/core';
import { readDashboardSettings } from './read-dashboard-settings';
import { readHawalaDaily } from './read-hawala-daily';
import { readHawalaSummary } from './read-hawala-summary';
import { readHawalaTotalUsd } from './read-hawala-total-usd';
import { readSystemHealth } from './read-system-health';
import type { BackupService } from '../backup/backup-service';

/** The dashboard's figures (docs/architecture.md, Screens, Dashboard), computed in SQL; who may read which is in api-permissions.ts. */
export async function dashboardRoutes(app: FastifyInstance, options: { backups?: BackupService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];
  const errors = { 400: errorResponse, 403: errorResponse };

  r.get('/api/dashboard/hawala-summary', { schema: { tags, querystring: dashboardRangeQuery, response: { 200: hawalaSummarySchema, ...errors } } }, (request) =>
    readHawalaSummary(app.db, request.query),
  );

  r.get('/api/dashboard/hawala-daily', { schema: { tags, querystring: dashboardRangeQuery, response: { 200: hawalaDailySchema, ...errors } } }, (request) =>
    readHawalaDaily(app.db, request.query),
  );

  r.get('/api/hawala-total-usd', { schema: { tags, querystring: dashboardRangeQuery, response: { 200: hawalaTotalUsdSchema, ...errors } } }, (request) =>
    readHawalaTotalUsd(app.db, request.query),
  );

  r.get('/api/dashboard/settings', { schema: { tags, response: { 200: dashboardSettingsSchema, ...errors } } }, () => readDashboardSettings(app.db));

  r.get('/api/dashboard/system-health', { schema: { tags, response: { 200: systemHealthSchema, ...errors } } }, () => readSystemHealth(app.db, app.dbKind, options.backups));
}
