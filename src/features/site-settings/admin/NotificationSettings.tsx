import { useState } from 'react';
import { Info, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { appConfig } from '@/lib/config';
import { notify } from '@/lib/notify';
import { usePreferences } from '@/stores/preferences';
import {
  ensurePushPermission,
  pushPermission,
  showNotification,
  type PushPermission,
} from './browser-notifications';
import { siteNameAsBuilt } from '@/lib/site-name';
import { InquiryEmailSettings } from './InquiryEmailSettings';
import { SettingSwitch } from './SettingSwitch';
import { settingsCopy } from './settings-copy';

const copy = settingsCopy.notifications;

function TestButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" aria-label={label} onClick={onClick}>
      <Send aria-hidden="true" />
      {copy.test}
    </Button>
  );
}

/** Why push cannot be used here, when it cannot. */
function pushProblem(permission: PushPermission): string | null {
  if (permission === 'unsupported') return copy.unsupported;
  if (permission === 'denied') return copy.denied;
  return null;
}

/**
 * Inquiry e-mails (the member's own choice, on their staff record) and the push switch (this browser), each
 * with a Test button (spec sections 4 and 5; issue 36), and how this site sends e-mail.
 */
export function NotificationSettings() {
  const pushOn = usePreferences((preferences) => preferences.pushNotifications);
  const setPreferences = usePreferences((preferences) => preferences.set);
  const [permission, setPermission] = useState<PushPermission>(pushPermission);
  const pushAvailable = permission !== 'unsupported';

  async function changePush(enabled: boolean) {
    setPreferences({ pushNotifications: enabled });
    if (!enabled) return;
    const answer = await ensurePushPermission();
    setPermission(answer);
    if (answer === 'granted') return;
    // No permission, no push: the switch goes back off and the note under it says why.
    setPreferences({ pushNotifications: false });
    notify.error(copy.errorTitle, pushProblem(answer) ?? copy.notAllowed);
  }

  async function testPush() {
    if (!pushOn) {
      notify.error(copy.errorTitle, copy.pushDisabled);
      return;
    }
    const answer = await ensurePushPermission();
    setPermission(answer);
    if (answer !== 'granted') {
      notify.error(copy.errorTitle, answer === 'unsupported' ? copy.unsupported : copy.denied);
    } else if (showNotification(copy.pushTitle(siteNameAsBuilt()), copy.pushBody)) {
      notify.success(copy.pushSent);
    } else {
      notify.error(copy.errorTitle, copy.unsupported);
    }
  }

  const problem = pushProblem(permission);
  return (
    <div className="flex flex-col gap-6">
      {/* Rows: the e-mail choice, its Test, push; each row's own padding, a rule between them. */}
      <div className="divide-y divide-border">
        <InquiryEmailSettings />
        <SettingSwitch
          label={copy.push}
          hint={`${copy.pushHint} ${problem ?? copy.note}`}
          checked={pushAvailable && pushOn}
          disabled={!pushAvailable}
          onCheckedChange={(checked) => void changePush(checked)}
          action={<TestButton label={copy.testPushLabel} onClick={() => void testPush()} />}
        />
      </div>
      {/* How the site sends e-mail (not this member's choice): a note under the rows. */}
      <div className="flex gap-3 rounded-xl bg-muted p-4 text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-medium text-foreground">{copy.modeTitle}</p>
          <p className="text-muted-foreground">{copy.mode[appConfig.inquiryEmail]}</p>
        </div>
      </div>
    </div>
  );
}
