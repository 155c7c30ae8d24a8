import { afterEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  createStoreWithUnreadableDirectory,
  createTestAuth,
  DEMO,
  passwordOf,
  renderAdmin,
} from '@/testing/render-admin';

/** The admin is a tree of lazy chunks: the first load in a test run can take a while on a busy machine. */
const LOAD_TIMEOUT = 10_000;
const NOT_STAFF = "You don't have admin privileges";

async function openLogin(options: Parameters<typeof renderAdmin>[1] = {}) {
  const result = renderAdmin('/admin/login', options);
  await screen.findByRole('heading', { level: 1, name: 'Admin' }, { timeout: LOAD_TIMEOUT });
  return result;
}

const loginForm = () => screen.getByRole('form', { name: 'Sign in with password' });
const emailInput = () => within(loginForm()).getByLabelText('Email');
const passwordInput = () => within(loginForm()).getByLabelText('Password');
const signInButton = () => within(loginForm()).getByRole('button', { name: /^(Sign in|Signing in\.\.\.)$/ });
const resetButton = () =>
  within(loginForm()).getByRole('button', { name: /Forgot Password\?|Sending reset email/ });

async function signIn(user: UserEvent, email: string, password: string) {
  await user.type(emailInput(), email);
  await user.type(passwordInput(), password);
  await user.click(signInButton());
}

function gate() {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

afterEach(() => {
  toast.dismiss();
});

describe('LoginPage', () => {
  it('shows the title, subtitle, form and the other ways out', async () => {
    await openLogin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Login to access the admin dashboard')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(signInButton()).toHaveTextContent('Sign in');
    expect(resetButton()).toHaveTextContent('Forgot Password?');
    expect(screen.getByRole('link', { name: 'Login with Email Link (OTP)' })).toHaveAttribute(
      'href',
      '/admin/login-with-otp',
    );
    expect(screen.getByRole('link', { name: 'Back to website' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Admin Login | Admin | Chinar Digital');
  });

  it.each([
    ['admin', DEMO.admin],
    ['editor', DEMO.editor],
    ['viewer (read-only)', DEMO.viewer],
  ])('signs in the %s and lands on the admin dashboard', async (_role, email) => {
    const { user, auth, location } = await openLogin();
    await signIn(user, email, passwordOf(email));

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to the admin dashboard')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(screen.queryByRole('form', { name: 'Sign in with password' })).not.toBeInTheDocument();
    expect(auth.currentUser?.email).toBe(email);
  });

  it.each([
    ['an inactive staff member', DEMO.inactive],
    ['an account without a staff record', DEMO.outsider],
  ])('refuses %s: inline message, Access Denied toast, signed out', async (_who, email) => {
    const { user, auth, location } = await openLogin();
    await signIn(user, email, passwordOf(email));

    expect(await within(loginForm()).findByRole('alert')).toHaveTextContent(NOT_STAFF);
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
    await waitFor(() => expect(auth.currentUser).toBeNull());
    expect(location()).toBe('/admin/login');
    expect(emailInput()).toHaveValue(email);
    expect(passwordInput()).toHaveValue(passwordOf(email));
  });

  it('says the password is wrong, with the Login failed toast, and keeps what was typed', async () => {
    const { user, auth } = await openLogin();
    await signIn(user, DEMO.admin, 'not-the-password');

    expect(await within(loginForm()).findByRole('alert')).toHaveTextContent('Invalid password');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(emailInput()).toHaveValue(DEMO.admin);
    expect(passwordInput()).toHaveValue('not-the-password');
    expect(signInButton()).toBeEnabled();
    expect(auth.currentUser).toBeNull();
  });

  it('says when no account has the address', async () => {
    const { user } = await openLogin();
    await signIn(user, 'nobody@chinardigital.test', 'whatever-1');
    expect(await within(loginForm()).findByRole('alert')).toHaveTextContent(
      'No user found with this email address',
    );
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it("reads production's auth/invalid-credential as a wrong password, the toast as invalid credentials", async () => {
    const auth = createTestAuth();
    auth.failNext.set('signInWithPassword', 'auth/invalid-credential');
    const { user } = await openLogin({ auth });
    await signIn(user, DEMO.admin, passwordOf(DEMO.admin));
    expect(await within(loginForm()).findByRole('alert')).toHaveTextContent('Invalid password');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    // Enumeration protection does not say which half is wrong, so the toast does not either.
    expect(screen.getByText('Invalid credentials')).toBeInTheDocument();
    expect(screen.getAllByText('Invalid password')).toHaveLength(1);
  });

  it.each([
    ['auth/user-disabled', 'This account has been disabled. Please contact the administrator.'],
    ['auth/operation-not-allowed', 'Authentication failed. Please try again.'],
  ])('reports %s inline and in the Login failed toast', async (code, message) => {
    const auth = createTestAuth();
    auth.failNext.set('signInWithPassword', code);
    const { user } = await openLogin({ auth });
    await signIn(user, DEMO.admin, passwordOf(DEMO.admin));
    expect(await within(loginForm()).findByRole('alert')).toHaveTextContent(message);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(auth.currentUser).toBeNull();
  });

  it('reports an exception (not a provider refusal) as an unexpected error, keeping what was typed', async () => {
    const auth = createTestAuth();
    auth.signInWithPassword = () => Promise.reject(new Error('The quota has been exceeded.'));
    const { user } = await openLogin({ auth });
    await signIn(user, DEMO.admin, passwordOf(DEMO.admin));
    const unexpected = 'An unexpected error occurred during login';
    expect(await within(loginForm()).findByRole('alert')).toHaveTextContent(unexpected);
    expect(await screen.findAllByText(unexpected)).toHaveLength(2);
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
    expect(emailInput()).toHaveValue(DEMO.admin);
    expect(signInButton()).toBeEnabled();
  });

  it('says the account could not be verified when the staff directory cannot be read', async () => {
    const { user, auth, location } = await openLogin({ store: createStoreWithUnreadableDirectory() });
    await signIn(user, DEMO.admin, passwordOf(DEMO.admin));

    expect(await within(loginForm()).findByRole('alert')).toHaveTextContent(
      'Account verification failed. Please contact the administrator.',
    );
    expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
    expect(screen.getByText('Could not verify admin privileges. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(auth.currentUser).toBeNull());
    expect(location()).toBe('/admin/login');
  });

  it('says when there were too many attempts', async () => {
    const auth = createTestAuth();
    auth.failNext.set('signInWithPassword', 'auth/too-many-requests');
    const { user } = await openLogin({ auth });
    await signIn(user, DEMO.admin, passwordOf(DEMO.admin));
    const message = 'Too many failed login attempts. Please try again later.';
    expect(await within(loginForm()).findByRole('alert')).toHaveTextContent(message);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('validates the address and the password length before asking anyone', async () => {
    const { user, auth } = await openLogin();
    await user.click(signInButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(emailInput()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(passwordInput()).toHaveAccessibleDescription('Password must be at least 6 characters long');
    expect(emailInput()).toHaveFocus();

    await user.type(emailInput(), DEMO.admin);
    await user.type(passwordInput(), '12345');
    await user.click(signInButton());
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(auth.currentUser).toBeNull();
  });

  it('shows Signing in... and disables the button while signing in', async () => {
    const auth = createTestAuth();
    const hold = gate();
    auth.holdNext.set('signInWithPassword', hold.promise);
    const { user, location } = await openLogin({ auth });
    await signIn(user, DEMO.admin, passwordOf(DEMO.admin));

    await waitFor(() => expect(signInButton()).toHaveTextContent('Signing in...'));
    expect(signInButton()).toBeDisabled();
    hold.release();
    await waitFor(() => expect(location()).toBe('/admin'));
  });

  it('sends a signed-in staff member straight to the admin', async () => {
    const { location } = renderAdmin('/admin/login', { signedInAs: DEMO.editor });
    await waitFor(() => expect(location()).toBe('/admin'), { timeout: LOAD_TIMEOUT });
    expect(screen.queryByRole('form', { name: 'Sign in with password' })).not.toBeInTheDocument();
  });

  it('opens the e-mail link screen', async () => {
    const { user, location } = await openLogin();
    await user.click(screen.getByRole('link', { name: 'Login with Email Link (OTP)' }));
    await waitFor(() => expect(location()).toBe('/admin/login-with-otp'));
  });

  describe('Forgot Password?', () => {
    it('asks for the address first when the field is empty or invalid', async () => {
      const { user, auth } = await openLogin();
      await user.click(resetButton());
      expect(await screen.findByText('Email Required')).toBeInTheDocument();
      expect(
        screen.getByText('Please enter your email address in the form above first.'),
      ).toBeInTheDocument();
      expect(emailInput()).toHaveFocus();

      await user.type(emailInput(), 'admin@');
      await user.click(resetButton());
      await waitFor(() => expect(screen.getAllByText('Email Required')).toHaveLength(2));
      expect(auth.resetEmails).toEqual([]);
    });

    it('sends the reset e-mail to the typed address', async () => {
      const auth = createTestAuth();
      const hold = gate();
      auth.holdNext.set('sendPasswordReset', hold.promise);
      const { user } = await openLogin({ auth });
      await user.type(emailInput(), DEMO.editor);
      await user.click(resetButton());

      await waitFor(() => expect(resetButton()).toHaveTextContent('Sending reset email...'));
      expect(resetButton()).toBeDisabled();
      hold.release();
      expect(await screen.findByText('Password Reset')).toBeInTheDocument();
      expect(
        screen.getByText(`Password reset email sent to ${DEMO.editor}. Check your inbox.`),
      ).toBeInTheDocument();
      expect(auth.resetEmails).toEqual([DEMO.editor]);
      expect(resetButton()).toHaveTextContent('Forgot Password?');
      expect(emailInput()).toHaveValue(DEMO.editor);
    });

    it('says when no account has the address', async () => {
      const { user, auth } = await openLogin();
      await user.type(emailInput(), 'nobody@chinardigital.test');
      await user.click(resetButton());
      expect(await screen.findByText('Password Reset Failed')).toBeInTheDocument();
      expect(screen.getByText('No account found with this email address.')).toBeInTheDocument();
      expect(auth.resetEmails).toEqual([]);
    });

    it('says when the e-mail could not be sent', async () => {
      const auth = createTestAuth();
      auth.failNext.set('sendPasswordReset', 'auth/network-request-failed');
      const { user } = await openLogin({ auth });
      await user.type(emailInput(), DEMO.admin);
      await user.click(resetButton());
      expect(await screen.findByText('Password Reset Failed')).toBeInTheDocument();
      expect(screen.getByText('Could not send password reset email. Please try again.')).toBeInTheDocument();
    });
  });
});
