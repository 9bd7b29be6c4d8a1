import { setLogPrefix } from '@beckon/embed-kit';

// Every part's chunk imports this first: its notes say they come from the content kit.
setLogPrefix('[beckon content]');

export { warn, warnOnce } from '@beckon/embed-kit';
