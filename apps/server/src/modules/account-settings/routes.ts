import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountNumberSettingSchema, createAccountNumberSettingBody, errorResponse, idParam, updateAccountNumberSettingBody } from '@sarafi/core';
import { createAccountNumberSetting, listAccountNumberSettings, updateAccountNumberSetting } from './account-number-settings';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };

export async function accountSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account-number-settings'];

  r.get('/api/account-number-settings', { schema: { tags, response: { 200: z.array(accountNumberSettingSchema) } } }, () =>
    listAccountNumberSettings(app.db),
  );

  r.post(
    '/api/account-number-settings',
    { schema: { tags, body: createAccountNumberSettingBody, response: { 201: accountNumberSettingSchema, ...errors } } },
    async (request, reply) => {
      reply.code(201);
      return createAccountNumberSetting(app.db, request.body);
    },
  );

  r.put(
    '/api/account-number-settings/:id',
    { schema: { tags, params: idParam, body: updateAccountNumberSettingBody, response: { 200: accountNumberSettingSchema, ...errors } } },
    (request) => updateAccountNumberSetting(app.db, request.params.id, request.body),
  );
}
