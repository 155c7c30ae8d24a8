/**
 * What Firebase deploys: the e-mail to staff when an inquiry arrives, and its re-send when an admin asks.
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
import { firestoreNotificationStore, isResendRequest, readInquiryForEmail } from './firestore-store.js';
import { createSmtpMailer } from './mailer.js';
import { inquiryEmail, type InquiryForEmail } from './message.js';
import { notifyInquiry, type NotifyTrigger } from './notify.js';
import { staffRecipients } from './recipients.js';

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

/** Mumbai, near the agency; retry: a failed send throws, and the event is delivered again. */
const triggerOptions = { region: 'asia-south1', retry: true, secrets: [smtpPassword] };

/** Thrown so the platform tries the event again later, when another run's claim will have settled or expired. */
class SendInFlightError extends Error {
  override name = 'SendInFlightError';
}

function firestore() {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return 'localhost';
  }
}

async function notify(inquiry: InquiryForEmail, trigger: NotifyTrigger): Promise<void> {
  const db = firestore();
  const backOfficeUrl = siteUrl.value();
  const name = siteName.value();
  const outcome = await notifyInquiry(
    {
      inquiryId: inquiry.id,
      trigger,
      compose: (recipients) => inquiryEmail({ inquiry, recipients, backOfficeUrl, siteName: name }),
    },
    {
      store: firestoreNotificationStore(db),
      mailer: createSmtpMailer({
        host: smtpHost.value(),
        port: smtpPort.value(),
        user: smtpUser.value(),
        password: smtpPassword.value(),
        from: smtpFrom.value(),
        siteName: name,
      }),
      recipients: () => staffRecipients(db, 'each'),
      messageIdDomain: hostOf(backOfficeUrl),
      warn: (message, details) => logger.warn(message, details),
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
