/**
 * At most `limit` pictures decoded at once in this process: each may take up to
 * IMAGE_MAX_PIXELS × 4 bytes while it is read, so uploads from many owners at once queue here
 * instead of adding up in memory. Waiters go in the order they came.
 */
export class DecodeGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` counts it without a gap.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
