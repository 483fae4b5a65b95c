import { describe, expect, it } from 'vitest';
import { JOBS } from './jobs-content';
import { searchJobs } from './search-jobs';

describe('§2 job search', () => {
  it('finds jobs by title, hospital or location, ignoring case', () => {
    const first = JOBS[0];
    if (!first) throw new Error('no jobs');
    expect(searchJobs(JOBS, first.title.toUpperCase())).toContainEqual(first);
    expect(searchJobs(JOBS, first.hospital.slice(0, 8).toLowerCase())).toContainEqual(first);
    const city = first.location.split(',')[0] ?? '';
    expect(searchJobs(JOBS, city)).toContainEqual(first);
  });

  it('does not search the requirements, and returns nothing for an unknown word', () => {
    expect(searchJobs(JOBS, 'VisaScreen')).toEqual([]);
    expect(searchJobs(JOBS, 'astronaut')).toEqual([]);
  });

  it('returns the four cards for a blank query', () => {
    expect(searchJobs(JOBS, '  ')).toHaveLength(4);
  });
});
