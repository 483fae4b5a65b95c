import type { TestProject } from 'vitest/node';
import { createTestDatabaseTemplate } from './database-template';

/**
 * Vitest global setup of the `api` project: migrates one template database for the whole run
 * (PostgreSQL when TEST_DATABASE_URL is set, else PGlite dumps), hands it to the test files as
 * `inject('testDatabaseTemplate')`, and removes it when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, remove } = await createTestDatabaseTemplate(process.env.TEST_DATABASE_URL);
  project.provide('testDatabaseTemplate', template);
  return remove;
}
