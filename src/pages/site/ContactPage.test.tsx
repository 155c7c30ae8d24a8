import { afterEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createTestStore, renderPage } from '@/testing/render';
import { withThrottleRules } from '@/testing/throttle-rules';

/** The page is a lazy chunk: its first load in a test run can take a while on a busy machine. */
const LOAD_TIMEOUT = 5000;

const SUCCESS = 'Your message has been sent! We will contact you shortly.';
const FAILURE_INLINE = 'An error occurred while sending your message. Please check your connection.';
const FAILURE_TOAST = 'Failed to send your message. Please try again later.';
const BUSY =
  'We are receiving many messages right now. Your message is still here: please try again in a few minutes.';

const typed = {
  name: 'Aisha Mir',
  email: 'Aisha.Mir@Example.com',
  phone: '+91 94190 12345',
  subject: 'Website for our hotel in Pahalgam',
  message: 'We need a new booking website before the summer season.',
};

async function openContact(options: Parameters<typeof renderPage>[1] = {}) {
  const result = renderPage('/contact', options);
  await screen.findByRole('heading', { level: 2, name: 'Send us a message' }, { timeout: LOAD_TIMEOUT });
  return result;
}

const contactForm = () => screen.getByRole('form', { name: 'Send us a message' });

/** The visible controls of the contact form (the footer has its own e-mail field). */
function fields() {
  const form = within(contactForm());
  return {
    name: form.getByLabelText('Your name'),
    email: form.getByLabelText('Email address'),
    phone: form.getByLabelText(/Phone number/),
    subject: form.getByLabelText('Subject'),
    message: form.getByLabelText('How can we help?'),
  };
}

async function fillForm(user: UserEvent, values: Partial<typeof typed> = typed) {
  const controls = fields();
  for (const [key, value] of Object.entries(values) as Array<[keyof typeof typed, string]>) {
    await user.type(controls[key], value);
  }
}

const submitButton = () => within(contactForm()).getByRole('button', { name: /send message|sending/i });

// Toasts live in a module-level store that outlives each test's render; clear them between tests.
afterEach(() => {
  toast.dismiss();
});

describe('ContactPage', () => {
  it('shows contact information, both phone numbers and the business hours', async () => {
    await openContact();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const info = screen.getByRole('heading', { name: 'Contact information' }).closest('section')!;
    expect(within(info).getByRole('link', { name: 'hello@chinardigital.in' })).toHaveAttribute(
      'href',
      'mailto:hello@chinardigital.in',
    );
    expect(within(info).getByRole('link', { name: '+91 194 245 1800' })).toHaveAttribute(
      'href',
      'tel:+911942451800',
    );
    expect(within(info).getByRole('link', { name: '+91 70060 41800' })).toHaveAttribute(
      'href',
      'tel:+917006041800',
    );
    expect(info).toHaveTextContent('Residency Road');

    const hours = screen.getByRole('heading', { name: 'Business hours' }).closest('section')!;
    const rows = Array.from(hours.querySelectorAll('dl > div')).map((row) => row.textContent);
    expect(rows).toEqual(['Mon-Fri9:00 AM - 6:00 PM', 'Sat10:00 AM - 4:00 PM', 'SunClosed']);

    expect(screen.getByRole('img', { name: /map of central Srinagar/i })).toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Chinar Digital');
  });

  it('shows every required-field message on an empty submit and focuses the first invalid field', async () => {
    const { user, store } = await openContact();
    const before = (await store.list('contact_inquiries')).length;
    await user.click(submitButton());
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message')).toBeInTheDocument();
    const { name, phone } = fields();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveFocus();
    expect(await store.list('contact_inquiries')).toHaveLength(before);
  });

  it('rejects an invalid e-mail address', async () => {
    const { user } = await openContact();
    await fillForm(user, { ...typed, email: 'aisha@' });
    await user.click(submitButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fields().email).toHaveFocus();
  });

  it('stores the inquiry, shows the success toast and clears the form', async () => {
    const { user, store } = await openContact();
    const before = await store.list('contact_inquiries');
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    const after = await store.list('contact_inquiries');
    expect(after).toHaveLength(before.length + 1);
    const added = after.find((doc) => !before.some((old) => old.id === doc.id));
    expect(added?.data).toMatchObject({
      name: typed.name,
      email: typed.email.toLowerCase(),
      phone: typed.phone,
      subject: typed.subject,
      message: typed.message,
      status: 'New',
    });
    expect(added?.data.createdAt).toBeInstanceOf(Date);
    expect(added?.data).not.toHaveProperty('website');

    await waitFor(() => expect(fields().name).toHaveValue(''));
    for (const control of Object.values(fields())) expect(control).toHaveValue('');
    expect(submitButton()).toHaveTextContent('Send message');
    expect(submitButton()).toBeEnabled();
  });

  it('accepts a message without a phone number (phone is optional)', async () => {
    const { user, store } = await openContact();
    const before = (await store.list('contact_inquiries')).length;
    const { phone: _phone, ...withoutPhone } = typed;
    await fillForm(user, withoutPhone);
    await user.click(submitButton());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(await store.list('contact_inquiries')).toHaveLength(before + 1);
  });

  it('on failure shows the inline error and the toast, and keeps everything typed', async () => {
    let offline = false;
    const store = createTestStore({ failWhen: (operation) => offline && operation === 'create' });
    const { user } = await openContact({ store });
    await fillForm(user);
    offline = true;
    await user.click(submitButton());

    const alert = await within(contactForm()).findByRole('alert');
    expect(alert).toHaveTextContent(FAILURE_INLINE);
    expect(await screen.findByText(FAILURE_TOAST)).toBeInTheDocument();
    // Only a busy site offers the e-mail route; a failed connection says to check it.
    expect(
      within(contactForm()).queryByRole('link', { name: /E-mail this message/ }),
    ).not.toBeInTheDocument();
    const controls = fields();
    expect(controls.name).toHaveValue(typed.name);
    expect(controls.email).toHaveValue(typed.email);
    expect(controls.phone).toHaveValue(typed.phone);
    expect(controls.subject).toHaveValue(typed.subject);
    expect(controls.message).toHaveValue(typed.message);
    expect(submitButton()).toBeEnabled();

    // Back online, the same content goes through and the inline error goes away.
    offline = false;
    await user.click(submitButton());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.queryByText(FAILURE_INLINE)).not.toBeInTheDocument();
  });

  it('a message while every throttle slot is taken says the site is busy, keeps the text, and goes after it', async () => {
    const store = withThrottleRules(createTestStore());
    const { user } = await openContact({ store });
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    await waitFor(() => expect(fields().name).toHaveValue(''));
    expect(screen.queryByText(BUSY)).not.toBeInTheDocument();

    // Five other visitors send a message now: every slot of the throttle is taken for five minutes.
    store.fillSlots('contact_inquiries');
    const second = { ...typed, subject: 'And a mobile app', message: 'Could you also quote for an app?' };
    await fillForm(user, second);
    await user.click(submitButton());
    const alert = await within(contactForm()).findByRole('alert');
    expect(alert).toHaveTextContent(BUSY);
    expect(alert).not.toHaveTextContent(FAILURE_INLINE);
    await waitFor(() => expect(screen.getAllByText(BUSY)).toHaveLength(2)); // inline and the toast
    const controls = fields();
    for (const key of Object.keys(second) as Array<keyof typeof second>) {
      expect(controls[key]).toHaveValue(second[key]);
    }
    const stored = await store.list('contact_inquiries', { limit: 100 });
    expect(stored.filter((doc) => doc.data.subject === second.subject)).toHaveLength(0);

    // The same message can go by e-mail: a mailto: link to the contact address with everything typed.
    const byEmail = within(contactForm()).getByRole('link', {
      name: 'E-mail this message to hello@chinardigital.in',
    });
    const href = byEmail.getAttribute('href') ?? '';
    expect(href).toMatch(/^mailto:hello@chinardigital\.in\?subject=[^&]*&body=[^&]*$/);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(query.get('subject')).toBe(second.subject);
    expect(query.get('body')).toBe(
      `${second.message}\r\n\r\n--\r\nName: ${second.name}\r\nEmail: ${second.email}\r\nPhone: ${second.phone}`,
    );
    expect(href).not.toContain('+'); // spaces are %20: mail clients read + as a plus sign
    // It follows the form: a correction shows in the link, and the form keeps it.
    await user.type(fields().message, ' Thanks!');
    await waitFor(() =>
      expect(new URLSearchParams(byEmail.getAttribute('href')!.split('?')[1]).get('body')).toMatch(
        /^Could you also quote for an app\? Thanks!\r\n/,
      ),
    );
    expect(fields().message).toHaveValue(`${second.message} Thanks!`);

    store.advance(300);
    await user.click(submitButton());
    expect(await screen.findAllByText(SUCCESS)).not.toHaveLength(0);
    expect(within(contactForm()).queryByRole('alert')).not.toBeInTheDocument();
    expect(
      within(contactForm()).queryByRole('link', { name: /E-mail this message/ }),
    ).not.toBeInTheDocument();
    const after = await store.list('contact_inquiries', { limit: 100 });
    expect(after.filter((doc) => doc.data.subject === second.subject)).toHaveLength(1);
  });

  it('shows Sending… and disables the button while the message is on its way', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const base = createTestStore();
    const store = {
      ...base,
      batch: async (...args: Parameters<typeof base.batch>) => (await gate, base.batch(...args)),
    };
    const { user } = await openContact({ store });
    await fillForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('Sending…'));
    expect(submitButton()).toBeDisabled();
    release();
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Send message');
  });

  it('drops a submission whose honeypot is filled, but shows the usual success', async () => {
    const { user, store } = await openContact();
    const before = (await store.list('contact_inquiries')).length;
    await fillForm(user);
    const honeypot = within(contactForm()).getByLabelText('Leave this field empty');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.type(honeypot, 'https://spam.example');
    await user.click(submitButton());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(await store.list('contact_inquiries')).toHaveLength(before);
  });
});
