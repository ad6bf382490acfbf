import type { TestProject } from 'vitest/node';
import { runMigrations } from '../db/migrate';
import { seedSystem } from '../db/seed-system';
import { ADMIN } from './test-credentials';
import { createTemplate, startTestPostgres } from './test-postgres';

/** Vitest global setup of the server and security projects: one server and one template database per run. */
export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  const template = await createTemplate(server.url, 'template', async (handle) => {
    await runMigrations(handle);
    await seedSystem(handle.db, ADMIN);
  });
  project.provide('testServerUrl', server.url);
  project.provide('testTemplate', template.name);
  return async () => {
    await template.drop();
    await server.stop();
  };
}
