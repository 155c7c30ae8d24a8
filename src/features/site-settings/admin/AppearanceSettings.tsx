import { usePreferences } from '@/stores/preferences';
import { SettingSwitch } from './SettingSwitch';
import { ThemePreview } from './ThemePreview';
import { settingsCopy } from './settings-copy';

const copy = settingsCopy.appearance;

/** Dark mode and the collapsed sidebar: per browser, applied at once (AdminApp and AdminLayout read the store). */
export function AppearanceSettings() {
  const darkMode = usePreferences((preferences) => preferences.darkMode);
  const sidebarCollapsed = usePreferences((preferences) => preferences.sidebarCollapsed);
  const setPreferences = usePreferences((preferences) => preferences.set);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <div className="divide-y divide-border">
        <SettingSwitch
          label={copy.darkMode}
          hint={copy.darkModeHint}
          checked={darkMode}
          onCheckedChange={(checked) => setPreferences({ darkMode: checked })}
        />
        <SettingSwitch
          label={copy.sidebar}
          hint={copy.sidebarHint}
          checked={sidebarCollapsed}
          onCheckedChange={(checked) => setPreferences({ sidebarCollapsed: checked })}
        />
      </div>
      <ThemePreview darkMode={darkMode} sidebarCollapsed={sidebarCollapsed} />
    </div>
  );
}
