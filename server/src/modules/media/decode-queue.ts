import { mediaMessages } from '@common/admin/media';
import { HttpError } from '../../lib/http-error';

interface DecodeQueueLimits {
  /** Images decoded at once. */
  running: number;
  /** How long an upload may wait for a turn before it is refused (503). */
  waitMs: number;
  /** The Retry-After sent with that refusal, in seconds. */
  retryAfterS: number;
}

/**
 * Decoding a 40-megapixel image holds a few hundred MB and a CPU for seconds, so images are
 * decoded `running` at a time; the rest wait in order, and one still waiting after `waitMs` is refused with
 * 503 and Retry-After (the editor's screen shows the message), so that memory stays bounded and the site
 * keeps answering however many uploads arrive together.
 */
class DecodeQueue {
  /** Decodes under way now, and the most ever under way at once (the tests and the bench read them). */
  active = 0;
  peak = 0;
  private readonly waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];
  /** Test hook: awaited at the start of each turn, so a test can hold decodes in progress. */
  onTurn?: () => Promise<void>;

  constructor(public limits: DecodeQueueLimits) {}

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limits.running) await this.wait();
    else this.active += 1;
    this.peak = Math.max(this.peak, this.active);
    try {
      await this.onTurn?.();
      return await work();
    } finally {
      // A finishing decode hands its turn straight to the next one waiting.
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.start();
      } else this.active -= 1;
    }
  }

  private wait(): Promise<void> {
    return new Promise((resolve, reject) => {
      const entry = {
        start: resolve,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(
            new HttpError(503, mediaMessages.busy, { fields: { file: mediaMessages.busy } }).withHeaders({
              'Retry-After': String(this.limits.retryAfterS),
            }),
          );
        }, this.limits.waitMs),
      };
      this.waiting.push(entry);
    });
  }
}

/**
 * One at a time: the server may have two CPUs and a few hundred MB, and one decode (with sharp.concurrency
 * set to one thread in process.ts) leaves a CPU for everything else. An upload waits up to 20 s (four large
 * images take about that one after another), then is told to try again.
 */
export const decodeQueue = new DecodeQueue({ running: 1, waitMs: 20_000, retryAfterS: 15 });
