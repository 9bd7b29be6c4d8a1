/**
 * The HTTP contract (SPEC §7 and the admin API): TypeBox schemas the server validates and
 * serialises with, and whose Static types the embeds and the dashboard use. A subpath of its own:
 * the root of @beckon/core only re-exports types from here, so no embed carries TypeBox.
 */
export * from './unions.js';
export * from './ids.js';
export * from './errors.js';
export * from './visitor.js';
export * from './store.js';
export * from './store-ordered.js';
export * from './shares.js';
export * from './admin-auth.js';
export * from './admin-sites.js';
export * from './admin-popups.js';
export * from './admin-leads.js';
export * from './admin-results.js';
export * from './admin-operator.js';
export * from './admin-lists.js';
export * from './admin-integrations.js';
export * from './admin-notifications.js';
export * from './admin-images.js';
export * from './signup.js';
export * from './types.js';
