/**
 * In-memory stand-ins for the ports of digest.ts and test-email.ts. Like notify-fakes.ts, each transaction
 * reads, decides and writes with no await in between, so of two concurrent claims exactly one wins.
 */
import type {
  DigestClaimDecision,
  DigestInquiries,
  DigestOutcomeFields,
  DigestRecord,
  DigestStore,
  DigestWindow,
} from '../digest.js';
import type { InquiryForEmail } from '../message.js';
import type {
  StaffForTestEmail,
  TestEmailAnswer,
  TestEmailClaim,
  TestEmailDecision,
  TestEmailStore,
} from '../test-email.js';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

function copyDigest(record: DigestRecord | undefined): DigestRecord | null {
  return record ? { ...record, choices: [...record.choices], to: [...record.to] } : null;
}

export class MemoryDigestStore implements DigestStore {
  readonly records = new Map<string, DigestRecord>();
  /** The database's clock; by default never behind a run's, so the run's own time bounds its window. */
  databaseClock: () => Date = () => new Date(8.64e15);

  record(day: string): DigestRecord | null {
    return copyDigest(this.records.get(day));
  }

  async claim(
    day: string,
    decide: (
      current: DigestRecord | null,
      previous: DigestRecord | null,
      databaseNow: Date,
    ) => DigestClaimDecision,
  ): Promise<DigestClaimDecision> {
    await tick();
    const earlier = [...this.records.keys()].filter((key) => key < day).sort();
    const previousDay = earlier[earlier.length - 1];
    const decision = decide(
      copyDigest(this.records.get(day)),
      previousDay === undefined ? null : copyDigest(this.records.get(previousDay)),
      this.databaseClock(),
    );
    if (decision.kind === 'claim') this.records.set(day, copyDigest(decision.record) ?? decision.record);
    return decision;
  }

  async complete(day: string, claim: string, outcome: DigestOutcomeFields): Promise<boolean> {
    return this.writeIfClaimed(day, claim, outcome);
  }

  async fail(day: string, claim: string, failure: { error: string; at: Date }): Promise<boolean> {
    return this.writeIfClaimed(day, claim, { state: 'failed', to: [], ...failure });
  }

  private async writeIfClaimed(
    day: string,
    claim: string,
    change: Partial<DigestRecord> & Pick<DigestRecord, 'state'>,
  ): Promise<boolean> {
    await tick();
    const current = this.records.get(day);
    if (!current || current.claim !== claim) return false;
    const { error: _previousError, ...kept } = current;
    this.records.set(day, { ...kept, ...change });
    return true;
  }
}

/** The inquiries collection, with a log of the reads: each is bounded like the Firestore queries. */
export class MemoryInquiries implements DigestInquiries {
  readonly inquiries: InquiryForEmail[] = [];
  readonly reads: Array<{ kind: 'count' } | { kind: 'list'; limit: number }> = [];

  add(...inquiries: InquiryForEmail[]): void {
    this.inquiries.push(...inquiries);
  }

  private inWindow({ from, through }: DigestWindow): InquiryForEmail[] {
    return this.inquiries
      .filter((inquiry) => inquiry.createdAt > from && inquiry.createdAt <= through)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async count(window: DigestWindow): Promise<number> {
    await tick();
    this.reads.push({ kind: 'count' });
    return this.inWindow(window).length;
  }

  async list(window: DigestWindow, limit: number): Promise<InquiryForEmail[]> {
    await tick();
    this.reads.push({ kind: 'list', limit });
    return this.inWindow(window).slice(0, limit);
  }
}

/** One member's record and the claim collection. */
export class MemoryTestEmailStore implements TestEmailStore {
  readonly members = new Map<string, StaffForTestEmail>();
  readonly claims = new Map<string, TestEmailClaim>();
  readonly answers = new Map<string, TestEmailAnswer>();

  async claim(
    uid: string,
    decide: (member: StaffForTestEmail | null, current: TestEmailClaim | null) => TestEmailDecision,
  ): Promise<TestEmailDecision> {
    await tick();
    const member = this.members.get(uid);
    const decision = decide(member ? { ...member } : null, this.claims.get(uid) ?? null);
    if (decision.kind === 'claim') this.claims.set(uid, { ...decision.claim });
    return decision;
  }

  async answer(uid: string, claim: string, answer: TestEmailAnswer): Promise<boolean> {
    await tick();
    if (this.claims.get(uid)?.claim !== claim) return false;
    this.claims.delete(uid);
    const member = this.members.get(uid);
    if (!member) return false;
    this.members.set(uid, { ...member, answeredRequestAt: answer.requestedAt });
    this.answers.set(uid, { ...answer });
    return true;
  }
}
