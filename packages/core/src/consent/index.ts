export * from './states.js';
export * from './platforms.js';
