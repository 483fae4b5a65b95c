import { paths } from '../../../shared/paths';
import type { Mail } from '../../lib/mailer';

/**
 * The email sent when someone registers with an address that already has an account (decision
 * 016): the sign-up's answer is the same as for a new account, so only the address's owner learns
 * it, with the ways in (sign in, or choose a new password). `publicUrl` has no trailing slash.
 */
export function existingAccountMail(to: string, publicUrl: string): Mail {
  return {
    to,
    subject: 'You already have a Nightingale account',
    text: `Hello,\n\nSomeone, probably you, tried to create a Nightingale account with this email address. It already has an account, so nothing was changed.\n\nTo sign in, open ${publicUrl}${paths.login.path}\n\nIf you forgot your password, choose a new one at ${publicUrl}${paths.forgotPassword.path}\n\nIf this was not you, you can ignore this email.\n\nNightingale support`,
  };
}
