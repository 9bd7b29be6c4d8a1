import { startStandin, type Reply, type Standin } from './standin.js';

/**
 * A stand-in for the owner's own endpoint behind the generic connector: it records what it is
 * sent and answers 200 `{ "received": true }`, or what the test sets with `answerWith`. Its errors
 * carry `{ "error": … }`, the most common shape such endpoints use.
 */
export interface ReceiverStandin extends Standin {
  answerWith(reply: Reply): void;
}

export async function startReceiverStandin(): Promise<ReceiverStandin> {
  let reply: Reply = { status: 200, body: { received: true } };
  const standin = await startStandin(
    () => reply,
    (status) => ({ error: status === 429 ? 'Slow down: too many leads at once.' : 'The receiver broke.' }),
  );
  return { ...standin, answerWith: (next) => (reply = next) };
}
