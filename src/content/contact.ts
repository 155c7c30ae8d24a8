/** Copy for the contact page (/contact); addresses, phones and hours come from ./site. */

export const contactPage = {
  seo: {
    title: 'Contact Us',
    description:
      'Contact Chinar Digital in Lal Chowk, Srinagar: send us a message, call or e-mail about web design, apps, digital marketing or software. We reply within one working day.',
    keywords: ['contact web designer Srinagar', 'IT company Lal Chowk', 'hire developers Kashmir'],
  },
  hero: {
    eyebrow: 'Contact',
    title: 'Let\u2019s talk about your project',
    description:
      'Tell us what you want to build or improve. A member of our Srinagar team will reply within one working day, with honest advice and clear next steps, whether you are in Kashmir or anywhere in India.',
  },
  form: {
    title: 'Send us a message',
    description:
      'Fields marked optional can be left empty. Everything else helps us give you a useful first reply.',
    labels: {
      name: 'Your name',
      email: 'Email address',
      phone: 'Phone number',
      subject: 'Subject',
      message: 'How can we help?',
      honeypot: 'Leave this field empty',
    },
    placeholders: {
      name: 'Aisha Mir',
      email: 'you@company.com',
      phone: '+91 98765 43210',
      subject: 'New website for our hotel',
      message: 'A few lines about your business, what you need and any timeline or budget you have in mind.',
    },
    phoneHint: 'Add a number if you would like us to call you back.',
    submit: 'Send message',
    submitting: 'Sending…',
    privacy:
      'We use your details only to reply to this message. We never share them or add you to a mailing list.',
  },
  messages: {
    success: 'Your message has been sent! We will contact you shortly.',
    failureInline: 'An error occurred while sending your message. Please check your connection.',
    failureToast: 'Failed to send your message. Please try again later.',
    /** The write throttle refused the message (src/data/repos/throttle.ts): nothing was lost, nothing sent. */
    busy: 'We are receiving many messages right now. Your message is still here: please try again in a few minutes.',
    /** Shown with `busy`: the same message by e-mail (a mailto: link with the subject and text filled in). */
    byEmail: {
      lead: 'Or send it to us by e-mail now, with everything you typed:',
      link: 'E-mail this message to',
      /** Under the message in the e-mail body, before the sender's details. */
      bodyLabels: { name: 'Name', email: 'Email', phone: 'Phone' },
    },
  },
  nextSteps: {
    title: 'What happens next',
    steps: [
      {
        title: 'We read every message',
        description: 'A project lead, not a bot, replies within one working day, usually sooner.',
      },
      {
        title: 'A free 30-minute call',
        description:
          'We talk through your goals, audience and timeline, in English, Hindi, Urdu or Kashmiri.',
      },
      {
        title: 'A clear written proposal',
        description:
          'Scope, timeline and a fixed price, so you know exactly what you will get before you commit.',
      },
    ],
  },
  info: {
    title: 'Contact information',
    address: 'Visit us',
    email: 'Email',
    phone: 'Call us',
    hoursTitle: 'Business hours',
    hoursNote:
      'Indian Standard Time (IST). Messages sent outside these hours are answered the next working day.',
  },
  map: {
    title: 'Find our studio',
    description: 'In the heart of Srinagar, a short walk from Lal Chowk and the Jhelum, on Residency Road.',
    directions: 'Get directions',
    imageLabel:
      'Stylised map of central Srinagar showing our studio on Residency Road near Lal Chowk, between the Jhelum river and Dal Lake.',
  },
} as const;
