import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, settingChangesQuery, settingChangesResponse } from '@sarafi/core';
import { listSettingChanges } from './list-setting-changes';

/** The record of every change to a control's setting (self-approval, limits, dating ahead): admins read it. */
export async function settingChangeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/settings/changes',
    { schema: { tags: ['settings'], querystring: settingChangesQuery, response: { 200: settingChangesResponse, 400: errorResponse } } },
    (request) => listSettingChanges(app.db, request.query),
  );
}
