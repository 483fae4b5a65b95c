import { msg } from '../../shared/i18n/msg';

/**
 * The public contact details shown in the footer (spec §2 "Footer": contact block; §9 support hours).
 */
export const siteContact = {
  email: 'support@nightingale-nclex.com',
  phone: '+1 (555) 010-2040',
  address: '100 Federal Street, Suite 400, Boston, MA 02110, USA',
  hours: msg('Mon-Fri 9 AM-5 PM EST; weekend closed'),
} as const;

export const brandName = 'Nightingale';
