import type { LanguageCode } from '../../../shared/i18n/languages';
import { paths } from '../../../shared/paths';
import { translator } from '../../lib/i18n';
import type { Mail } from '../../lib/mailer';

/**
 * The email sent when someone registers with an address that already has an account (decision
 * 016): the sign-up's answer is the same as for a new account, so only the address's owner learns
 * it, with the ways in (sign in, or choose a new password), in the account's `language` (issue 29).
 * `publicUrl` has no trailing slash.
 */
export function existingAccountMail(to: string, publicUrl: string, language: LanguageCode): Mail {
  const t = translator(language);
  return {
    to,
    subject: t('You already have a Nightingale account'),
    text: [
      t('Hello,'),
      t(
        'Someone, probably you, tried to create a Nightingale account with this email address. It already has an account, so nothing was changed.',
      ),
      t('To sign in, open {{link}}', { link: `${publicUrl}${paths.login.path}` }),
      t('If you forgot your password, choose a new one at {{link}}', {
        link: `${publicUrl}${paths.forgotPassword.path}`,
      }),
      t('If this was not you, you can ignore this email.'),
      t('Nightingale support'),
    ].join('\n\n'),
  };
}

/** The password reset email (decision 016: always sent, whatever the settings), in the account's `language`. */
export function passwordResetMail(to: string, url: string, language: LanguageCode): Mail {
  const t = translator(language);
  return {
    to,
    subject: t('Reset your Nightingale password'),
    text: [
      t('Hello,'),
      t(
        'Someone asked to reset the password of your Nightingale account. To choose a new password, open this link within one hour:',
      ),
      url,
      t('If you did not ask for this, ignore this email; your password stays the same.'),
      t('Nightingale support'),
    ].join('\n\n'),
  };
}
