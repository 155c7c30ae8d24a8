import { useId, type ReactNode } from 'react';
import { Label } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';

interface SettingSwitchProps {
  label: string;
  hint: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Shown at the end of the row, e.g. a Test button. */
  action?: ReactNode;
}

/** One labelled on/off preference with its explanation, as a row of a settings card. */
export function SettingSwitch({
  label,
  hint,
  checked,
  onCheckedChange,
  disabled,
  action,
}: SettingSwitchProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <div className="flex items-center gap-3">
        {action}
        <Switch
          id={id}
          checked={checked}
          onCheckedChange={onCheckedChange}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
        />
      </div>
    </div>
  );
}
