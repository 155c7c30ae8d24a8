import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { screen, waitFor, within } from '@testing-library/react';
import { recalledLinkEmail } from '@/features/auth/email-link';
import { createTestAuth, DEMO, renderAdmin } from '@/testing/render-admin';

const LOAD_TIMEOUT = 10_000;
const RESTRICTED = 'OTP login is only available for authorized administrators.';

async function openRequest(options: Parameters<typeof renderAdmin>[1] = {}) {
  const result = renderAdmin('/admin/login-with-otp', options);
  await screen.findByRole('heading', { level: 1, name: 'Login with Email Link' }, { timeout: LOAD_TIMEOUT });
  return result;
}

const requestForm = () => screen.getByRole('form', { name: 'Request a login link' });
const emailInput = () => within(requestForm()).getByLabelText('Email');
const sendButton = () => within(requestForm()).getByRole('button', { name: /Send Login Link|Sending\.\.\./ });

beforeEach(() => {
  vi.stubEnv('VITE_EMAIL_LINK_ALLOWLIST', '@chinardigital.test');
});

afterEach(() => {
  vi.unstubAllEnvs();
  toast.dismiss();
});

describe('LoginWithLinkPage', () => {
  it('shows the current domain, its status and the way back to password login', async () => {
    await openRequest();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const domain = screen.getByRole('region', { name: 'Domain authorization' });
    expect(within(domain).getByText('localhost')).toBeInTheDocument();
    expect(within(domain).getByText('Likely authorized')).toBeInTheDocument();
    expect(sendButton()).toHaveTextContent('Send Login Link');
    expect(screen.getByRole('link', { name: 'Return to Password Login' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
  });

  it('explains how to authorize the domain in a dialog', async () => {
    const { user } = await openRequest();
    const trigger = screen.getByRole('button', { name: 'How to authorize a domain' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Authorize this domain' });
    const steps = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps.slice(0, 7)).toEqual([
      'Open the Firebase console (opens in a new tab).',
      expect.stringMatching(/^Choose the project /),
      'Go to Authentication.',
      'Open the Settings tab.',
      'Select Authorized domains.',
      'Click Add domain.',
      'Enter localhost and click Add.',
    ]);
    expect(within(dialog).getByRole('link', { name: /Firebase console/ })).toHaveAttribute(
      'href',
      'https://console.firebase.google.com/',
    );
    expect(dialog).toHaveTextContent('localhost for development');
    expect(dialog).toHaveTextContent(/\.web\.app and .*\.firebaseapp\.com/);
    expect(dialog).toHaveTextContent('Any custom domain the site is served from');

    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('validates the address', async () => {
    const { user, auth } = await openRequest();
    await user.click(sendButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(emailInput()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(auth.sentLinks).toEqual([]);
  });

  it('sends nothing to an address outside the allow-list', async () => {
    const { user, auth, location } = await openRequest();
    await user.type(emailInput(), DEMO.outsider);
    await user.click(sendButton());

    expect(await within(requestForm()).findByRole('alert')).toHaveTextContent(RESTRICTED);
    expect(await screen.findByText('Access Restricted')).toBeInTheDocument();
    expect(auth.sentLinks).toEqual([]);
    expect(location()).toBe('/admin/login-with-otp');
    expect(emailInput()).toHaveValue(DEMO.outsider);
  });

  it('sends the link, remembers the address and waits on the verify screen', async () => {
    const { user, auth, location } = await openRequest();
    await user.type(emailInput(), DEMO.admin);
    await user.click(sendButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Check Your Email' })).toBeInTheDocument();
    expect(location()).toBe('/admin/verify-otp');
    expect(screen.getByText(DEMO.admin)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText('Email Sent')).toBeInTheDocument();
    expect(screen.getByText('Please check your email for a login link.')).toBeInTheDocument();
    expect(auth.sentLinks).toHaveLength(1);
    expect(auth.sentLinks[0]?.email).toBe(DEMO.admin);
    expect(auth.sentLinks[0]?.continueUrl).toMatch(/\/admin\/verify-otp$/);
    expect(recalledLinkEmail()).toBe(DEMO.admin);
  });

  it('shows Sending... and disables the button while the link is on its way', async () => {
    const auth = createTestAuth();
    let release: () => void = () => {};
    auth.holdNext.set(
      'sendSignInLink',
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    const { user, location } = await openRequest({ auth });
    await user.type(emailInput(), DEMO.editor);
    await user.click(sendButton());
    await waitFor(() => expect(sendButton()).toHaveTextContent('Sending...'));
    expect(sendButton()).toBeDisabled();
    release();
    await waitFor(() => expect(location()).toBe('/admin/verify-otp'));
  });

  it('says the current domain is not authorized and how to fix it', async () => {
    const auth = createTestAuth();
    auth.failNext.set('sendSignInLink', 'auth/unauthorized-domain');
    const { user, location } = await openRequest({ auth });
    await user.type(emailInput(), DEMO.admin);
    await user.click(sendButton());

    const alert = await within(requestForm()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'This domain (localhost) is not authorized in the authentication settings.',
    );
    expect(alert).toHaveTextContent('Authorized domains');
    expect(await screen.findByText('Failed to Send Email')).toBeInTheDocument();
    expect(screen.getAllByText(alert.textContent ?? '')).toHaveLength(2);
    expect(location()).toBe('/admin/login-with-otp');
    expect(emailInput()).toHaveValue(DEMO.admin);
    expect(recalledLinkEmail()).toBeNull();
  });

  it.each([
    ['auth/operation-not-allowed', 'Email/password sign-in is not enabled.'],
    ['auth/argument-error', 'Invalid arguments provided for email sign-in.'],
    ['auth/internal-error', 'Failed to send login email. Please try again.'],
    ['auth/invalid-email', 'Please provide a valid email address.'],
  ])('reports %s', async (code, message) => {
    const auth = createTestAuth();
    auth.failNext.set('sendSignInLink', code);
    const { user } = await openRequest({ auth });
    await user.type(emailInput(), DEMO.admin);
    await user.click(sendButton());
    expect(await within(requestForm()).findByRole('alert')).toHaveTextContent(message);
    expect(await screen.findByText('Failed to Send Email')).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('says to try later when the provider cannot be reached, inline and in the toast', async () => {
    const auth = createTestAuth();
    auth.failNext.set('sendSignInLink', 'auth/network-request-failed');
    const { user } = await openRequest({ auth });
    await user.type(emailInput(), DEMO.admin);
    await user.click(sendButton());
    expect(await within(requestForm()).findByRole('alert')).toHaveTextContent(
      'Failed to send login email. Please try again later.',
    );
    expect(await screen.findByText('Failed to Send Email')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(emailInput()).toHaveValue(DEMO.admin);
    expect(sendButton()).toBeEnabled();
  });

  it('reports an unexpected failure with Login Failed', async () => {
    const auth = createTestAuth();
    auth.sendSignInLink = () => Promise.reject(new Error('Network stack exploded'));
    const { user } = await openRequest({ auth });
    await user.type(emailInput(), DEMO.admin);
    await user.click(sendButton());
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(within(requestForm()).getByRole('alert')).toHaveTextContent('Network stack exploded');
  });

  it('reports an unexpected failure without a message in the spec wording', async () => {
    const auth = createTestAuth();
    auth.sendSignInLink = () => Promise.reject(new Error(''));
    const { user } = await openRequest({ auth });
    await user.type(emailInput(), DEMO.admin);
    await user.click(sendButton());
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(within(requestForm()).getByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
  });

  it('sends a signed-in staff member straight to the admin', async () => {
    const { location } = renderAdmin('/admin/login-with-otp', { signedInAs: DEMO.admin });
    await waitFor(() => expect(location()).toBe('/admin'), { timeout: LOAD_TIMEOUT });
  });
});
