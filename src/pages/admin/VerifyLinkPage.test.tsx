import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { recalledLinkEmail, rememberLinkEmail } from '@/features/auth/email-link';
import type { FakeAuthService } from '@/testing/fake-auth';
import {
  createStoreWithUnreadableDirectory,
  createTestAuth,
  DEMO,
  renderAdmin,
} from '@/testing/render-admin';

const LOAD_TIMEOUT = 10_000;
const STORAGE_KEY = 'chinar-digital:email-link-login';

/** Asks the fake Auth for a sign-in link, as the request screen would, and returns the link's URL. */
async function requestLink(auth: FakeAuthService, email: string): Promise<string> {
  await auth.sendSignInLink(email, `${window.location.origin}/admin/verify-otp`);
  const sent = auth.sentLinks.at(-1);
  if (!sent) throw new Error('No link sent');
  return sent.link;
}

/** The page reads the browser's address (as Firebase does), so the link is opened there. */
function openInBrowser(url: string) {
  window.history.pushState({}, '', url);
}

function gate() {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: LOAD_TIMEOUT });

beforeEach(() => {
  vi.stubEnv('VITE_EMAIL_LINK_ALLOWLIST', '@chinardigital.test');
});

afterEach(() => {
  window.history.pushState({}, '', '/');
  vi.unstubAllEnvs();
  configure({ reactStrictMode: false });
  toast.dismiss();
});

describe('VerifyLinkPage', () => {
  describe('with a sign-in link', () => {
    it('signs in at once with the remembered address, forgets it and lands on the admin', async () => {
      const auth = createTestAuth();
      openInBrowser(await requestLink(auth, DEMO.admin));
      rememberLinkEmail(DEMO.admin);
      const hold = gate();
      auth.holdNext.set('completeLinkSignIn', hold.promise);
      const { location } = renderAdmin('/admin/verify-otp', { auth });

      expect(await heading('Verifying Your Login')).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent('Checking your login link...');
      hold.release();

      expect(await screen.findByText('Login Successful')).toBeInTheDocument();
      expect(screen.getByText('Welcome to the admin dashboard')).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe('/admin'));
      expect(auth.currentUser?.email).toBe(DEMO.admin);
      expect(recalledLinkEmail()).toBeNull();
      expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
      expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    });

    it('uses the address passed by the request screen when nothing is stored', async () => {
      const auth = createTestAuth();
      openInBrowser(await requestLink(auth, DEMO.editor));
      const { location } = renderAdmin('/admin/verify-otp', { auth, state: { email: DEMO.editor } });
      expect(await screen.findByText('Login Successful', {}, { timeout: LOAD_TIMEOUT })).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe('/admin'));
    });

    it('uses the link only once under StrictMode', async () => {
      configure({ reactStrictMode: true });
      const auth = createTestAuth();
      const complete = vi.spyOn(auth, 'completeLinkSignIn');
      openInBrowser(await requestLink(auth, DEMO.viewer));
      rememberLinkEmail(DEMO.viewer);
      const { location } = renderAdmin('/admin/verify-otp', { auth });
      await waitFor(() => expect(location()).toBe('/admin'), { timeout: LOAD_TIMEOUT });
      expect(complete).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('Verification Failed')).not.toBeInTheDocument();
    });

    it('asks for the address when none is known, validates it, then completes', async () => {
      const auth = createTestAuth();
      openInBrowser(await requestLink(auth, DEMO.admin));
      const { user, location } = renderAdmin('/admin/verify-otp', { auth });

      expect(await heading('Enter Your Email')).toHaveFocus();
      const form = screen.getByRole('form', { name: 'Confirm your email' });
      const email = within(form).getByLabelText('Email');
      await user.click(within(form).getByRole('button', { name: 'Continue Verification' }));
      expect(
        await screen.findByText('Please enter the email address you used to request the login link.'),
      ).toBeInTheDocument();
      expect(email).toHaveAccessibleDescription(
        'Please enter the email address you used to request the login link.',
      );

      await user.type(email, 'admin@');
      await user.click(within(form).getByRole('button', { name: 'Continue Verification' }));
      expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

      await user.clear(email);
      await user.type(email, DEMO.admin);
      await user.click(within(form).getByRole('button', { name: 'Continue Verification' }));
      expect(await screen.findByText('Login Successful')).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe('/admin'));
    });

    it('says when the typed address is not the one the link was sent to, and keeps it for correction', async () => {
      const auth = createTestAuth();
      openInBrowser(await requestLink(auth, DEMO.admin));
      const { user, location } = renderAdmin('/admin/verify-otp', { auth });
      await heading('Enter Your Email');
      await user.type(screen.getByLabelText('Email'), DEMO.editor);
      await user.click(screen.getByRole('button', { name: 'Continue Verification' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Verification Failed');
      expect(alert).toHaveTextContent('This link was sent to a different email address.');
      expect(await heading('Enter Your Email')).toBeInTheDocument();
      const email = screen.getByLabelText('Email');
      expect(email).toHaveValue(DEMO.editor);

      await user.clear(email);
      await user.type(email, DEMO.admin);
      await user.click(screen.getByRole('button', { name: 'Continue Verification' }));
      await waitFor(() => expect(location()).toBe('/admin'));
    });

    it('Start Over forgets the address and returns to the request screen', async () => {
      const auth = createTestAuth();
      openInBrowser(await requestLink(auth, DEMO.admin));
      // Stored too long ago to be used: the screen asks, and Start Over clears it.
      rememberLinkEmail(DEMO.admin, Date.now() - 3 * 24 * 60 * 60 * 1000);
      const { user, location } = renderAdmin('/admin/verify-otp', { auth });
      await heading('Enter Your Email');
      await user.click(screen.getByRole('button', { name: 'Start Over' }));
      await waitFor(() => expect(location()).toBe('/admin/login-with-otp'));
      expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
      expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
      expect(auth.currentUser).toBeNull();
    });

    it.each([
      ['auth/expired-action-code', 'The login link has expired. Please request a new one.'],
      ['auth/invalid-action-code', 'The login link is invalid. Please request a new one.'],
      ['auth/user-disabled', 'This account has been disabled. Please contact the administrator.'],
      ['auth/user-not-found', 'No account found with this email address.'],
      ['auth/internal-error', 'Failed to verify authentication code'],
    ])('reports %s and offers a new link', async (code, message) => {
      const auth = createTestAuth();
      openInBrowser(await requestLink(auth, DEMO.admin));
      rememberLinkEmail(DEMO.admin);
      auth.failNext.set('completeLinkSignIn', code);
      const { user, location } = renderAdmin('/admin/verify-otp', { auth });

      expect(await heading('Check Your Email')).toHaveFocus();
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Verification Failed');
      expect(alert).toHaveTextContent(message);
      expect(await screen.findAllByText('Verification Failed')).toHaveLength(2);
      expect(screen.getAllByText(message)).toHaveLength(2);
      expect(screen.getByRole('link', { name: 'Try Another Method' })).toHaveAttribute(
        'href',
        '/admin/login',
      );
      expect(location()).toBe('/admin/verify-otp');
      expect(auth.currentUser).toBeNull();

      // A fresh link replaces the failed one: the alert goes away.
      await user.click(screen.getByRole('button', { name: 'Resend Login Link' }));
      expect(await screen.findByText('Email Sent')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      expect(auth.sentLinks).toHaveLength(2);
    });

    it('says to try again when the provider cannot be reached, the toast too', async () => {
      const auth = createTestAuth();
      openInBrowser(await requestLink(auth, DEMO.admin));
      rememberLinkEmail(DEMO.admin);
      auth.failNext.set('completeLinkSignIn', 'auth/network-request-failed');
      renderAdmin('/admin/verify-otp', { auth });

      expect(await heading('Check Your Email')).toBeInTheDocument();
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Verification Failed');
      expect(alert).toHaveTextContent('Verification failed. Please try again.');
      expect(await screen.findAllByText('Verification Failed')).toHaveLength(2);
      expect(screen.getByText('Please try again')).toBeInTheDocument();
      expect(auth.currentUser).toBeNull();
    });

    it('says the account could not be verified when the staff directory cannot be read', async () => {
      const auth = createTestAuth();
      openInBrowser(await requestLink(auth, DEMO.admin));
      rememberLinkEmail(DEMO.admin);
      const { location } = renderAdmin('/admin/verify-otp', {
        auth,
        store: createStoreWithUnreadableDirectory(),
      });

      expect(await heading('Check Your Email')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Account verification failed. Please contact the administrator.',
      );
      expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
      await waitFor(() => expect(auth.currentUser).toBeNull());
      expect(location()).toBe('/admin/verify-otp');
    });

    it.each([
      ['its own message', 'Storage is full', 'Storage is full'],
      ['none', '', 'An error occurred during verification.'],
    ])(
      'reports an exception while completing the sign-in (message: %s) as a Verification Error',
      async (_case, thrown, inline) => {
        const auth = createTestAuth();
        openInBrowser(await requestLink(auth, DEMO.admin));
        rememberLinkEmail(DEMO.admin);
        auth.completeLinkSignIn = () => Promise.reject(new Error(thrown));
        renderAdmin('/admin/verify-otp', { auth });

        expect(await heading('Check Your Email')).toBeInTheDocument();
        expect(screen.getByRole('alert')).toHaveTextContent(inline);
        expect(await screen.findByText('Verification Error')).toBeInTheDocument();
        expect(screen.getByText('An error occurred during verification')).toBeInTheDocument();
        expect(auth.currentUser).toBeNull();
      },
    );

    it('reports a link the session refuses (inactive staff) with the gate toast', async () => {
      const auth = createTestAuth();
      openInBrowser(await requestLink(auth, DEMO.inactive));
      rememberLinkEmail(DEMO.inactive);
      renderAdmin('/admin/verify-otp', { auth });

      expect(await heading('Check Your Email')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent("You don't have admin privileges");
      expect(await screen.findByText('Access Denied')).toBeInTheDocument();
      await waitFor(() => expect(auth.currentUser).toBeNull());
    });

    it.each([
      ['its own message', 'Auth is unavailable', 'Auth is unavailable'],
      ['none', '', 'An unexpected error occurred.'],
    ])('shows the error when the link cannot be checked (message: %s)', async (_case, thrown, inline) => {
      const auth = createTestAuth();
      auth.isSignInLink = () => {
        throw new Error(thrown);
      };
      renderAdmin('/admin/verify-otp', { auth });
      expect(await heading('Check Your Email')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(inline);
      expect(await screen.findByText('Verification Error')).toBeInTheDocument();
      expect(screen.getByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
    });

    it('says a link of another kind, or one cut short, is an invalid link', async () => {
      const auth = createTestAuth();
      openInBrowser('/admin/verify-otp?apiKey=fake&oobCode=code-9&mode=resetPassword&lang=en');
      const complete = vi.spyOn(auth, 'completeLinkSignIn');
      renderAdmin('/admin/verify-otp', { auth, state: { email: DEMO.admin } });

      expect(await heading('Check Your Email')).toBeInTheDocument();
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Verification Failed');
      expect(alert).toHaveTextContent('Invalid authentication link');
      expect(await screen.findAllByText('Invalid authentication link')).toHaveLength(2);
      expect(complete).not.toHaveBeenCalled();
      // The address is known, so a fresh link is one press away.
      expect(screen.getByRole('button', { name: 'Resend Login Link' })).toBeEnabled();
    });

    it('lets an invited person in: the account is created and the invite becomes their staff record', async () => {
      const auth = createTestAuth();
      expect(auth.accounts.has(DEMO.invited)).toBe(false);
      openInBrowser(await requestLink(auth, DEMO.invited));
      rememberLinkEmail(DEMO.invited);
      const { location, store } = renderAdmin('/admin/verify-otp', { auth });

      await waitFor(() => expect(location()).toBe('/admin'), { timeout: LOAD_TIMEOUT });
      const uid = auth.currentUser?.uid;
      expect(uid).toBeTruthy();
      expect(auth.currentUser?.email).toBe(DEMO.invited);
      expect(await store.get('invites', DEMO.invited)).toBeNull();
      const record = await store.get('admins', uid ?? '');
      expect(record?.data).toMatchObject({ email: DEMO.invited, role: 'editor', status: 'active' });
    });
  });

  describe('without a sign-in link', () => {
    it('waits for the link after a request, and resends it', async () => {
      const auth = createTestAuth();
      const hold = gate();
      auth.holdNext.set('sendSignInLink', hold.promise);
      const { user, location } = renderAdmin('/admin/verify-otp', { auth, state: { email: DEMO.admin } });

      expect(await heading('Check Your Email')).toHaveFocus();
      expect(screen.getByText(DEMO.admin)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Resend Login Link' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled());
      hold.release();
      expect(await screen.findByText('Email Sent')).toBeInTheDocument();
      expect(screen.getByText('Please check your email for a login link.')).toBeInTheDocument();
      expect(auth.sentLinks).toHaveLength(1);
      expect(auth.sentLinks[0]?.email).toBe(DEMO.admin);
      expect(auth.sentLinks[0]?.continueUrl).toMatch(/\/admin\/verify-otp$/);
      expect(recalledLinkEmail()).toBe(DEMO.admin);
      expect(location()).toBe('/admin/verify-otp');
    });

    it('shows a failed resend inline and as a toast', async () => {
      const auth = createTestAuth();
      auth.failNext.set('sendSignInLink', 'auth/too-many-requests');
      const { user } = renderAdmin('/admin/verify-otp', { auth, state: { email: DEMO.admin } });
      await heading('Check Your Email');
      await user.click(screen.getByRole('button', { name: 'Resend Login Link' }));
      const message = 'Too many requests. Please wait a few minutes and try again.';
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(await screen.findByText('Failed to Send Email')).toBeInTheDocument();
    });

    it('remembers the address across a reload (storage) without calling it an error', async () => {
      rememberLinkEmail(DEMO.editor);
      renderAdmin('/admin/verify-otp');
      expect(await heading('Check Your Email')).toBeInTheDocument();
      expect(screen.getByText(DEMO.editor)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend Login Link' })).toBeEnabled();
    });

    it('says no link was detected when the visitor came without one', async () => {
      const { user, location } = renderAdmin('/admin/verify-otp');
      expect(await heading('Check Your Email')).toBeInTheDocument();
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Verification Failed');
      expect(alert).toHaveTextContent(
        'No verification link detected. Please check your email and click the login link.',
      );
      // Resending needs the address the link went to, and this browser has none: restart.
      expect(screen.queryByRole('button', { name: 'Resend Login Link' })).not.toBeInTheDocument();
      const restart = screen.getByRole('link', { name: 'Request a New Link' });
      expect(restart).toHaveAttribute('href', '/admin/login-with-otp');
      expect(restart).toHaveAccessibleDescription(
        'Email address not found. Please restart the login process.',
      );
      await user.click(screen.getByRole('link', { name: 'Try Another Method' }));
      await waitFor(() => expect(location()).toBe('/admin/login'));
    });

    it('sends a signed-in staff member straight to the admin', async () => {
      const { location } = renderAdmin('/admin/verify-otp', { signedInAs: DEMO.viewer });
      await waitFor(() => expect(location()).toBe('/admin'), { timeout: LOAD_TIMEOUT });
    });
  });
});
