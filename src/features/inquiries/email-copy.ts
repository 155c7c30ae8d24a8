/** What the back office says about an inquiry's e-mail to staff (issue 36): its state, the re-send, a link. */
export const inquiryEmailCopy = {
  label: 'E-mail to staff',
  sent: (to: readonly string[], when: string) =>
    `${to.length ? `Sent to ${to.join(', ')}` : 'Sent'} · ${when}`,
  sending: 'Sending…',
  failed: (reason: string, attempts: number) =>
    `Failed: ${reason || 'unknown error'} (${attempts} ${attempts === 1 ? 'attempt' : 'attempts'})`,
  skipped: (reason: string) => `Not sent: ${reason || 'no reason given'}`,
  none: 'No e-mail record',
  /** The table's mark on an inquiry whose e-mail failed. */
  failedMark: 'E-mail to staff failed',
  resend: 'Re-send e-mail',
  resending: 'Re-sending…',
  resent: {
    title: 'E-mail sent',
    description: (to: readonly string[]) => (to.length ? `Sent to ${to.join(', ')}.` : 'Sent.'),
  },
  notResent: { title: 'E-mail not sent' },
  notRequested: {
    title: 'Re-send failed',
    description: 'The re-send could not be requested. Please check your connection and try again.',
  },
  noAnswer: {
    title: 'No answer yet',
    description:
      'The e-mail service has not answered within a minute. The state shown here updates when it does.',
  },
  waiting: {
    title: 'Re-send on its way',
    description: 'Waiting for the e-mail service to answer (at most a minute).',
  },
} as const;

/** The dialog a link to one inquiry opens (/admin/inquiries?inquiry=<id>, the link in every e-mail). */
export const inquiryLinkCopy = {
  title: (name: string) => `Inquiry from ${name || 'an unnamed sender'}`,
  loading: 'Loading the inquiry…',
  notFound: {
    title: 'Inquiry not found',
    description: 'There is no inquiry at this link. It may have been deleted.',
  },
  loadError: {
    title: 'The inquiry could not be loaded.',
    description: 'Check your connection and try again.',
    retry: 'Retry',
  },
  close: 'Close',
} as const;
