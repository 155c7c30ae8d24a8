import { blogPostFormSchema, type BlogPostFormValues } from '@/data/schemas/blog-post';
import { schemaErrors, useSchemaForm } from '@/lib/use-schema-form';

/** Screen order, so focus goes to the first problem a reader meets. */
const FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'status',
  'publishAt',
  'category',
  'tags',
  'image',
] as const;

/** The schema's first message per field ({} when the values are valid). */
export const validatePostForm = (values: BlogPostFormValues) => schemaErrors(blogPostFormSchema, values);

/** The post editor's form state (see useSchemaForm). */
export const usePostForm = (defaultValues: BlogPostFormValues) =>
  useSchemaForm({ schema: blogPostFormSchema, defaultValues, order: FIELDS });
