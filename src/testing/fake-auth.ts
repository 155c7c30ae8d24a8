import { AuthError, type AuthService, type AuthUser } from '@/features/auth/types';

interface FakeAccount {
  uid: string;
  email: string;
  password: string | null;
  emailVerified: boolean;
}

type Method = Exclude<keyof AuthService, 'onChange' | 'isSignInLink'>;

/**
 * An in-memory stand-in for Firebase Auth with the emulator's behaviour: the legacy error codes
 * (auth/user-not-found, auth/wrong-password), sign-in links carrying an oobCode, reset e-mails recorded.
 */
export class FakeAuthService implements AuthService {
  readonly accounts = new Map<string, FakeAccount>();
  readonly sentLinks: Array<{ email: string; continueUrl: string; link: string }> = [];
  readonly resetEmails: string[] = [];
  /** Make the next call of a method fail with this provider code. */
  readonly failNext = new Map<Method, string>();
  /** Calls of a method wait for this promise (tests of busy states). */
  readonly holdNext = new Map<Method, Promise<void>>();
  private current: AuthUser | null = null;
  private listeners = new Set<(user: AuthUser | null) => void>();
  private linkCodes = new Map<string, string>();
  private nextUid = 1;

  addAccount(account: {
    uid?: string;
    email: string;
    password?: string | null;
    emailVerified?: boolean;
  }): FakeAccount {
    const created: FakeAccount = {
      uid: account.uid ?? `fake-uid-${this.nextUid++}`,
      email: account.email.toLowerCase(),
      password: account.password ?? null,
      emailVerified: account.emailVerified ?? false,
    };
    this.accounts.set(created.email, created);
    return created;
  }

  /** Starts a test already signed in as this account. */
  signInAs(email: string): void {
    const account = this.accounts.get(email.toLowerCase());
    if (!account) throw new Error(`No fake account ${email}`);
    this.setCurrent(account);
  }

  get currentUser(): AuthUser | null {
    return this.current;
  }

  private setCurrent(account: FakeAccount | null): void {
    this.current = account
      ? { uid: account.uid, email: account.email, emailVerified: account.emailVerified }
      : null;
    for (const listener of this.listeners) listener(this.current);
  }

  private async enter(method: Method): Promise<void> {
    const hold = this.holdNext.get(method);
    if (hold) {
      this.holdNext.delete(method);
      await hold;
    }
    const code = this.failNext.get(method);
    if (code) {
      this.failNext.delete(method);
      throw new AuthError(code, `Firebase: Error (${code}).`);
    }
  }

  /** The first report of the account waits for this (tests of the 'Verifying authentication...' state). */
  initialStateHeld: Promise<void> = Promise.resolve();

  onChange(listener: (user: AuthUser | null) => void): () => void {
    this.listeners.add(listener);
    void this.initialStateHeld.then(() => listener(this.current));
    return () => this.listeners.delete(listener);
  }

  async signInWithPassword(email: string, password: string): Promise<AuthUser> {
    await this.enter('signInWithPassword');
    const account = this.accounts.get(email.toLowerCase());
    if (!account) throw new AuthError('auth/user-not-found', 'Firebase: Error (auth/user-not-found).');
    if (account.password !== password)
      throw new AuthError('auth/wrong-password', 'Firebase: Error (auth/wrong-password).');
    this.setCurrent(account);
    return this.current as AuthUser;
  }

  async sendPasswordReset(email: string): Promise<void> {
    await this.enter('sendPasswordReset');
    if (!this.accounts.has(email.toLowerCase()))
      throw new AuthError('auth/user-not-found', 'Firebase: Error (auth/user-not-found).');
    this.resetEmails.push(email);
  }

  async sendSignInLink(email: string, continueUrl: string): Promise<void> {
    await this.enter('sendSignInLink');
    const code = `code-${this.sentLinks.length + 1}`;
    this.linkCodes.set(code, email.toLowerCase());
    const link = `${continueUrl}?apiKey=fake&oobCode=${code}&mode=signIn&lang=en`;
    this.sentLinks.push({ email, continueUrl, link });
  }

  isSignInLink(url: string): boolean {
    const params = new URL(url, 'http://localhost').searchParams;
    return params.get('mode') === 'signIn' && params.has('oobCode');
  }

  async completeLinkSignIn(email: string, url: string): Promise<AuthUser> {
    await this.enter('completeLinkSignIn');
    const code = new URL(url, 'http://localhost').searchParams.get('oobCode') ?? '';
    const linkedEmail = this.linkCodes.get(code);
    if (!linkedEmail)
      throw new AuthError('auth/invalid-action-code', 'Firebase: Error (auth/invalid-action-code).');
    if (linkedEmail !== email.toLowerCase())
      throw new AuthError('auth/invalid-email', 'Firebase: Error (auth/invalid-email).');
    this.linkCodes.delete(code);
    const account = this.accounts.get(linkedEmail) ?? this.addAccount({ email: linkedEmail });
    account.emailVerified = true;
    this.setCurrent(account);
    return this.current as AuthUser;
  }

  async signOut(): Promise<void> {
    await this.enter('signOut');
    this.setCurrent(null);
  }

  async createAccount(email: string, password: string): Promise<string> {
    await this.enter('createAccount');
    if (this.accounts.has(email.toLowerCase()))
      throw new AuthError('auth/email-already-in-use', 'Firebase: Error (auth/email-already-in-use).');
    return this.addAccount({ email, password }).uid;
  }
}
