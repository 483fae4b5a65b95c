/**
 * The classes feature's public module (issue 28 item 5). Other features import this feature only
 * through this module (the lint enforces it).
 */
export { DEMO_CLASS_NAME, seedDemoClass } from './demo-class';
