import { useState, type ReactNode } from 'react';
import { Bell, Globe, Palette, Share2 } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AppearanceSettings } from '@/features/site-settings/admin/AppearanceSettings';
import { BackupCard } from '@/features/site-settings/admin/BackupCard';
import { GeneralSettingsForm } from '@/features/site-settings/admin/GeneralSettingsForm';
import { NotificationSettings } from '@/features/site-settings/admin/NotificationSettings';
import { SectionCard } from '@/components/admin/SectionCard';
import { settingsCopy } from '@/features/site-settings/admin/settings-copy';
import { SiteSettingsCard } from '@/features/site-settings/admin/SiteSettingsCard';
import { SocialLinksForm } from '@/features/site-settings/admin/SocialLinksForm';
import { prefetchSiteSettings } from '@/features/site-settings/admin/queries';
import type { ScreenPrefetch } from '@/lib/route-prefetch';

/** What a link to this screen reads ahead on intent (src/app/admin/routes.tsx, prefetchAdminScreen). */
export const prefetch: ScreenPrefetch = (client) => prefetchSiteSettings(client);

type SettingsTab = keyof typeof settingsCopy.tabs;

const tabs: ReadonlyArray<{ value: SettingsTab; icon: typeof Globe }> = [
  { value: 'general', icon: Globe },
  { value: 'social', icon: Share2 },
  { value: 'appearance', icon: Palette },
  { value: 'notifications', icon: Bell },
];

/**
 * Panels stay mounted while hidden, so typed but unsaved values and a waiting social-link save survive
 * a switch to another tab.
 */
function SettingsPanel({
  value,
  active,
  children,
}: {
  value: SettingsTab;
  active: SettingsTab;
  children: ReactNode;
}) {
  return (
    <TabsContent value={value} forceMount hidden={value !== active}>
      {children}
    </TabsContent>
  );
}

/**
 * /admin/settings (spec section 2): site details in Firestore (admins edit), appearance and push per browser,
 * and each person's own choice of inquiry e-mails on their staff record (issue 36).
 */
export default function SettingsPage() {
  const [active, setActive] = useState<SettingsTab>('general');
  const { general, social, appearance, notifications } = settingsCopy;
  return (
    <>
      <AdminPageHeader title={settingsCopy.title} description={settingsCopy.subtitle} />
      <Tabs value={active} onValueChange={(value) => setActive(value as SettingsTab)}>
        <TabsList aria-label="Settings sections">
          {tabs.map(({ value, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden="true" />
              {settingsCopy.tabs[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <SettingsPanel value="general" active={active}>
          <SiteSettingsCard title={general.title} description={general.description}>
            {(settings, readOnly) => <GeneralSettingsForm settings={settings} readOnly={readOnly} />}
          </SiteSettingsCard>
          <BackupCard className="mt-6" />
        </SettingsPanel>
        <SettingsPanel value="social" active={active}>
          <SiteSettingsCard title={social.title} description={social.description}>
            {(settings, readOnly) => <SocialLinksForm links={settings.socialLinks} readOnly={readOnly} />}
          </SiteSettingsCard>
        </SettingsPanel>
        <SettingsPanel value="appearance" active={active}>
          <SectionCard title={appearance.title} description={appearance.description}>
            <AppearanceSettings />
          </SectionCard>
        </SettingsPanel>
        <SettingsPanel value="notifications" active={active}>
          <SectionCard title={notifications.title} description={notifications.description}>
            <NotificationSettings />
          </SectionCard>
        </SettingsPanel>
      </Tabs>
    </>
  );
}
