/**
 * The reminders feature's public module (issue 25 item 6): the one gate of the product's
 * notification emails to a user (her emailNotifications setting, a one-click unsubscribe). Other
 * features import this feature only through this module.
 */
export { type NotificationResult, sendUserNotification } from './notify';
