/**
 * In-memory stand-ins for notify.ts's ports. The store's claim reads, decides and writes with no await in
 * between, so like a Firestore transaction it is atomic: of two concurrent claims exactly one wins.
 */
import type { MailMessage } from '../message.js';
import type {
  ClaimDecision,
  CompletedOutcome,
  Mailer,
  NotificationRecord,
  NotificationStore,
  SentMail,
} from '../notify.js';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

function copy(record: NotificationRecord | null | undefined): NotificationRecord | null {
  return record ? { ...record, to: [...record.to] } : null;
}

export class MemoryNotificationStore implements NotificationStore {
  /** An inquiry that exists has an entry (null: no record yet). */
  readonly records = new Map<string, NotificationRecord | null>();

  constructor(inquiryIds: string[]) {
    for (const id of inquiryIds) this.records.set(id, null);
  }

  record(id: string): NotificationRecord | null {
    return copy(this.records.get(id));
  }

  async read(id: string): Promise<NotificationRecord | null> {
    await tick();
    return copy(this.records.get(id));
  }

  async claim(
    id: string,
    decide: (current: NotificationRecord | null) => ClaimDecision,
  ): Promise<ClaimDecision> {
    await tick();
    if (!this.records.has(id)) return { kind: 'decline', reason: 'missing' };
    const decision = decide(copy(this.records.get(id)));
    if (decision.kind === 'claim') this.records.set(id, copy(decision.record));
    return decision;
  }

  async complete(id: string, claim: string, outcome: CompletedOutcome): Promise<boolean> {
    return this.writeIfClaimed(id, claim, outcome);
  }

  async fail(id: string, claim: string, failure: { error: string; at: Date }): Promise<boolean> {
    return this.writeIfClaimed(id, claim, { state: 'failed', to: [], ...failure });
  }

  private async writeIfClaimed(
    id: string,
    claim: string,
    change: Pick<NotificationRecord, 'state' | 'to' | 'at'> & { error?: string },
  ): Promise<boolean> {
    await tick();
    const current = this.records.get(id);
    if (!current || current.claim !== claim) return false;
    const { error: _previousError, ...kept } = current;
    this.records.set(id, { ...kept, ...change });
    return true;
  }
}

export class FakeMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failure: Error | null = null;
  delayMs = 0;

  async send(message: MailMessage): Promise<SentMail> {
    await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.failure) throw this.failure;
    this.sent.push(message);
    return { messageId: message.messageId ?? '<none>', accepted: [...message.to] };
  }
}
