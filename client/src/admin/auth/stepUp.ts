/**
 * Step-up (issue P22): an operation the server refused with `STEP_UP_REQUIRED` waits here while
 * the member confirms it is them (`StepUpDialog`), then is sent again; cancelled, it fails as it
 * was refused. One question at a time: operations refused together wait for the same answer.
 */
type Listener = (asking: boolean) => void;

const listeners = new Set<Listener>();
let pending: { promise: Promise<boolean>; settle(proven: boolean): void } | null = null;

export const stepUp = {
  /** Asks the member to confirm it is them; true once they did, false if they cancelled. */
  ask(): Promise<boolean> {
    if (!pending) {
      let settle: (proven: boolean) => void = () => undefined;
      const promise = new Promise<boolean>((resolve) => (settle = resolve));
      pending = { promise, settle };
      listeners.forEach((listener) => listener(true));
    }
    return pending.promise;
  },
  /** The dialog's answer: the waiting operations go on (or fail, cancelled). */
  answer(proven: boolean) {
    const current = pending;
    pending = null;
    listeners.forEach((listener) => listener(false));
    current?.settle(proven);
  },
  /** Whether the question is open now, and each time that changes. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    listener(pending !== null);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The code a refusal carries when the member must confirm it is them first. */
export const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';
