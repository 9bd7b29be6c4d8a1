export { BeckonProvider, type BeckonProviderProps } from './BeckonProvider.js';
export { BeckonEmbed, type BeckonEmbedProps } from './BeckonEmbed.js';
export { useBeckon, useBeckonEvent, useBeckonReady, type Beckon } from './hooks.js';
export { onBeckonEvent, type BeckonEventBase, type BeckonEventHandler, type BeckonEventName, type BeckonEvents } from './events.js';
export type { BeckonOptions } from './loader.js';
