/**
 * Security rules for inquiry e-mails (issue 36), on the Firestore emulator: each staff member's choice of
 * inquiry e-mails and their test e-mail request on their own record (admins/{uid}.inquiryEmails,
 * testEmailRequestedAt; the Cloud Function's answer, testEmail, is written past the rules only), an inquiry's
 * e-mail state (contact_inquiries/{id}.notification, the function's) with an admin's re-send request as the
 * one client write, and the e-mail's own records (mail_digests, mail_test_emails), which no client touches.
 *
 * Own project id, so this file runs in parallel with the other rules suites.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteField,
  doc,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  auditedSet,
  auditedUpdate,
  clientClock,
  clientFor,
  createRulesTestEnvironment,
  endRulesTestEnvironment,
  expireThrottles,
  listPastRules,
  newInquiry,
  newStaffRecord,
  putPastRules,
  read,
  readPastRules,
  resetData,
  SEED,
  sendInquiry,
  UID,
} from './helpers';

const PROJECT_ID = 'demo-chinar-rules-inquiry-email';

let env: RulesTestEnvironment;
/** The caller's client for the running test (clientFor: made on first use, closed by resetData). */
function as(uid: string | null): Firestore {
  return clientFor(env, uid);
}

const admin = () => as(UID.admin);
const editor = () => as(UID.editor);

function stored(path: string): Promise<DocumentData | null> {
  return readPastRules(env, path);
}

function put(path: string, data: DocumentData | null): Promise<void> {
  return putPastRules(env, path, data);
}

const old = () => Timestamp.fromDate(new Date('2020-01-01T00:00:00.000Z'));
const earlier = new Date('2026-11-20T09:00:00.000Z');

/** What the Cloud Function records in an inquiry after a send (functions/src/firestore-store.ts). */
function notification(state: string, overrides: DocumentData = {}): DocumentData {
  return {
    state,
    to: state === 'sent' ? ['admin@example.com'] : [],
    at: earlier,
    attempts: 2,
    ...(state === 'failed' ? { error: 'connect ECONNREFUSED 127.0.0.1:1025' } : {}),
    claimedAt: earlier,
    claim: 'claim-1',
    ...overrides,
  };
}

/** contact_inquiries/{state}: the seed's inquiry, its e-mail in that state. */
async function putInquiryWithEmail(state: string, overrides: DocumentData = {}): Promise<string> {
  await put(`contact_inquiries/${state}`, {
    ...SEED.contact_inquiries!.inquiry!,
    notification: notification(state, overrides),
  });
  return state;
}

beforeAll(async () => {
  env = await createRulesTestEnvironment(PROJECT_ID);
});

beforeEach(async () => {
  await resetData(env);
});

afterAll(async () => {
  await endRulesTestEnvironment(env);
});

// ------------------------------------------------------------------------ one's own choice and test

describe('admins: inquiry e-mails, chosen by the member', () => {
  const ACTIVE = [UID.user, UID.editor, UID.admin, UID.noRole];

  it('active staff choose their own: each, digest or none, unaudited, and may change it again', async () => {
    for (const uid of ACTIVE) {
      const own = doc(as(uid), 'admins', uid);
      for (const choice of ['each', 'digest', 'none', 'each']) {
        await assertSucceeds(updateDoc(own, { inquiryEmails: choice }));
      }
      expect(await stored(`admins/${uid}`)).toMatchObject({ inquiryEmails: 'each' });
    }
    // Unaudited: the choice left no entry.
    expect((await listPastRules(env, 'audit_log')).size).toBe(0);
  });

  it('an invalid choice, a removal or another field with it is refused', async () => {
    for (const uid of ACTIVE) {
      const own = doc(as(uid), 'admins', uid);
      for (const value of ['weekly', 'Each', '', true, null, 1, ['each']]) {
        await assertFails(updateDoc(own, { inquiryEmails: value }));
      }
      await assertSucceeds(updateDoc(own, { inquiryEmails: 'digest' }));
      await assertFails(updateDoc(own, { inquiryEmails: deleteField() }));
      await assertFails(
        updateDoc(own, { inquiryEmails: 'each', role: uid === UID.admin ? 'user' : 'admin' }),
      );
      await assertFails(updateDoc(own, { inquiryEmails: 'each', name: 'Someone Else' }));
      await assertFails(updateDoc(own, { inquiryEmails: 'each', status: 'inactive' }));
      await assertFails(updateDoc(own, { inquiryEmails: 'each', email: 'other@example.com' }));
    }
  });

  it("nobody but an admin sets someone else's, not even audited", async () => {
    for (const [caller, target] of [
      [UID.editor, UID.user],
      [UID.user, UID.editor],
      [UID.editor, UID.admin],
    ] as const) {
      const theirs = doc(as(caller), 'admins', target);
      await assertFails(updateDoc(theirs, { inquiryEmails: 'each' }));
      await assertFails(auditedUpdate(theirs, { inquiryEmails: 'each' }));
    }
  });

  it('inactive staff cannot choose (they write nothing at all), nor can visitors or strangers', async () => {
    for (const uid of [UID.inactiveAdmin, UID.inactiveEditor]) {
      const own = doc(as(uid), 'admins', uid);
      await assertFails(updateDoc(own, { inquiryEmails: 'none' }));
      await assertFails(setDoc(own, { inquiryEmails: 'each' }, { merge: true }));
    }
    await assertFails(updateDoc(doc(as(null), 'admins', UID.user), { inquiryEmails: 'each' }));
    await assertFails(updateDoc(doc(as(UID.stranger), 'admins', UID.user), { inquiryEmails: 'each' }));
    const strangers = doc(as(UID.stranger), 'admins', UID.stranger);
    await assertFails(updateDoc(strangers, { inquiryEmails: 'each' }));
    await assertFails(setDoc(strangers, { inquiryEmails: 'each' }, { merge: true }));
  });

  it("an admin sets anyone's through the audited staff update, the change in its entry", async () => {
    const editorsRecord = doc(admin(), 'admins', UID.editor);
    await assertFails(updateDoc(editorsRecord, { inquiryEmails: 'digest' })); // unaudited
    await assertSucceeds(auditedUpdate(editorsRecord, { inquiryEmails: 'digest' }));
    expect(await stored(`admins/${UID.editor}`)).toMatchObject({ inquiryEmails: 'digest' });
    const [entry] = [...(await listPastRules(env, 'audit_log')).values()];
    expect(entry).toMatchObject({
      action: 'staff.update',
      docId: UID.editor,
      after: { inquiryEmails: 'digest' },
    });
    expect(entry?.before).not.toHaveProperty('inquiryEmails');

    await assertSucceeds(auditedUpdate(editorsRecord, { inquiryEmails: 'none', name: 'Eddie Edited' }));
    await assertFails(auditedUpdate(editorsRecord, { inquiryEmails: 'sometimes' }));
    await assertFails(auditedUpdate(editorsRecord, { inquiryEmails: deleteField() }));
    // An inactive member's choice too (they get nothing while inactive; the function checks the status).
    await assertSucceeds(
      auditedUpdate(doc(admin(), 'admins', UID.inactiveEditor), { inquiryEmails: 'each' }),
    );
  });

  it('a new record may carry a valid choice, or none', async () => {
    const create = (data: DocumentData) => auditedSet(doc(admin(), 'admins/new-uid'), data);
    await assertFails(create(newStaffRecord({ inquiryEmails: 'hourly' })));
    await assertFails(create(newStaffRecord({ inquiryEmails: null })));
    await assertSucceeds(create(newStaffRecord({ inquiryEmails: 'each' })));
    await put('admins/new-uid', null);
    await assertSucceeds(create(newStaffRecord()));
  });
});

describe('admins: test e-mail request and answer', () => {
  it('active staff ask for a test e-mail on their own record: the server time only', async () => {
    for (const uid of [UID.user, UID.editor, UID.admin, UID.noRole]) {
      const own = doc(as(uid), 'admins', uid);
      await assertSucceeds(updateDoc(own, { testEmailRequestedAt: serverTimestamp() }));
      await assertSucceeds(
        updateDoc(own, { testEmailRequestedAt: serverTimestamp(), inquiryEmails: 'each' }),
      );
      await assertFails(updateDoc(own, { testEmailRequestedAt: clientClock() })); // the client's clock
      await assertFails(updateDoc(own, { testEmailRequestedAt: old() }));
      await assertFails(updateDoc(own, { testEmailRequestedAt: 'now' }));
      await assertFails(updateDoc(own, { testEmailRequestedAt: deleteField() }));
      await assertFails(updateDoc(own, { testEmailRequestedAt: serverTimestamp(), lastLogin: old() }));
    }
    expect((await listPastRules(env, 'audit_log')).size).toBe(0);
  });

  it("nobody asks on someone else's record, admins included; inactive staff not on their own", async () => {
    const request = { testEmailRequestedAt: serverTimestamp() };
    await assertFails(updateDoc(doc(admin(), 'admins', UID.editor), request));
    await assertFails(auditedUpdate(doc(admin(), 'admins', UID.editor), request));
    await assertFails(updateDoc(doc(editor(), 'admins', UID.user), request));
    await assertFails(updateDoc(doc(as(null), 'admins', UID.user), request));
    for (const uid of [UID.inactiveAdmin, UID.inactiveEditor]) {
      await assertFails(updateDoc(doc(as(uid), 'admins', uid), request));
    }
  });

  it('nobody writes the answer (testEmail): only the Cloud Function, past the rules', async () => {
    const answer = {
      state: 'sent',
      to: 'x@example.com',
      at: serverTimestamp(),
      requestedAt: serverTimestamp(),
    };
    for (const uid of [UID.user, UID.editor, UID.admin]) {
      const own = doc(as(uid), 'admins', uid);
      await assertFails(updateDoc(own, { testEmail: answer }));
      await assertFails(updateDoc(own, { testEmailRequestedAt: serverTimestamp(), testEmail: answer }));
      await assertFails(updateDoc(own, { 'testEmail.state': 'sent' }));
    }
    await assertFails(auditedUpdate(doc(admin(), 'admins', UID.editor), { testEmail: answer }));
    await assertFails(auditedUpdate(doc(admin(), 'admins', UID.admin), { testEmail: answer }));
    await assertFails(auditedSet(doc(admin(), 'admins/new-uid'), newStaffRecord({ testEmail: answer })));
    await assertFails(
      auditedSet(doc(admin(), 'admins/new-uid'), newStaffRecord({ testEmailRequestedAt: serverTimestamp() })),
    );
  });

  it("the member's request and the function's answer never put an admin's audited edit out of date", async () => {
    await put(`admins/${UID.editor}`, {
      ...SEED.admins![UID.editor]!,
      inquiryEmails: 'each',
      testEmailRequestedAt: earlier,
      testEmail: {
        state: 'failed',
        to: 'eddie@example.com',
        at: earlier,
        requestedAt: earlier,
        error: 'refused',
      },
    });
    const record = doc(admin(), 'admins', UID.editor);
    await assertSucceeds(auditedUpdate(record, { name: 'Eddie Renamed' }));
    // An entry that copies the test stamps into its before is not what the app records, and is refused.
    const {
      createdAt: _createdAt,
      lastLogin: _lastLogin,
      ...withStamps
    } = (await stored(`admins/${UID.editor}`))!;
    expect(withStamps).toHaveProperty('testEmail');
    await assertFails(auditedUpdate(record, { name: 'Eddie Again' }, { entry: { before: withStamps } }));
    // The member asks for another test in between: the admin's next edit still records true fields.
    await assertSucceeds(
      updateDoc(doc(editor(), 'admins', UID.editor), { testEmailRequestedAt: serverTimestamp() }),
    );
    await assertSucceeds(auditedUpdate(record, { role: 'user' }));
  });
});

// ------------------------------------------------------------------------ an inquiry's e-mail state

describe("contact_inquiries: the e-mail's state (notification)", () => {
  const resend = { 'notification.resendRequestedAt': serverTimestamp() };
  const inquiry = (db: Firestore, id: string) => doc(db, 'contact_inquiries', id);

  it("a visitor's inquiry may not carry a notification, in any state", async () => {
    await expireThrottles(env);
    await assertFails(
      sendInquiry(as(null), 'forged', newInquiry({ notification: { state: 'sent', to: [] } })),
    );
    await assertFails(sendInquiry(as(null), 'forged', newInquiry({ notification: {} })));
    await assertSucceeds(sendInquiry(as(null), 'plain', newInquiry()));
  });

  it('an admin asks for a failed e-mail again: that one field, the server time, unaudited', async () => {
    const id = await putInquiryWithEmail('failed');
    await assertSucceeds(updateDoc(inquiry(admin(), id), resend));
    const after = await stored(`contact_inquiries/${id}`);
    expect(after?.notification).toMatchObject({ state: 'failed', attempts: 2, claim: 'claim-1' });
    expect(after?.notification.resendRequestedAt).toBeInstanceOf(Timestamp);
    expect(after?.status).toBe('New');
    // Still failed (the function has not run yet): asking again is fine.
    await assertSucceeds(updateDoc(inquiry(admin(), id), resend));
    expect((await listPastRules(env, 'audit_log')).size).toBe(0);
  });

  it('the request is the server time, and changes nothing else of the inquiry or its record', async () => {
    const id = await putInquiryWithEmail('failed');
    const ref = inquiry(admin(), id);
    await assertFails(updateDoc(ref, { 'notification.resendRequestedAt': clientClock() }));
    await assertFails(updateDoc(ref, { 'notification.resendRequestedAt': old() }));
    await assertFails(updateDoc(ref, { ...resend, 'notification.state': 'sending' }));
    await assertFails(updateDoc(ref, { ...resend, 'notification.attempts': 0 }));
    await assertFails(updateDoc(ref, { ...resend, 'notification.error': deleteField() }));
    await assertFails(updateDoc(ref, { ...resend, status: 'Responded' }));
    await assertFails(updateDoc(ref, { ...resend, message: 'Edited' }));
    await assertFails(updateDoc(ref, { notification: { resendRequestedAt: serverTimestamp() } }));
    await assertFails(updateDoc(ref, { notification: deleteField() }));
  });

  it('only a failed e-mail is sent again: not one sent, on its way, skipped, or never recorded', async () => {
    for (const state of ['sent', 'sending', 'skipped']) {
      const id = await putInquiryWithEmail(state);
      await assertFails(updateDoc(inquiry(admin(), id), resend));
    }
    await assertFails(updateDoc(inquiry(admin(), 'inquiry'), resend)); // stored before e-mail existed
  });

  it('editors, users, inactive admins, strangers and visitors cannot ask for a re-send', async () => {
    const id = await putInquiryWithEmail('failed');
    for (const uid of [UID.editor, UID.user, UID.noRole, UID.inactiveAdmin, UID.stranger, null]) {
      await assertFails(updateDoc(inquiry(as(uid), id), resend));
    }
    await assertFails(auditedUpdate(inquiry(editor(), id), resend));
    expect((await stored(`contact_inquiries/${id}`))?.notification).not.toHaveProperty('resendRequestedAt');
  });

  it('nobody forges the state: not admins, not with a status change, not on an inquiry without one', async () => {
    const id = await putInquiryWithEmail('failed');
    await assertFails(updateDoc(inquiry(admin(), id), { 'notification.state': 'sent' }));
    await assertFails(updateDoc(inquiry(admin(), id), { notification: notification('sent') }));
    await assertFails(auditedUpdate(inquiry(admin(), id), { 'notification.state': 'sent' }));
    await assertFails(
      auditedUpdate(inquiry(editor(), id), { status: 'Responded', 'notification.state': 'sent' }),
    );
    await assertFails(updateDoc(inquiry(admin(), 'inquiry'), { notification: notification('sent') }));
    await assertFails(auditedUpdate(inquiry(admin(), 'inquiry'), { status: 'Resolved', notification: {} }));
    expect((await stored(`contact_inquiries/${id}`))?.notification).toMatchObject({ state: 'failed' });
  });

  it('status changes go on as before on an inquiry with an e-mail record, which they leave alone', async () => {
    const id = await putInquiryWithEmail('failed');
    await assertSucceeds(
      auditedUpdate(inquiry(editor(), id), { status: 'Responded', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(auditedUpdate(inquiry(admin(), id), { status: 'Resolved' }));
    expect(await stored(`contact_inquiries/${id}`)).toMatchObject({
      status: 'Resolved',
      notification: { state: 'failed', attempts: 2 },
    });
    // Staff read the state with the inquiry.
    await assertSucceeds(read(inquiry(as(UID.user), id)));
  });
});

// ----------------------------------------------------------------------- mail_digests, mail_test_emails

describe("the e-mail's own records: firebase-admin only", () => {
  it.each([
    ['mail_digests', '2026-11-20'],
    ['mail_test_emails', UID.admin],
  ])('no client reads, lists or writes %s, admins included', async (name, id) => {
    await put(`${name}/${id}`, { sentAt: earlier, to: ['admin@example.com'], claim: 'c' });
    for (const uid of [UID.admin, UID.editor, UID.user, UID.stranger, null]) {
      const db = as(uid);
      await assertFails(read(doc(db, name, id)));
      await assertFails(read(query(collection(db, name), limit(10))));
      await assertFails(setDoc(doc(db, name, 'another'), { sentAt: serverTimestamp() }));
      await assertFails(updateDoc(doc(db, name, id), { claim: 'mine' }));
    }
    await assertFails(auditedSet(doc(admin(), name, 'another'), { sentAt: serverTimestamp() }));
  });
});
