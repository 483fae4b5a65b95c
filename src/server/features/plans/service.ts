/**
 * The plans feature's public module (issue 26 item 6; decision 021): the order kind that sells
 * plans, whether a user's plan gives a feature, and the demo's plan. Other features import this
 * feature only through this module.
 */
export { planOrderKind } from './plan-order';
export { addMonths, getCurrentPlan, hasPlanFeature, insertPeriod } from './subscriptions';
