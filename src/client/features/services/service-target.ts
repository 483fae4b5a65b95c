import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import type { PlanId } from '../../../shared/plans/plans';

/**
 * Where a plan's button on /services leads (spec §2 "Services": a free item to the sample test,
 * anything else to registration; issue 26 item 6): Free to the Free Sample; a paid plan to
 * registration with the plan chosen, or, signed in, to the Payment Portal, which opens its checkout.
 */
export function serviceTarget(planId: PlanId, signedIn: boolean): { to: string; label: string } {
  if (planId === 'free') return { to: paths.sampleTest.path, label: msg('Start Free Exam') };
  if (signedIn) return { to: paths.payment.href({ plan: planId }), label: msg('Choose this plan') };
  return { to: paths.register.href({ plan: planId }), label: msg('Get Started') };
}
