/**
 * A queue worker's rhythm: a pass every `pollMs`, one at once when nudged (right after a commit
 * that queued work), never two at the same time. A nudge during a pass makes it look once more
 * rather than start a second, so nothing queued meanwhile waits for the next poll. The timer never
 * keeps the process alive.
 */
export abstract class PollingWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private halted = false;

  constructor(private readonly pollMs: number) {}

  /** One look at the queue; checks `stopped` between items so that stop() ends it soon. */
  protected abstract pass(): Promise<void>;

  /** true once stop() was called */
  protected get stopped(): boolean {
    return this.halted;
  }

  start(): void {
    this.schedule();
  }

  /** Right after a commit that queued work: look now rather than at the next poll. */
  nudge(): void {
    void this.drain();
  }

  /** Runs a pass (and another if nudged meanwhile); resolves once done. */
  drain(): Promise<void> {
    if (this.halted) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** No new pass; the one under way finishes (what it was doing is recorded, not done twice after a restart). */
  async stop(): Promise<void> {
    this.halted = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(): void {
    if (this.halted) return;
    this.timer = setTimeout(() => void this.drain().finally(() => this.schedule()), this.pollMs);
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      await this.pass();
    } while (this.again && !this.halted);
  }
}
