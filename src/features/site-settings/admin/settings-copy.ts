/** What the settings screen says (spec sections 2, 4, 5 and 8). */
export const settingsCopy = {
  title: 'Settings',
  subtitle: 'Site details shown on the public website, and how this back office looks and notifies you.',
  tabs: {
    general: 'General',
    social: 'Social Links',
    appearance: 'Appearance',
    notifications: 'Notifications',
  },
  adminsOnly: 'Only administrators can change site settings.',
  adminsOnlyDetail: 'You can see the current values here. Ask an administrator to change them.',
  loading: 'Loading settings…',
  loadError: {
    title: 'Could not load the site settings',
    description: 'Please check your connection and try again.',
    retry: 'Try again',
  },
  general: {
    title: 'General',
    description:
      'The name, description and contact e-mail shown on the public website: visitors see a change at once; search results, link previews and this back office after the next deploy.',
    siteName: 'Site Name',
    siteDescription: 'Site Description',
    contactEmail: 'Contact Email',
    save: 'Save Changes',
    saving: 'Saving…',
    saved: { title: 'Settings Saved', description: 'Your general settings have been saved successfully.' },
    failedTitle: 'Settings Not Saved',
  },
  social: {
    title: 'Social Links',
    description:
      'Links in the website footer. Each link is saved as you edit it; leave a field empty to hide that link.',
    labels: { facebook: 'Facebook', twitter: 'Twitter / X', instagram: 'Instagram', linkedin: 'LinkedIn' },
    placeholders: {
      facebook: 'https://www.facebook.com/your-page',
      twitter: 'https://x.com/your-handle',
      instagram: 'https://www.instagram.com/your-handle',
      linkedin: 'https://www.linkedin.com/company/your-company',
    },
    status: { saving: 'Saving…', saved: 'Saved', failed: 'Not saved. Check your connection.' },
    save: 'Save',
    saving: 'Saving…',
    saved: { title: 'Settings Saved', description: 'Your social links have been saved automatically.' },
    invalid: { title: 'Settings Not Saved', description: 'Correct the highlighted links first.' },
    failedTitle: 'Settings Not Saved',
  },
  saveFailed: {
    denied: 'Only administrators can change site settings.',
    other: 'The settings could not be saved. Please check your connection and try again.',
  },
  appearance: {
    title: 'Appearance',
    description: 'How the back office looks in this browser. Changes apply at once and are remembered here.',
    darkMode: 'Dark Mode',
    darkModeHint: 'Dark colours for the back office.',
    sidebar: 'Collapsed Sidebar',
    sidebarHint: 'Show only icons in the sidebar on large screens.',
    preview: 'Theme preview',
  },
  notifications: {
    title: 'Notifications',
    description:
      'How you hear about new inquiries: by e-mail, as you choose for your account, and in this browser.',
    inquiryEmails: {
      legend: 'Inquiry e-mails',
      hint: 'Your own choice, kept with your account on every device. Others choose for themselves.',
      options: {
        each: {
          label: 'Each new inquiry',
          hint: 'An e-mail within a minute of each inquiry, with the message and a link to it.',
        },
        digest: { label: 'Daily digest', hint: 'One e-mail a day, at 06:00 IST, listing the new inquiries.' },
        none: { label: 'None', hint: 'No e-mail. New inquiries still show in the bell and under Inquiries.' },
      },
      loading: 'Loading your e-mail choice…',
      loadError: 'Your e-mail choice could not be loaded.',
      retry: 'Try again',
      saving: 'Saving…',
      saved: 'Saved',
      failedTitle: 'Choice Not Saved',
      failed: {
        denied: 'Your account may not change this choice now. Sign in again, or ask an administrator.',
        other: 'Your e-mail choice could not be saved. Please check your connection and try again.',
      },
    },
    /** Which way this site sends e-mail (VITE_INQUIRY_EMAIL), in plain words, under this title. */
    modeTitle: 'How this site sends e-mail',
    mode: {
      instant:
        'This site e-mails as inquiries arrive: with "Each new inquiry" you get an e-mail within a minute. The daily digest goes out at 06:00 IST.',
      digest:
        "This site sends e-mail once a day: at 06:00 IST its scheduled workflow e-mails a digest of the new inquiries to everyone who chose e-mails. An e-mail for each inquiry needs the site's Cloud Functions (the Firebase Blaze plan).",
    },
    push: 'Push Notifications',
    pushHint: 'A browser notification on this device.',
    test: 'Test',
    testing: 'Sending…',
    testEmailTitle: 'Test e-mail',
    testEmailLabel: 'Send a test email notification',
    testEmailHint: (email: string) => `Test sends an e-mail to ${email}.`,
    testEmailUnavailable:
      'Test e-mails need the Cloud Functions, which this site does not use: your first digest shows that e-mail works.',
    testPushLabel: 'Send a test push notification',
    note: 'The browser asks for your permission when you turn it on.',
    unsupported: 'This browser does not support notifications.',
    denied: 'Notifications are blocked in this browser. Allow them in the site settings.',
    notAllowed:
      'Permission was not given, so push notifications stay off. Turn them on again to be asked again.',
    errorTitle: 'Notification Error',
    emailDisabled: 'Email notifications are currently disabled',
    pushDisabled: 'Push notifications are currently disabled',
    testEmail: {
      sent: { title: 'Test e-mail sent', description: (to: string) => `Sent to ${to}.` },
      failed: (reason: string) => `The test e-mail was not sent: ${reason || 'the mail server refused it.'}`,
      notRequested: 'The test e-mail could not be asked for. Please check your connection and try again.',
      noAnswer: {
        title: 'No answer yet',
        description:
          "The e-mail service has not answered within a minute. Check your inbox later; if nothing arrives, check the site's e-mail set-up.",
      },
      waiting: {
        title: 'Test e-mail on its way',
        description: 'Waiting for the e-mail service to answer (at most a minute).',
      },
      lastSent: (to: string, when: string) => `Last test: sent to ${to}, ${when}.`,
      lastFailed: (reason: string, when: string) =>
        `Last test failed, ${when}: ${reason || 'no reason given'}.`,
    },
    pushSent: 'Test notification sent',
    pushTitle: (siteName: string) => `${siteName} admin`,
    pushBody: 'Push notifications are working.',
  },
} as const;
