import { msg } from '../i18n/msg';
/**
 * The Support & Help Center's claims (spec §9 "FAQ claims: ... support response within 24 hours.
 * Support hours Mon-Fri 9-5 EST"), shown on /support.
 */
export const SUPPORT_HOURS = msg('Mon-Fri 9 AM-5 PM EST');
export const SUPPORT_RESPONSE_TIME = msg('We respond within 24 hours');
