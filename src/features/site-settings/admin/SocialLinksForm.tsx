import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, CircleAlert } from 'lucide-react';
import { CardContent, CardFooter } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { PendingButton } from '@/features/auth';
import type { SocialLinks } from '@/data/schemas/site-settings';
import { SOCIAL_LINK_KEYS } from '@/data/models/site-settings';
import { socialLinksSchema, type SocialLinksInput } from '@/data/schemas/site-settings';
import { notify } from '@/lib/notify';
import { settingsCopy } from './settings-copy';
import { useSocialLinksAutosave, type LinkSaveStatus, type SocialLinkKey } from './use-social-links-autosave';

const copy = settingsCopy.social;

/** The per-field save state, announced politely; empty while the link is being typed. */
function LinkSaveState({ status }: { status: LinkSaveStatus }) {
  return (
    <span role="status" className="absolute top-0 right-0 flex items-center gap-1.5 text-xs font-medium">
      {status === 'saving' ? (
        <span className="flex items-center gap-1.5 text-muted-foreground">
          <Spinner className="size-3.5" />
          {copy.status.saving}
        </span>
      ) : status === 'saved' ? (
        <span className="flex items-center gap-1.5 text-green-700 dark:text-green-300">
          <Check aria-hidden="true" className="size-3.5" />
          {copy.status.saved}
        </span>
      ) : status === 'failed' ? (
        <span className="flex items-center gap-1.5 text-danger">
          <CircleAlert aria-hidden="true" className="size-3.5" />
          {copy.status.failed}
        </span>
      ) : null}
    </span>
  );
}

interface SocialLinksFormProps {
  links: SocialLinks;
  readOnly: boolean;
}

/** Facebook, Twitter / X, Instagram, LinkedIn: each saved shortly after it is edited; Save only confirms. */
export function SocialLinksForm({ links, readOnly }: SocialLinksFormProps) {
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<SocialLinksInput>({
    resolver: zodResolver(socialLinksSchema),
    defaultValues: links,
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });

  const validValue = useCallback(
    (key: SocialLinkKey) => {
      const result = socialLinksSchema.shape[key].safeParse(getValues(key));
      return result.success ? result.data : null;
    },
    [getValues],
  );
  const autosave = useSocialLinksAutosave(links, validValue);

  /** Shows the field's error (if any), then saves it when valid. */
  const checkAndSave = (key: SocialLinkKey) => {
    void trigger(key);
    void autosave.saveNow(key);
  };

  async function confirm() {
    setConfirming(true);
    try {
      if (!(await trigger(undefined, { shouldFocus: true }))) {
        notify.error(copy.invalid.title, copy.invalid.description);
        return;
      }
      // Flush what is still waiting (or failed before): every link must be stored before we say so.
      const results = await Promise.all(SOCIAL_LINK_KEYS.map((key) => autosave.saveNow(key)));
      if (results.every(Boolean)) notify.success(copy.saved.title, copy.saved.description);
      else notify.error(copy.failedTitle, settingsCopy.saveFailed.other);
    } finally {
      setConfirming(false);
    }
  }

  return (
    <form
      noValidate
      aria-label={copy.title}
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly) void confirm();
      }}
    >
      <CardContent className="grid gap-5 sm:grid-cols-2">
        {SOCIAL_LINK_KEYS.map((key) => (
          <div key={key} className="relative">
            <FormField label={copy.labels[key]} error={errors[key]?.message}>
              <Input
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder={copy.placeholders[key]}
                readOnly={readOnly}
                maxLength={2000}
                {...register(key, {
                  onChange: () => {
                    if (!readOnly) autosave.schedule(key, () => checkAndSave(key));
                  },
                  onBlur: () => {
                    if (!readOnly) checkAndSave(key);
                  },
                })}
              />
            </FormField>
            {readOnly ? null : <LinkSaveState status={autosave.status[key] ?? 'idle'} />}
          </div>
        ))}
      </CardContent>
      {readOnly ? null : (
        <CardFooter className="justify-end">
          <PendingButton type="submit" pending={confirming} pendingLabel={copy.saving}>
            {copy.save}
          </PendingButton>
        </CardFooter>
      )}
    </form>
  );
}
