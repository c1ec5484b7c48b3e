import type { LeadOutcome } from './messages';

/**
 * A public form's mutation, whose code (and Apollo Client with it) loads when first needed, so a
 * page carries none of it until a visitor fills in a form: `preload` starts the download as the
 * visitor reaches the form, `send` waits for it. A download that fails is a submission that did
 * not get through.
 */
export function formMutation<TSend extends (...args: never[]) => Promise<LeadOutcome>>(load: () => Promise<TSend>) {
  return {
    preload(): void {
      void load().catch(() => undefined);
    },
    async send(...args: Parameters<TSend>): Promise<LeadOutcome> {
      try {
        return await (await load())(...args);
      } catch {
        return { kind: 'failed' };
      }
    },
  };
}
