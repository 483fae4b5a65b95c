import { startI18n } from '../i18n/i18n';

/** Unit tests render the interface in English, the spec's words, as a first visit does (issue 29). */
await startI18n('en');
