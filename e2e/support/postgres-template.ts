import type { TestProject } from 'vitest/node';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { createTemplate, startTestPostgres } from '../../apps/server/src/test/test-postgres';

/** Vitest global setup of the e2e project: one PostgreSQL server and one migrated template per run. */
export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  const template = await createTemplate(server.url, 'e2e_template', runMigrations);
  // A migrated, otherwise empty template: each e2e server seeds its own admin at start.
  project.provide('testServerUrl', server.url);
  project.provide('testTemplate', template.name);
  return async () => {
    await template.drop();
    await server.stop();
  };
}
