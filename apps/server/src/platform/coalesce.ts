/**
 * Wraps `run` so that calls never overlap: a call while one is running asks for exactly one more
 * run after it, however many calls arrive meanwhile. For work that follows each batch of recorded
 * prices, where the latest prices matter and a backlog of runs would only repeat the same check.
 * A failed run goes to `onError` and does not stop later ones.
 */
export function coalesced(
  run: () => Promise<unknown>,
  onError: (err: unknown) => void,
): () => void {
  let running: Promise<unknown> | null = null;
  let again = false;
  const trigger = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          trigger();
        }
      });
  };
  return trigger;
}

/**
 * Items handed over in batches and walked one walk at a time: what arrives while a walk runs
 * waits, and the next walk takes all of it at once (walks never queue up). Beyond `max` waiting
 * items the oldest are dropped and `onDrop` hears how many. A failed walk goes to `onError` and
 * does not stop later ones; after `stop` nothing more is taken.
 */
export class SerialBatches<T> {
  private pending: T[] = [];
  private draining = false;
  private running: Promise<void> = Promise.resolve();
  private halted = false;

  constructor(
    private readonly opts: {
      walk: (batch: T[]) => Promise<void>;
      onError: (err: unknown) => void;
      max?: number;
      onDrop?: (dropped: number) => void;
    },
  ) {}

  /** True once `stop` was called: a long walk checks it to end early. */
  get stopped(): boolean {
    return this.halted;
  }

  push(items: readonly T[]): void {
    if (this.halted || !items.length) return;
    this.pending.push(...items);
    const { max = Infinity, onDrop } = this.opts;
    if (this.pending.length > max) {
      const dropped = this.pending.length - max;
      this.pending = this.pending.slice(dropped);
      onDrop?.(dropped);
    }
    if (!this.draining) this.running = this.drain();
  }

  /** Walks what is pending, then whatever arrived meanwhile, until nothing is left. */
  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.pending.length && !this.halted) {
        const batch = this.pending;
        this.pending = [];
        await this.opts.walk(batch).catch(this.opts.onError);
      }
    } finally {
      this.draining = false;
    }
  }

  /** Resolves when every item pushed so far has been walked. */
  async idle(): Promise<void> {
    while (this.draining) await this.running;
  }

  async stop(): Promise<void> {
    this.halted = true;
    await this.idle();
  }
}
