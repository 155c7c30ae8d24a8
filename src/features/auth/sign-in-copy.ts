/**
 * What the sign-in screens say (spec sections 2, 5 and 8): titles, toasts and inline messages that are not
 * provider error codes (those are mapped in messages.ts).
 */
export const signInCopy = {
  login: {
    title: 'Admin',
    subtitle: 'Login to access the admin dashboard',
    submit: 'Sign in',
    submitting: 'Signing in...',
    success: { title: 'Login successful', description: 'Welcome to the admin dashboard' },
    failedTitle: 'Login failed',
    /** The toast when the provider said only that the address and password do not match. */
    failedFallback: 'Invalid credentials',
    unexpected: 'An unexpected error occurred during login',
    withLink: 'Login with Email Link (OTP)',
    backToSite: 'Back to website',
  },
  reset: {
    button: 'Forgot Password?',
    sending: 'Sending reset email...',
    emailRequired: {
      title: 'Email Required',
      description: 'Please enter your email address in the form above first.',
    },
    sentTitle: 'Password Reset',
    sent: (email: string) => `Password reset email sent to ${email}. Check your inbox.`,
    failedTitle: 'Password Reset Failed',
  },
  linkRequest: {
    title: 'Login with Email Link',
    subtitle: 'We will e-mail you a one-time link that signs you in.',
    submit: 'Send Login Link',
    submitting: 'Sending...',
    restricted: {
      title: 'Access Restricted',
      description: 'OTP login is only available for authorized administrators.',
    },
    sent: { title: 'Email Sent', description: 'Please check your email for a login link.' },
    failedTitle: 'Failed to Send Email',
    /** When the provider could not be reached: the toast's and the inline fallback. */
    failedToast: 'Please try again later.',
    failedInline: 'Failed to send login email. Please try again later.',
    unexpectedTitle: 'Login Failed',
    unexpected: 'An unexpected error occurred. Please try again.',
    backToPassword: 'Return to Password Login',
  },
  verify: {
    verifying: 'Verifying Your Login',
    enterEmail: 'Enter Your Email',
    checkEmail: 'Check Your Email',
    missingEmail: 'Please enter the email address you used to request the login link.',
    continue: 'Continue Verification',
    startOver: 'Start Over',
    resend: 'Resend Login Link',
    otherMethod: 'Try Another Method',
    success: { title: 'Login Successful', description: 'Welcome to the admin dashboard' },
    failedTitle: 'Verification Failed',
    /** When the provider could not be reached: the link is still good. */
    failedToast: 'Please try again',
    failedInline: 'Verification failed. Please try again.',
    errorTitle: 'Verification Error',
    /** An exception while checking the address for a link (before any verification). */
    checkError: {
      toast: 'An unexpected error occurred. Please try again.',
      inline: 'An unexpected error occurred.',
    },
    /** An exception while completing the sign-in. */
    completeError: {
      toast: 'An error occurred during verification',
      inline: 'An error occurred during verification.',
    },
    addressNotFound: 'Email address not found. Please restart the login process.',
  },
} as const;
