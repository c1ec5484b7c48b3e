/**
 * When a background job runs its work: at start, every `pollIntervalMs`, soon after a `nudge`
 * (`nudgeDelayMs`, so what the nudger wrote has committed), and again after `rerunDelayMs` when it
 * was nudged while running. One run at a time; timers do not keep the process alive.
 */
export class Poller {
  private timer: NodeJS.Timeout | undefined;
  private dueAt = Number.POSITIVE_INFINITY;
  private running: Promise<void> | undefined;
  private rerun = false;
  private halted = true;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly timing: { pollIntervalMs: number; nudgeDelayMs: number; rerunDelayMs: number },
    private readonly failed: (error: unknown) => void,
  ) {}

  /** Until `start`, and from `stop`. */
  get stopped(): boolean {
    return this.halted;
  }

  start(): void {
    this.halted = false;
    this.schedule(0);
  }

  /** Work is waiting: run soon instead of at the next poll. */
  readonly nudge = (): void => {
    if (!this.halted) this.schedule(this.timing.nudgeDelayMs);
  };

  /** Stops polling; resolves when the run in progress (if any) ends. */
  stop(): Promise<void> {
    this.halted = true;
    clearTimeout(this.timer);
    return this.inProgress();
  }

  /** Resolves when the run in progress (if any) ends. */
  async inProgress(): Promise<void> {
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.running) {
      this.rerun = true;
      return;
    }
    const at = Date.now() + delayMs;
    if (this.timer && at >= this.dueAt) return;
    clearTimeout(this.timer);
    this.dueAt = at;
    this.timer = setTimeout(() => this.tick(), delayMs);
    this.timer.unref();
  }

  private tick(): void {
    this.timer = undefined;
    this.dueAt = Number.POSITIVE_INFINITY;
    this.running = this.work()
      .then(() => undefined)
      .catch(this.failed)
      .finally(() => {
        this.running = undefined;
        const again = this.rerun;
        this.rerun = false;
        if (!this.halted) this.schedule(again ? this.timing.rerunDelayMs : this.timing.pollIntervalMs);
      });
  }
}
