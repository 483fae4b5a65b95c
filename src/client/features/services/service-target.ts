import { paths } from '../../../shared/paths';
import type { ServiceItem } from './services-content';

/** Where an offering's button leads (spec §2 "Services"): a free exam to the sample test, anything else to registration. */
export function serviceTarget(service: Pick<ServiceItem, 'kind' | 'price'>): { to: string; label: string } {
  if (service.kind === 'exam' && service.price === 'Free')
    return { to: paths.sampleTest.path, label: 'Start Free Exam' };
  return { to: paths.register.path, label: 'Get Started' };
}
