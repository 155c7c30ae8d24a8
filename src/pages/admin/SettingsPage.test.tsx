import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { site } from '@/content/site';
import { timestampFromDate, type BackupFile } from '@/data/backup/format';
import { validateBackup } from '@/data/backup/schema';
import { seedBlogPosts } from '@/data/seed';
import type { DataStore } from '@/data/store';
import { appConfig } from '@/lib/config';
import { PREFERENCES_KEY, usePreferences } from '@/stores/preferences';
import { createTestStore } from '@/testing/render';
import { DEMO, renderAdmin } from '@/testing/render-admin';

/** The admin is a tree of lazy chunks: the first load in a test run can take a while on a busy machine. */
const LOAD_TIMEOUT = 10_000;
/** Longer than the autosave delay (600 ms) plus the save itself. */
const AUTOSAVE_TIMEOUT = 3_000;
const HTTPS_ONLY = 'Please enter a full URL starting with https://';

async function openSettings(options: Parameters<typeof renderAdmin>[1] = { signedInAs: DEMO.admin }) {
  const result = renderAdmin('/admin/settings', options);
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: LOAD_TIMEOUT });
  return result;
}

async function openTab(user: UserEvent, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

async function storedSettings(store: DataStore) {
  return (await store.get('settings', 'site'))?.data;
}

async function replaceText(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('SettingsPage: tabs and general settings', () => {
  it('opens on General with the stored values, among four tabs', async () => {
    await openSettings();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Social Links',
      'Appearance',
      'Notifications',
    ]);
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'General' });
    expect(await within(panel).findByLabelText('Site Name')).toHaveValue(site.name);
    expect(within(panel).getByLabelText('Site Description')).toHaveValue(site.description);
    expect(within(panel).getByLabelText('Site Description')).toHaveAttribute('rows', '3');
    expect(within(panel).getByLabelText('Contact Email')).toHaveValue(site.email);
    expect(within(panel).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.queryByText('Only administrators can change site settings.')).not.toBeInTheDocument();
    expect(document.title).toBe('Settings | Admin | Chinar Digital');
  });

  it('validates before saving and stores nothing invalid', async () => {
    const { user, store } = await openSettings();
    const name = await screen.findByLabelText('Site Name');
    await user.clear(name);
    await replaceText(user, screen.getByLabelText('Contact Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Site name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(await storedSettings(store)).toMatchObject({ siteName: site.name, contactEmail: site.email });
  });

  it('saves on Save Changes only, then confirms', async () => {
    const { user, store } = await openSettings();
    await replaceText(user, await screen.findByLabelText('Site Name'), 'Chinar Studio');
    await replaceText(user, screen.getByLabelText('Site Description'), 'Web and data studio.');
    await replaceText(user, screen.getByLabelText('Contact Email'), 'team@chinar.example');
    expect(await storedSettings(store)).toMatchObject({ siteName: site.name });

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    expect(screen.getByText('Your general settings have been saved successfully.')).toBeInTheDocument();
    expect(await storedSettings(store)).toMatchObject({
      siteName: 'Chinar Studio',
      siteDescription: 'Web and data studio.',
      contactEmail: 'team@chinar.example',
      socialLinks: site.social,
    });
  });

  it('a failed save says so and keeps what was typed', async () => {
    let failing = false;
    const store = createTestStore({
      failWhen: (_operation, collection) => failing && collection === 'settings',
    });
    const { user } = await openSettings({ signedInAs: DEMO.admin, store });
    const name = await screen.findByLabelText('Site Name');
    failing = true;
    await replaceText(user, name, 'Chinar Studio');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings Not Saved')).toBeInTheDocument();
    expect(
      screen.getByText('The settings could not be saved. Please check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Site Name')).toHaveValue('Chinar Studio');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    failing = false;
    expect(await storedSettings(store)).toMatchObject({ siteName: site.name });

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Your general settings have been saved successfully.'),
    ).toBeInTheDocument();
    expect(await storedSettings(store)).toMatchObject({ siteName: 'Chinar Studio' });
  });

  it('says when the settings cannot be loaded, and retries', async () => {
    let failing = true;
    const store = createTestStore({
      failWhen: (_operation, collection) => failing && collection === 'settings',
    });
    const { user } = await openSettings({ signedInAs: DEMO.admin, store });
    const general = screen.getByRole('tabpanel', { name: 'General' });
    expect(await within(general).findByText('Could not load the site settings')).toBeInTheDocument();
    failing = false;
    await user.click(within(general).getByRole('button', { name: 'Try again' }));
    expect(await within(general).findByLabelText('Site Name')).toHaveValue(site.name);
  });
});

describe('SettingsPage: social links', () => {
  it('saves a link shortly after typing stops, and keeps the others', async () => {
    const { user, store } = await openSettings();
    const panel = await openTab(user, 'Social Links');
    const facebook = await within(panel).findByLabelText('Facebook');
    expect(facebook).toHaveValue(site.social.facebook);
    expect(within(panel).getByLabelText('Twitter / X')).toHaveValue(site.social.twitter);
    expect(within(panel).getByLabelText('Instagram')).toHaveValue(site.social.instagram);
    expect(within(panel).getByLabelText('LinkedIn')).toHaveValue(site.social.linkedin);

    await replaceText(user, facebook, 'https://www.facebook.com/chinar-new');
    expect(await within(panel).findByText('Saved', {}, { timeout: AUTOSAVE_TIMEOUT })).toBeInTheDocument();
    expect(await storedSettings(store)).toMatchObject({
      siteName: site.name,
      socialLinks: { ...site.social, facebook: 'https://www.facebook.com/chinar-new' },
    });
    expect(facebook).toHaveFocus();
  });

  it('saves on leaving the field, and an emptied link is stored as none', async () => {
    const { user, store } = await openSettings();
    const panel = await openTab(user, 'Social Links');
    await user.clear(await within(panel).findByLabelText('LinkedIn'));
    await user.tab();
    await waitFor(async () =>
      expect(await storedSettings(store)).toMatchObject({ socialLinks: { ...site.social, linkedin: '' } }),
    );
  });

  it.each(['javascript:alert(1)', 'http://x.com'])('refuses %s: https only', async (link) => {
    const { user, store } = await openSettings();
    const panel = await openTab(user, 'Social Links');
    await replaceText(user, await within(panel).findByLabelText('Instagram'), link);
    expect(await within(panel).findByText(HTTPS_ONLY, {}, { timeout: AUTOSAVE_TIMEOUT })).toBeInTheDocument();
    expect(within(panel).getByLabelText('Instagram')).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(await storedSettings(store)).toMatchObject({ socialLinks: site.social });

    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Correct the highlighted links first.')).toBeInTheDocument();
    expect(screen.queryByText('Your social links have been saved automatically.')).not.toBeInTheDocument();
    expect(await storedSettings(store)).toMatchObject({ socialLinks: site.social });
  });

  it('Save stores a link still waiting for its autosave, then confirms', async () => {
    const { user, store } = await openSettings();
    const panel = await openTab(user, 'Social Links');
    await replaceText(user, await within(panel).findByLabelText('Twitter / X'), 'https://x.com/chinar_new');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    expect(screen.getByText('Your social links have been saved automatically.')).toBeInTheDocument();
    expect(await storedSettings(store)).toMatchObject({
      socialLinks: { ...site.social, twitter: 'https://x.com/chinar_new' },
    });
  });

  it('a failed autosave shows at the field and Save reports it', async () => {
    const store = createTestStore({
      failWhen: (operation, collection) => operation !== 'get' && collection === 'settings',
    });
    const { user } = await openSettings({ signedInAs: DEMO.admin, store });
    const panel = await openTab(user, 'Social Links');
    await replaceText(user, await within(panel).findByLabelText('Facebook'), 'https://www.facebook.com/x');
    expect(
      await within(panel).findByText('Not saved. Check your connection.', {}, { timeout: AUTOSAVE_TIMEOUT }),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings Not Saved')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Facebook')).toHaveValue('https://www.facebook.com/x');
  });
});

describe('SettingsPage: editors and users', () => {
  it.each([DEMO.editor, DEMO.viewer])(
    '%s sees the site settings read-only but sets their own appearance',
    async (email) => {
      const { user } = await openSettings({ signedInAs: email });
      const general = screen.getByRole('tabpanel', { name: 'General' });
      expect(within(general).getByText('Only administrators can change site settings.')).toBeInTheDocument();
      expect(await within(general).findByLabelText('Site Name')).toHaveAttribute('readonly');
      expect(within(general).getByLabelText('Site Description')).toHaveAttribute('readonly');
      expect(within(general).getByLabelText('Contact Email')).toHaveAttribute('readonly');
      expect(within(general).queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

      const social = await openTab(user, 'Social Links');
      expect(within(social).getByText('Only administrators can change site settings.')).toBeInTheDocument();
      expect(within(social).getByLabelText('Facebook')).toHaveAttribute('readonly');
      expect(within(social).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

      const appearance = await openTab(user, 'Appearance');
      await user.click(within(appearance).getByRole('switch', { name: 'Dark Mode' }));
      expect(document.documentElement).toHaveClass('dark');
    },
  );
});

describe('SettingsPage: appearance', () => {
  it('dark mode applies at once, previews and is remembered in this browser', async () => {
    const { user } = await openSettings();
    const panel = await openTab(user, 'Appearance');
    const darkMode = within(panel).getByRole('switch', { name: 'Dark Mode' });
    const preview = within(panel).getByRole('figure', { name: 'Theme preview' });
    expect(darkMode).toHaveAttribute('aria-checked', 'false');
    expect(preview.firstElementChild).not.toHaveClass('dark');

    await user.click(darkMode);
    expect(darkMode).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement).toHaveClass('dark');
    expect(preview.firstElementChild).toHaveClass('dark');
    expect(preview).toHaveTextContent('Dark mode');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}')).toMatchObject({
      state: { darkMode: true },
    });

    await user.click(darkMode);
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('the collapsed sidebar switch updates the preference', async () => {
    const { user } = await openSettings();
    const panel = await openTab(user, 'Appearance');
    await user.click(within(panel).getByRole('switch', { name: 'Collapsed Sidebar' }));
    expect(usePreferences.getState().sidebarCollapsed).toBe(true);
    expect(within(panel).getByRole('figure', { name: 'Theme preview' })).toHaveTextContent(
      'collapsed sidebar',
    );
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}')).toMatchObject({
      state: { sidebarCollapsed: true },
    });
  });
});

interface ShownNotification {
  title: string;
  body?: string;
}

/** A stand-in for the browser's Notification API with a given permission and answer to the request. */
function stubNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: ShownNotification[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { requestPermission: FakeNotification.requestPermission, shown };
}

describe('SettingsPage: inquiry e-mails', () => {
  const mode = appConfig.inquiryEmail;
  afterEach(() => {
    appConfig.inquiryEmail = mode;
  });

  const choices = (panel: HTMLElement) => within(panel).getByRole('radiogroup', { name: 'Inquiry e-mails' });
  const testButton = (panel: HTMLElement) =>
    within(panel).getByRole('button', { name: 'Send a test email notification' });

  async function openNotifications(
    inquiryEmail: typeof mode,
    options: Parameters<typeof renderAdmin>[1] = { signedInAs: DEMO.admin },
  ) {
    appConfig.inquiryEmail = inquiryEmail;
    const result = await openSettings(options);
    const panel = await openTab(result.user, 'Notifications');
    // The member's record has been read: the group is enabled.
    await waitFor(() => expect(within(choices(panel)).getAllByRole('radio')[0]).not.toBeDisabled());
    return { ...result, panel };
  }

  async function storedRecord(store: DataStore, uid = 'demo-admin') {
    return (await store.get('admins', uid))!.data;
  }

  /** What the Cloud Function writes when it has answered the member's last test request. */
  async function answerTest(store: DataStore, answer: { state: 'sent' | 'failed'; error?: string }) {
    let requestedAt: unknown;
    await waitFor(async () => {
      requestedAt = (await storedRecord(store)).testEmailRequestedAt;
      expect(requestedAt).toBeInstanceOf(Date);
    });
    await store.update('admins', 'demo-admin', {
      testEmail: { to: DEMO.admin, at: new Date(), requestedAt, ...answer },
    });
  }

  it('instant mode: the three choices, the stored one chosen, and how this site sends e-mail', async () => {
    const { panel } = await openNotifications('instant');
    const group = choices(panel);
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['each', 'digest', 'none']);
    expect(within(group).getByRole('radio', { name: 'Each new inquiry' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Daily digest' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'None' })).not.toBeChecked();
    expect(panel).toHaveTextContent('This site e-mails as inquiries arrive');
    expect(panel).toHaveTextContent('06:00 IST');
    expect(panel).toHaveTextContent(`Test sends an e-mail to ${DEMO.admin}.`);
    expect(testButton(panel)).toBeEnabled();
    // The per-browser e-mail switch and its console test are gone.
    expect(within(panel).queryByRole('switch', { name: 'Email Notifications' })).not.toBeInTheDocument();
    expect(panel).not.toHaveTextContent('console');
  });

  it('digest mode: no e-mail per inquiry ("each" shows as the digest), and Test says why it is off', async () => {
    const { panel } = await openNotifications('digest');
    const group = choices(panel);
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['digest', 'none']);
    expect(within(group).getByRole('radio', { name: 'Daily digest' })).toBeChecked();
    expect(panel).toHaveTextContent('This site sends e-mail once a day');
    expect(panel).toHaveTextContent('Cloud Functions');
    expect(testButton(panel)).toBeDisabled();
    expect(testButton(panel)).toHaveAccessibleDescription(/Test e-mails need the Cloud Functions/);
  });

  it("the choice is saved on change, on the member's own record, and shown after a reload", async () => {
    const { user, store, panel, unmount } = await openNotifications('instant', { signedInAs: DEMO.editor });
    expect(within(choices(panel)).getByRole('radio', { name: 'Daily digest' })).toBeChecked();
    await user.click(within(panel).getByRole('radio', { name: 'Each new inquiry' }));
    expect(within(panel).getByRole('radio', { name: 'Each new inquiry' })).toBeChecked();
    expect(await within(panel).findByText('Saved')).toBeInTheDocument();
    expect(await storedRecord(store, 'demo-editor')).toMatchObject({ inquiryEmails: 'each' });
    // Their own preference: no audit entry.
    expect(await store.list('audit_log')).toEqual([]);

    unmount();
    const again = await openNotifications('instant', { signedInAs: DEMO.editor, store });
    expect(within(choices(again.panel)).getByRole('radio', { name: 'Each new inquiry' })).toBeChecked();
  });

  it('a refused save goes back to the stored choice, with a message', async () => {
    let failing = false;
    const store = createTestStore({
      failWhen: (operation, collection) => failing && operation === 'update' && collection === 'admins',
    });
    const { user, panel } = await openNotifications('instant', { signedInAs: DEMO.admin, store });
    failing = true;
    await user.click(within(panel).getByRole('radio', { name: 'None' }));
    expect(await screen.findByText('Choice Not Saved')).toBeInTheDocument();
    expect(
      screen.getByText('Your e-mail choice could not be saved. Please check your connection and try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('radio', { name: 'Each new inquiry' })).toBeChecked());
    expect(await storedRecord(store)).toMatchObject({ inquiryEmails: 'each' });
  });

  it('with "None", Test says e-mail notifications are disabled and asks for nothing', async () => {
    const { user, store, panel } = await openNotifications('instant', { signedInAs: DEMO.viewer });
    expect(within(panel).getByRole('radio', { name: 'None' })).toBeChecked();
    await user.click(testButton(panel));
    expect(await screen.findByText('Email notifications are currently disabled')).toBeInTheDocument();
    expect(screen.getByText('Notification Error')).toBeInTheDocument();
    expect(await storedRecord(store, 'demo-viewer')).not.toHaveProperty('testEmailRequestedAt');
  });

  it('Test asks the Cloud Function for a real e-mail, waits for its answer, and says where it went', async () => {
    const { user, store, panel } = await openNotifications('instant');
    const button = testButton(panel);
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toHaveTextContent('Sending…');
    expect(button).toBeEnabled();
    // Pressed again while waiting: it says so, and asks only once.
    await user.click(button);
    expect(await screen.findByText('Test e-mail on its way')).toBeInTheDocument();

    await answerTest(store, { state: 'sent' });
    expect(await screen.findByText('Test e-mail sent')).toBeInTheDocument();
    expect(screen.getByText(`Sent to ${DEMO.admin}.`)).toBeInTheDocument();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toHaveTextContent('Test');
    expect(panel).toHaveTextContent(`Last test: sent to ${DEMO.admin}`);
  });

  it('a test the mail server refused says why', async () => {
    const { user, store, panel } = await openNotifications('instant');
    await user.click(testButton(panel));
    await answerTest(store, { state: 'failed', error: 'Invalid login: 535 Authentication failed' });
    expect(await screen.findByText('Notification Error')).toBeInTheDocument();
    expect(
      screen.getByText('The test e-mail was not sent: Invalid login: 535 Authentication failed'),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent('Last test failed');
  });
});

describe('SettingsPage: push notifications', () => {
  it('push is off at first and its test refuses', async () => {
    stubNotifications('default');
    const { user } = await openSettings();
    const panel = await openTab(user, 'Notifications');
    expect(within(panel).getByRole('switch', { name: 'Push Notifications' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await user.click(within(panel).getByRole('button', { name: /test push/i }));
    expect(await screen.findByText('Push notifications are currently disabled')).toBeInTheDocument();
    expect(screen.getByText('Notification Error')).toBeInTheDocument();
  });

  it('turning push on asks for permission; granted, the test shows a notification', async () => {
    const { requestPermission, shown } = stubNotifications('default', 'granted');
    const { user } = await openSettings();
    const panel = await openTab(user, 'Notifications');
    const push = within(panel).getByRole('switch', { name: 'Push Notifications' });
    await user.click(push);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(push).toHaveAttribute('aria-checked', 'true'));
    expect(usePreferences.getState().pushNotifications).toBe(true);

    await user.click(within(panel).getByRole('button', { name: /test push/i }));
    expect(await screen.findByText('Test notification sent')).toBeInTheDocument();
    expect(shown).toEqual([{ title: 'Chinar Digital admin', body: 'Push notifications are working.' }]);
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('refused permission turns push back off and says why', async () => {
    const { requestPermission } = stubNotifications('default', 'denied');
    const { user } = await openSettings();
    const panel = await openTab(user, 'Notifications');
    const push = within(panel).getByRole('switch', { name: 'Push Notifications' });
    await user.click(push);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Notification Error')).toBeInTheDocument();
    await waitFor(() => expect(push).toHaveAttribute('aria-checked', 'false'));
    expect(usePreferences.getState().pushNotifications).toBe(false);
    expect(
      screen.getAllByText(/Notifications are blocked in this browser\. Allow them in the site settings\./)
        .length,
    ).toBeGreaterThanOrEqual(1);
  });

  it('with push on but notifications blocked since, the test says they are blocked', async () => {
    const { requestPermission, shown } = stubNotifications('denied');
    usePreferences.setState({ pushNotifications: true });
    const { user } = await openSettings();
    const panel = await openTab(user, 'Notifications');
    await user.click(within(panel).getByRole('button', { name: /test push/i }));
    expect(await screen.findByText('Notification Error')).toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
  });

  it('without the Notification API the push switch is disabled, with a note', async () => {
    expect('Notification' in window).toBe(false); // jsdom has none
    const { user } = await openSettings();
    const panel = await openTab(user, 'Notifications');
    expect(within(panel).getByRole('switch', { name: 'Push Notifications' })).toBeDisabled();
    expect(panel).toHaveTextContent('This browser does not support notifications.');
  });
});

describe('SettingsPage: backup', () => {
  /** Captures what the download helper hands the browser: the file's name and its text. */
  function captureDownloads() {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:backup');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    return {
      click,
      fileName: () => (click.mock.contexts[0] as HTMLAnchorElement).download,
      text: async () => (createObjectURL.mock.calls[0]![0] as Blob).text(),
    };
  }

  it('an admin downloads every post with its revisions, the settings and the staff as one JSON file', async () => {
    const store = createTestStore();
    await store.create('blog_posts/1/revisions', 'AbCdEfGhIjKlMnOpQrSt', {
      kind: 'update',
      content: { title: 'An earlier title', status: 'Draft' },
      savedBy: 'demo-editor',
      savedByName: 'Saima Mir',
      savedAt: new Date('2026-11-20T10:00:00.123Z'),
      restoredFrom: null,
    });
    await store.create('subscribers', 'zainab@example.com', {
      email: 'zainab@example.com',
      createdAt: new Date('2026-11-20T10:00:00.000Z'),
    });
    const download = captureDownloads();
    const { user } = await openSettings({ signedInAs: DEMO.admin, store });
    const card = screen.getByRole('region', { name: 'Backup' });
    expect(within(card).getByRole('heading', { name: 'Backup', level: 2 })).toBeInTheDocument();
    expect(within(card).getByText(/one read each/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Download backup' }));
    await waitFor(() => expect(download.click).toHaveBeenCalledOnce());
    expect(download.fileName()).toMatch(/^chinar-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await download.text()) as BackupFile;
    expect(validateBackup(file)).toMatchObject({ ok: true });
    expect(file).toMatchObject({ format: 'chinar-digital-backup', version: 1 });
    expect(Object.keys(file.collections.blog_posts).sort()).toEqual(Object.keys(seedBlogPosts).sort());
    expect(file.collections.blog_posts['1']!.revisions).toEqual({
      AbCdEfGhIjKlMnOpQrSt: {
        kind: 'update',
        content: { title: 'An earlier title', status: 'Draft' },
        savedBy: 'demo-editor',
        savedByName: 'Saima Mir',
        savedAt: timestampFromDate(new Date('2026-11-20T10:00:00.123Z')),
        restoredFrom: null,
      },
    });
    expect(file.collections.blog_posts['1']!.data.createdAt).toEqual(
      timestampFromDate(seedBlogPosts['1']!.createdAt as Date),
    );
    expect(file.collections.settings.site).toMatchObject({ siteName: site.name, contactEmail: site.email });
    expect(Object.keys(file.collections.admins)).toContain('demo-admin');
    expect(Object.keys(file.collections.invites)).toEqual([DEMO.invited]);
    expect(Object.keys(file.collections.subscribers)).toEqual(['zainab@example.com']);
    // Not in a backup: the throttle stamps, slugs (rebuilt on restore).
    expect(Object.keys(file.collections)).toEqual([
      'blog_posts',
      'projects',
      'settings',
      'contact_inquiries',
      'subscribers',
      'admins',
      'invites',
    ]);
    expect(await screen.findByText('Backup downloaded')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download backup' })).toBeEnabled();
  });

  it('says when the backup cannot be read, and downloads nothing', async () => {
    let failing = false;
    const store = createTestStore({
      failWhen: (_operation, collection) => failing && collection === 'admins',
    });
    const download = captureDownloads();
    const { user } = await openSettings({ signedInAs: DEMO.admin, store });
    failing = true;
    await user.click(screen.getByRole('button', { name: 'Download backup' }));
    expect(await screen.findByText('Backup failed')).toBeInTheDocument();
    expect(
      screen.getByText('The content could not be read. Please check your connection and try again.'),
    ).toBeInTheDocument();
    expect(download.click).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download backup' })).toBeEnabled();
  });

  it.each([DEMO.editor, DEMO.viewer])('%s has no backup', async (email) => {
    await openSettings({ signedInAs: email });
    await screen.findByLabelText('Site Name');
    expect(screen.queryByRole('region', { name: 'Backup' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download backup' })).not.toBeInTheDocument();
  });
});
