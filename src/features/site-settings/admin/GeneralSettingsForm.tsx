import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { CardContent, CardFooter } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { PendingButton } from '@/features/auth';
import type { SiteSettings } from '@/data/schemas/site-settings';
import {
  generalSettingsSchema,
  type GeneralSettings,
  type GeneralSettingsInput,
} from '@/data/schemas/site-settings';
import { saveErrorMessage, useSaveSiteSettings } from './queries';
import { notify } from '@/lib/notify';
import { settingsCopy } from './settings-copy';

const copy = settingsCopy.general;

interface GeneralSettingsFormProps {
  settings: SiteSettings;
  readOnly: boolean;
}

/** Site name, description and contact e-mail: saved to settings/site only on 'Save Changes'. */
export function GeneralSettingsForm({ settings, readOnly }: GeneralSettingsFormProps) {
  const save = useSaveSiteSettings();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<GeneralSettingsInput, unknown, GeneralSettings>({
    resolver: zodResolver(generalSettingsSchema),
    defaultValues: {
      siteName: settings.siteName,
      siteDescription: settings.siteDescription,
      contactEmail: settings.contactEmail,
    },
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      reset(values);
      notify.success(copy.saved.title, copy.saved.description);
    } catch (error) {
      // The typed values stay in the form, ready for another try.
      notify.error(copy.failedTitle, saveErrorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={copy.title}>
      <CardContent className="grid gap-5">
        <FormField label={copy.siteName} error={errors.siteName?.message}>
          <Input readOnly={readOnly} required maxLength={80} {...register('siteName')} />
        </FormField>
        <FormField label={copy.siteDescription} error={errors.siteDescription?.message}>
          <Textarea rows={3} readOnly={readOnly} maxLength={300} {...register('siteDescription')} />
        </FormField>
        <FormField label={copy.contactEmail} error={errors.contactEmail?.message}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            readOnly={readOnly}
            required
            {...register('contactEmail')}
          />
        </FormField>
      </CardContent>
      {readOnly ? null : (
        <CardFooter className="justify-end">
          <PendingButton type="submit" pending={save.isPending} pendingLabel={copy.saving}>
            <Save aria-hidden="true" />
            {copy.save}
          </PendingButton>
        </CardFooter>
      )}
    </form>
  );
}
