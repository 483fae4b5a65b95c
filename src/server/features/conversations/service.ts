/**
 * The conversations feature's public module: how the contact form puts its messages in the one
 * support queue (issue 23). Other features import this feature only through this module (the
 * lint enforces it).
 */
export { type ContactFormMessage, openContactConversation } from './student-conversations';
