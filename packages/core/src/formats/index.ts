export * from './catalogue.js';
export * from './modal.js';
