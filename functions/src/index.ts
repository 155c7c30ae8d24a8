/**
 * What Firebase deploys: the e-mail to staff when an inquiry arrives, its re-send when an admin asks, the
 * test e-mail a staff member asks for, and the daily digest.
 *
 * Settings are Functions params (functions/.env.<project> on deploy, functions/.env.local in the emulator) and
 * the SMTP password is a secret (Secret Manager; functions/.secret.local in the emulator): none of them is in
 * the repository. See functions/.env.example.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { DIGEST_CHOICES, runDigest } from './digest.js';
import { firestoreDigestInquiries, firestoreDigestStore } from './firestore-digest.js';
import { firestoreNotificationStore, isResendRequest, readInquiryForEmail } from './firestore-store.js';
import { firestoreTestEmailStore, testEmailRequest } from './firestore-test-email.js';
import { createSmtpMailer } from './mailer.js';
import { inquiryEmail, type InquiryForEmail } from './message.js';
import { notifyInquiry, siteHost, type NotifyTrigger, type Warn } from './notify.js';
import { staffRecipients } from './recipients.js';
import { answerTestEmail } from './test-email.js';

const smtpHost = defineString('SMTP_HOST', {
  description: "The SMTP server's host name, e.g. smtp.gmail.com",
});
const smtpPort = defineInt('SMTP_PORT', {
  default: 587,
  description: '465 for TLS from the start, else STARTTLS',
});
const smtpUser = defineString('SMTP_USER', {
  default: '',
  description: 'The mailbox login; empty: no login',
});
const smtpPassword = defineSecret('SMTP_PASSWORD', { description: "The mailbox's (app) password" });
const smtpFrom = defineString('SMTP_FROM', {
  default: '',
  description: 'The sender address; empty: SMTP_USER',
});
const siteUrl = defineString('SITE_URL', {
  description: "The site's address, the base of the back-office links",
});
const siteName = defineString('SITE_NAME', { default: 'Chinar Digital' });

const INQUIRY_DOCUMENT = 'contact_inquiries/{inquiryId}';
const STAFF_DOCUMENT = 'admins/{uid}';

/** Mumbai, near the agency; every function sends through the mailbox, so each needs its password. */
const commonOptions = { region: 'asia-south1', secrets: [smtpPassword] };

/** Retry: a failed send throws, and the event is delivered again. */
const triggerOptions = { ...commonOptions, retry: true };

/** Thrown so the platform tries the event again later, when another run's claim will have settled or expired. */
class SendInFlightError extends Error {
  override name = 'SendInFlightError';
}

/**
 * The default app, made on first use. firebase-functions makes an app of its own for the event snapshots
 * (`__FIREBASE_FUNCTIONS_SDK__`), so "no app yet" is not the test: the default one may still be missing.
 */
function firestore() {
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp();
  return getFirestore();
}

/** The mailbox and the site, from the params: read at run time, as params are. */
function mailSettings() {
  const backOfficeUrl = siteUrl.value();
  const name = siteName.value();
  return {
    mailer: createSmtpMailer({
      host: smtpHost.value(),
      port: smtpPort.value(),
      user: smtpUser.value(),
      password: smtpPassword.value(),
      from: smtpFrom.value(),
      siteName: name,
    }),
    backOfficeUrl,
    siteName: name,
    messageIdDomain: siteHost(backOfficeUrl),
  };
}

const warn: Warn = (message, details) => logger.warn(message, details);

async function notify(inquiry: InquiryForEmail, trigger: NotifyTrigger): Promise<void> {
  const db = firestore();
  const { mailer, backOfficeUrl, siteName: name, messageIdDomain } = mailSettings();
  const outcome = await notifyInquiry(
    {
      inquiryId: inquiry.id,
      trigger,
      compose: (recipients) => inquiryEmail({ inquiry, recipients, backOfficeUrl, siteName: name }),
    },
    {
      store: firestoreNotificationStore(db),
      mailer,
      recipients: () => staffRecipients(db, 'each'),
      messageIdDomain,
      warn,
    },
  );
  // Staff addresses and ids only: the visitor's words stay out of the logs.
  logger.info('Inquiry e-mail', { inquiryId: inquiry.id, trigger, outcome });

  // Another run holds a fresh claim. Usually it is a duplicate delivery of the same event and is sending now;
  // but it may be a run that died mid-send, and returning here would leave the record in 'sending' for good.
  // Failing makes the platform try again later: by then the record says 'sent', or the claim has expired.
  if (outcome.kind === 'declined' && outcome.reason === 'in-flight') {
    throw new SendInFlightError(`Another run is sending inquiry ${inquiry.id}'s e-mail; will check again`);
  }
}

export const onInquiryCreated = onDocumentCreated(
  { ...triggerOptions, document: INQUIRY_DOCUMENT },
  async (event) => {
    if (!event.data) return;
    const inquiry = readInquiryForEmail(event.params.inquiryId, event.data.data(), new Date(event.time));
    await notify(inquiry, 'created');
  },
);

/** An admin's re-send: the back office sets notification.resendRequestedAt on a failed inquiry. */
export const onInquiryResendRequested = onDocumentUpdated(
  { ...triggerOptions, document: INQUIRY_DOCUMENT },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!after || !isResendRequest(before, after)) return;
    const inquiry = readInquiryForEmail(event.params.inquiryId, after, new Date(event.time));
    await notify(inquiry, 'resend');
  },
);

/**
 * A staff member's test e-mail: they set their own testEmailRequestedAt (Test beside e-mail notifications).
 * No retry: a failed send is the answer ('failed' with the reason), and the member may press Test again.
 */
export const onStaffTestEmailRequested = onDocumentUpdated(
  { ...commonOptions, retry: false, document: STAFF_DOCUMENT },
  async (event) => {
    const requestedAt = testEmailRequest(event.data?.before.data(), event.data?.after.data());
    if (!requestedAt) return;
    const { uid } = event.params;
    const outcome = await answerTestEmail(
      { uid, requestedAt },
      { store: firestoreTestEmailStore(firestore()), ...mailSettings() },
    );
    // The member's own address and the reason: nothing a visitor typed.
    logger.info('Test e-mail', { uid, outcome });
  },
);

/**
 * The daily digest for the staff who chose it, at 06:00 in India (00:30 UTC, the redeploy workflow's
 * nightly time: should both run, on a site moving between plans, whichever claims the day sends it).
 * A failed run is retried; the day's record makes a retry after success send nothing.
 */
export const dailyDigest = onSchedule(
  {
    ...commonOptions,
    schedule: '30 0 * * *',
    timeZone: 'Etc/UTC',
    retryCount: 3,
    minBackoffSeconds: 300,
  },
  async () => {
    const db = firestore();
    const outcome = await runDigest(
      { now: new Date(), choices: DIGEST_CHOICES },
      {
        store: firestoreDigestStore(db),
        inquiries: firestoreDigestInquiries(db),
        recipients: (choices) => staffRecipients(db, choices),
        ...mailSettings(),
        warn,
      },
    );
    // Staff addresses and counts only.
    logger.info('Daily digest', { outcome });
    // As with an inquiry's e-mail: a run that died mid-send may hold the claim; the retry checks again.
    if (outcome.kind === 'declined' && outcome.reason === 'in-flight') {
      throw new SendInFlightError(`Another run is sending the digest of ${outcome.day}; will check again`);
    }
  },
);
