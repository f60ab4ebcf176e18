/** The time, from one place: tests of session expiry move a manual clock instead of waiting. */
export interface Clock {
  now(): Date;
  /** The same time in milliseconds, without making a Date (hot paths ask on every request). */
  ms(): number;
}

export const systemClock: Clock = { now: () => new Date(), ms: () => Date.now() };

export class ManualClock implements Clock {
  constructor(private time = Date.now()) {}
  now(): Date {
    return new Date(this.time);
  }
  ms(): number {
    return this.time;
  }
  advance(ms: number): void {
    this.time += ms;
  }
}
