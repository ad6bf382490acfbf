import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createUserBody, errorResponse, updateUserBody, userSchema, userStatusBody, uuidParam } from '@sarafi/core';
import { actorOf } from '../../plugins/context';
import { createUser } from './create-user';
import { deleteUser } from './delete-user';
import { listUsers } from './list-users';
import { setUserStatus } from './set-user-status';
import { updateUser } from './update-user';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };

export async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  r.get('/api/users', { schema: { tags, response: { 200: z.array(userSchema) } } }, () => listUsers(app.db));

  r.post('/api/users', { schema: { tags, body: createUserBody, response: { 201: userSchema, ...errors } } }, async (request, reply) => {
    reply.code(201);
    return createUser(app.db, request.body, actorOf(request.user));
  });

  r.patch(
    '/api/users/:id',
    { schema: { tags, params: uuidParam, body: updateUserBody, response: { 200: userSchema, ...errors } } },
    (request) => updateUser(app.db, request.params.id, request.body, actorOf(request.user)),
  );

  r.patch(
    '/api/users/:id/status',
    { schema: { tags, params: uuidParam, body: userStatusBody, response: { 200: userSchema, ...errors } } },
    (request) => setUserStatus(app.db, request.params.id, request.body.isActive, actorOf(request.user)),
  );

  r.delete('/api/users/:id', { schema: { tags, params: uuidParam, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await deleteUser(app.db, request.params.id, actorOf(request.user));
    return reply.code(204).send(null);
  });
}
