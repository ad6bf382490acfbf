import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { complianceSettingsResponse, complianceSettingsSchema, errorResponse } from '@sarafi/core';
import { actorOf } from '../../plugins/context';
import { readComplianceSettings, saveComplianceSettings } from './compliance-settings';

/** The owner's compliance settings (docs/decisions.md, Compliance): thresholds, the expired-ID rule, screening, retention, holidays. */
export async function complianceSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['compliance'];
  r.get('/api/compliance/settings', { schema: { tags, response: { 200: complianceSettingsResponse } } }, () => readComplianceSettings(app.db));
  r.put('/api/compliance/settings', { schema: { tags, body: complianceSettingsSchema, response: { 200: complianceSettingsResponse, 400: errorResponse } } }, (request) =>
    app.db.transaction((tx) => saveComplianceSettings(tx, request.body, actorOf(request.user))),
  );
}
