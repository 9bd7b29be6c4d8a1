export * from './statuses.js';
export * from './sms.js';
export * from './keys.js';
export * from './messages.js';
export * from './rules.js';
export * from './markup.js';
export * from './wire.js';
