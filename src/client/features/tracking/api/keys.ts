/** Every query of application tracking lives under ['tracking']; a step's update refreshes them all. */
export const TRACKING_KEY = ['tracking'] as const;
