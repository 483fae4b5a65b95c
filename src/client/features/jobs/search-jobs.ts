import type { Job } from './jobs-content';

/** The jobs whose title, hospital or location contains `query`, ignoring case; all for a blank query. */
export function searchJobs(jobs: readonly Job[], query: string): Job[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...jobs];
  return jobs.filter((job) =>
    [job.title, job.hospital, job.location].some((field) => field.toLowerCase().includes(needle)),
  );
}
