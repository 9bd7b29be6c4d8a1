import { vi } from 'vitest';

/**
 * The runtime hops to a task of its own at start-up and when a pop-up shows (embed-kit nextTask:
 * a message to a port of its own), so that the host page meets no long task of ours (issue 22).
 * These tests run the runtime on fake timers, which settle() moves; a real message arrives
 * outside them, at a moment no test can name. Here the hop is a microtask: the order of the
 * runtime's own steps is kept, the split into tasks is measured by bench:main-thread and seen by
 * the end-to-end tests, and embed-kit's own test holds nextTask to a real task.
 */
vi.mock('../../../embed-kit/src/next-task.js', () => ({ nextTask: () => Promise.resolve() }));
