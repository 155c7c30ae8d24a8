import { SectionCard } from '@/components/admin/SectionCard';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { PROJECT_CATEGORIES, PROJECT_STATUSES } from '@/data/models/project';
import {
  isProjectImageUrl,
  PROJECT_IMAGE_MESSAGE,
  PROJECT_LIMITS,
  type ProjectFields,
} from '@/data/schemas/project';
import { LeavePrompt, useLeaveGuard } from '@/features/unsaved-changes';
import { adminPaths } from '@/lib/admin-paths';
import { appConfig } from '@/lib/config';
import { focusFirstError } from '@/lib/form-focus';
import { projectFormSchema, type ProjectFormValues } from './form-values';
import { PORTFOLIO_SECTIONS } from './portfolio-sections';
import { CoverPreview, ProjectListField, ProjectRichTextField } from './ProjectFormFields';
import { RequiredMark } from './RequiredMark';

/** The spec's {host}: an address in the shape a site's URL takes, on this site's own host. */
const URL_PLACEHOLDER = `https://${new URL(appConfig.siteUrl).host}`;

interface ProjectFormProps {
  defaultValues: ProjectFormValues;
  submitLabel: string;
  busyLabel: string;
  /** Saves; a rejection keeps the form as typed (the caller reports the error). */
  onSubmit: (values: ProjectFields) => Promise<void>;
}

function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <RequiredMark />
    </>
  );
}

/** Screen order, so focus goes to the first problem a reader meets. */
const FIELDS = [
  'title',
  'client',
  'category',
  'status',
  'date',
  'image',
  'liveSiteUrl',
  'description',
  'features',
  'technologies',
  'duration',
  'website',
  'images',
  'longDescription',
  'challenges',
  'solutions',
  'results',
] as const satisfies readonly (keyof ProjectFormValues)[];

const imageProblem = (url: string) => (isProjectImageUrl(url) ? null : PROJECT_IMAGE_MESSAGE);

/** The project form (spec section 5) plus the public case study, for creating and editing. */
export function ProjectForm({ defaultValues, submitLabel, busyLabel, onSubmit }: ProjectFormProps) {
  const {
    control,
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ProjectFormValues, unknown, ProjectFields>({
    resolver: zodResolver(projectFormSchema),
    defaultValues,
    shouldFocusError: false,
  });
  const guard = useLeaveGuard(isDirty && !isSubmitting);

  const submit = handleSubmit(
    async (parsed) => {
      try {
        await onSubmit(parsed);
      } catch {
        // Reported by the caller; everything typed stays in the form.
      }
    },
    (problems) => focusFirstError(problems, FIELDS, setFocus),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Project" className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground">
        Fields marked <span className="text-danger">*</span> are required.
      </p>
      <SectionCard
        contentClassName="grid gap-5 sm:grid-cols-2"
        title="Project"
        description="What the projects list and the dashboard show."
      >
        <FormField
          label={<Required>Project Title</Required>}
          error={errors.title?.message}
          className="sm:col-span-2"
        >
          <Input maxLength={PROJECT_LIMITS.title} required {...register('title')} />
        </FormField>
        <FormField label={<Required>Client</Required>} error={errors.client?.message}>
          <Input maxLength={PROJECT_LIMITS.client} required {...register('client')} />
        </FormField>
        <FormField
          label={<Required>Category</Required>}
          error={errors.category?.message}
          hint="The public portfolio's filter categories."
        >
          <Select required {...register('category')}>
            <option value="" disabled>
              Select a category
            </option>
            {PROJECT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={<Required>Status</Required>}
          error={errors.status?.message}
          hint="Completed projects appear on the public website."
        >
          <Select required {...register('status')}>
            {PROJECT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={<Required>Date</Required>} error={errors.date?.message}>
          <Input type="date" required {...register('date')} />
        </FormField>
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-start">
          <FormField
            label={<Required>Image URL</Required>}
            error={errors.image?.message}
            hint="An https:// address or a path on this site, e.g. /images/projects/placeholder.svg"
            className="min-w-0 flex-1"
          >
            <Input
              type="text"
              inputMode="url"
              maxLength={PROJECT_LIMITS.url}
              required
              {...register('image')}
            />
          </FormField>
          <CoverPreview control={control} />
        </div>
        <FormField
          label="Live Site URL"
          optional
          error={errors.liveSiteUrl?.message}
          className="sm:col-span-2"
        >
          <Input
            type="url"
            inputMode="url"
            placeholder={URL_PLACEHOLDER}
            maxLength={PROJECT_LIMITS.url}
            {...register('liveSiteUrl')}
          />
        </FormField>
        <FormField
          label={<Required>Description</Required>}
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          <Textarea rows={5} maxLength={PROJECT_LIMITS.description} required {...register('description')} />
        </FormField>
        <ProjectListField
          control={control}
          name="features"
          label="Features"
          itemNoun="feature"
          placeholder="e.g. Online booking"
        />
        <ProjectListField
          control={control}
          name="technologies"
          label="Technologies"
          itemNoun="technology"
          placeholder="e.g. React"
        />
      </SectionCard>

      <SectionCard
        contentClassName="grid gap-5 sm:grid-cols-2"
        title="Public portfolio"
        description="The case study on the project's public page, shown once the project is Completed. Saved changes show on the site at once; search engines and link previews see them after the next deploy."
      >
        <FormField label="Duration" optional error={errors.duration?.message} hint="e.g. 4 months">
          <Input maxLength={PROJECT_LIMITS.duration} {...register('duration')} />
        </FormField>
        <FormField
          label="Website"
          optional
          error={errors.website?.message}
          hint="Shown on the public page when Live Site URL is empty."
        >
          <Input type="url" inputMode="url" placeholder={URL_PLACEHOLDER} {...register('website')} />
        </FormField>
        <div className="sm:col-span-2">
          <ProjectListField
            control={control}
            name="images"
            label="Gallery images"
            itemNoun="gallery image"
            inputMode="url"
            placeholder="https://… or /images/projects/…"
            validateItem={imageProblem}
          />
        </div>
        {PORTFOLIO_SECTIONS.map(({ field: name, title }) => (
          <div key={name} className="sm:col-span-2">
            <ProjectRichTextField control={control} name={name} label={title} />
          </div>
        ))}
      </SectionCard>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={adminPaths.projects} className={buttonVariants({ variant: 'outline' })}>
          Cancel
        </Link>
        <Button type="submit" disabled={isSubmitting} className="sm:min-w-40">
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
      </div>
      <LeavePrompt guard={guard} />
    </form>
  );
}
