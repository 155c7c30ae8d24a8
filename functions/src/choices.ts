/**
 * What each staff member chose for themselves in the back office (admins/{uid}.inquiryEmails): 'each' (an
 * e-mail per new inquiry), 'digest' (one a day) or 'none'. A record without it has not chosen, which counts
 * as 'none'. Its own module because both the recipients' queries and the test e-mail's wording read it.
 */
export const INQUIRY_EMAIL_CHOICES = ['each', 'digest', 'none'] as const;
export type InquiryEmailChoice = (typeof INQUIRY_EMAIL_CHOICES)[number];
/** The choices that receive something. */
export type EmailingChoice = Exclude<InquiryEmailChoice, 'none'>;

/** The stored value as a choice: anything else (absent, a typo, a value a newer client wrote) is 'none'. */
export function inquiryEmailChoice(value: unknown): InquiryEmailChoice {
  return INQUIRY_EMAIL_CHOICES.find((choice) => choice === value) ?? 'none';
}
