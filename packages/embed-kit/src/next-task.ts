/**
 * Resolves in a task of its own (a macrotask, not a microtask): work after it no longer lengthens
 * the task that awaited it. An embed splits its start-up and its showing this way, so that the
 * host page never meets one long task of ours (issue 22: no task over 50 ms at 4× CPU), and an
 * input of the visitor's can be handled between the parts.
 *
 * A message to a port of our own rather than a zero-delay timer: a background tab holds timers
 * back for up to a second, and a page (or a test) that fakes or pauses its clock would hold the
 * embed's start-up with it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    try {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    } catch {
      setTimeout(resolve, 0);
    }
  });
}
