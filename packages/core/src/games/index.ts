export * from './game-kind.js';
export * from './draw.js';
export * from './prize-flow.js';
export * from './game-design.js';
export * from './prize-blocks.js';
