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
    failedToast: 'Please try again',
    failedInline: 'Verification failed. Please try again.',
    errorTitle: 'Verification Error',
    errorToast: 'An unexpected error occurred. Please try again.',
    errorInline: 'An error occurred during verification.',
  },
} as const;
