import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { blogPostFormSchema, type BlogPostFormValues } from '@/data/schemas/blog-post';
import type { z } from '@/lib/zod';

/** Screen order, so focus goes to the first problem a reader meets. */
export const POST_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'status',
  'publishAt',
  'category',
  'tags',
  'image',
] as const satisfies readonly (keyof BlogPostFormValues)[];

/**
 * The post editor's form: react-hook-form over the form schema, with its default modes (messages after the
 * first save attempt, then following the typing). Focus on an invalid save is the caller's (POST_FIELDS
 * order, after showing the Edit tab).
 */
export const usePostForm = (defaultValues: BlogPostFormValues) =>
  useForm<BlogPostFormValues, unknown, z.output<typeof blogPostFormSchema>>({
    resolver: zodResolver(blogPostFormSchema),
    defaultValues,
    shouldFocusError: false,
  });

export type PostFormControl = ReturnType<typeof usePostForm>['control'];
