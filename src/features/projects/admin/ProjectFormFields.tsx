import type { ComponentProps } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import type { ProjectFields } from '@/data/schemas/project';
import type { ProjectFormValues } from './form-values';
import { ImagePreview } from './ImagePreview';
import { ListField } from './ListField';
import type { PORTFOLIO_SECTIONS } from './portfolio-sections';
import { RichTextField } from './RichTextField';

/* The project form's fields that hold a list or rich text, and the cover preview, tied to the form. */

type ProjectFormControl = Control<ProjectFormValues, unknown, ProjectFields>;

/** The cover image's thumbnail, as typed. */
export function CoverPreview({ control }: { control: ProjectFormControl }) {
  return <ImagePreview src={useWatch({ control, name: 'image' })} />;
}

type ListProps = Omit<ComponentProps<typeof ListField>, 'name' | 'items' | 'onChange' | 'error' | 'ref'>;

/** A list field of the form. */
export function ProjectListField({
  control,
  name,
  ...props
}: ListProps & { control: ProjectFormControl; name: 'features' | 'technologies' | 'images' }) {
  const {
    field: { ref: focusRef, value, onChange },
    fieldState,
  } = useController({ control, name });
  return (
    <ListField
      {...props}
      ref={focusRef}
      name={name}
      items={value}
      onChange={onChange}
      error={fieldState.error?.message}
    />
  );
}

/** A case-study section of the form. */
export function ProjectRichTextField({
  control,
  name,
  label,
}: {
  control: ProjectFormControl;
  name: (typeof PORTFOLIO_SECTIONS)[number]['field'];
  label: string;
}) {
  const {
    field: { ref: focusRef, value, onChange },
    fieldState,
  } = useController({ control, name });
  return (
    <RichTextField
      ref={focusRef}
      label={label}
      value={value}
      onChange={onChange}
      error={fieldState.error?.message}
    />
  );
}
