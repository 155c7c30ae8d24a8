import { Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { BlogPost, BlogPostFormValues } from '@/data/schemas/blog-post';
import { BLOG_POST_STATUSES } from '@/data/models/blog-post';
import { adminPaths } from '@/lib/admin-paths';
import { focusFirstError } from '@/lib/form-focus';
import { notify } from '@/lib/notify';
import { blogAdminCopy } from './copy';
import { PostContentField } from './PostContentField';
import { EMPTY_POST_FORM, toFormValues, toPostInput } from './post-form';
import {
  ExcerptHint,
  PostAddress,
  WatchedChecklist,
  WatchedCoverImage,
  WatchedPreview,
} from './PostFormWatchers';
import { earliestScheduleTime, PublishTimeFields, suggestedScheduleTime } from './PublishTimeFields';
import { isScheduleLimitError, isSlugTaken, isSlugTakenError, useCreatePost, useUpdatePost } from './queries';
import { POST_FIELDS, usePostForm } from './use-post-form';
import { usePostSlug } from './use-post-slug';
import { LeavePrompt, useLeaveGuard } from '@/features/unsaved-changes';
import { useLastPreviewExpiry } from '@/features/previews/admin';
import { publishStateOf } from '@/data/models/schedule';
import { BLOG_POSTS } from '@/data/repos/collections';

const copy = blogAdminCopy.editor;

const CATEGORY_SUGGESTIONS = 'post-category-suggestions';

interface BlogPostFormProps {
  /** The post being edited; null for a new one. */
  post: BlogPost | null;
  /** Existing categories, offered as suggestions. */
  categories: readonly string[];
  /** Who a new post is by. */
  author: string;
}

/** New and edit screens' form: fields, preview, checklist, and a prompt before unsaved changes are lost. */
export function BlogPostForm({ post, categories, author }: BlogPostFormProps) {
  const navigate = useNavigate();
  const create = useCreatePost();
  const update = useUpdatePost();
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setFocus,
    setError,
    getValues,
    formState: { errors, isDirty, isSubmitting, isSubmitted },
  } = usePostForm(post ? toFormValues(post) : EMPTY_POST_FORM);
  const [slug, status] = useWatch({ control, name: ['slug', 'status'] });
  const guard = useLeaveGuard(isDirty && !isSubmitting);
  // Set in code, a field's message follows it as typing does once a save was tried (and not before).
  const setTyped = (name: 'slug' | 'publishAt', value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });
  const {
    inputRef: slugInputRef,
    followsTitle,
    takenMessage,
    onTitleChange,
    onSlugChange,
    showTaken,
  } = usePostSlug({
    editing: post !== null,
    slug,
    setSlug: (value) => setTyped('slug', value),
  });
  const titleField = register('title');
  const slugField = register('slug');
  const isPublicAlready = post !== null && publishStateOf(post) === 'published';
  // A saved post the public cannot read yet (a draft, or scheduled) may have shared preview links.
  const lastPreviewExpiry = useLastPreviewExpiry(BLOG_POSTS, post && !isPublicAlready ? post.id : null);
  // The time's message depends on the status and the mode too.
  const modeField = register('publishMode', { deps: 'publishAt' });
  const slugError = errors.slug?.message ?? takenMessage;

  /** Shows the message on the slug field and takes the reader there; everything typed stays. */
  const showSlugTaken = (taken: string) => {
    setView('edit');
    showTaken(taken);
  };

  /** The Edit tab, then the first field in error in screen order (a hidden tab's fields take no focus). */
  const showProblems = (problems: FieldErrors<BlogPostFormValues>) => {
    flushSync(() => setView('edit'));
    focusFirstError(problems, POST_FIELDS, setFocus);
  };

  /** A refusal of the publish time (its limit) on the time field, naming the limit; what was typed stays. */
  const showPublishTimeRefused = (message: string) => {
    const problem = { type: 'limit', message };
    setError('publishAt', problem);
    showProblems({ publishAt: problem });
  };

  const onSubmit = handleSubmit(async (parsed) => {
    const input = toPostInput(getValues());
    try {
      // Checked before saving, so the message lands on the field; the save checks again (someone may
      // take the address in between) and refuses with SlugTakenError.
      if (parsed.slug && (await isSlugTaken(parsed.slug, post?.id))) {
        showSlugTaken(parsed.slug);
        return;
      }
      if (post) {
        await update.mutateAsync({ id: post.id, input });
        notify.success(...copy.updated);
      } else {
        await create.mutateAsync({ ...input, author });
        notify.success(...copy.created);
      }
      navigate(adminPaths.blogPosts);
    } catch (error) {
      if (isSlugTakenError(error)) {
        showSlugTaken(error.slug);
        return;
      }
      if (isScheduleLimitError(error)) {
        showPublishTimeRefused(error.message);
        return;
      }
      // What was typed stays in the form for another try.
      const [title, description] = post ? copy.updateFailed : copy.createFailed;
      notify.error(title, description);
    }
  }, showProblems);

  const busyLabel = post ? copy.updating : copy.creating;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={post ? 'Edit post' : 'New post'}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs value={view} onValueChange={(next) => setView(next === 'preview' ? 'preview' : 'edit')}>
          <TabsList aria-label="Editor view">
            <TabsTrigger value="edit">Edit</TabsTrigger>
            <TabsTrigger value="preview">Preview</TabsTrigger>
          </TabsList>
          {/* Kept mounted while previewing, so the editor keeps its state. */}
          <TabsContent value="edit" forceMount className="data-[state=inactive]:hidden">
            <Card>
              <CardContent className="flex flex-col gap-5">
                <FormField label="Title" error={errors.title?.message}>
                  <Input
                    required
                    maxLength={200}
                    autoComplete="off"
                    {...titleField}
                    onChange={(event) => {
                      titleField.onChange(event);
                      onTitleChange(event.target.value);
                    }}
                  />
                </FormField>
                <FormField
                  label={copy.slugLabel}
                  error={slugError}
                  hint={
                    <>
                      <PostAddress control={control} />
                      <span className="block">
                        {copy.slugHint}{' '}
                        {post === null && followsTitle
                          ? copy.slugFollowsTitle
                          : post?.slug
                            ? copy.slugChangeWarning
                            : null}
                      </span>
                    </>
                  }
                >
                  <Input
                    maxLength={80}
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    {...slugField}
                    ref={(element) => {
                      slugField.ref(element);
                      slugInputRef.current = element;
                    }}
                    onChange={(event) => onSlugChange(event.target.value)}
                  />
                </FormField>
                <FormField
                  label="Excerpt"
                  optional
                  hint={<ExcerptHint control={control} />}
                  error={errors.excerpt?.message}
                >
                  <Textarea rows={3} className="min-h-24" maxLength={600} {...register('excerpt')} />
                </FormField>
                <PostContentField control={control} />
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="preview">
            <Suspense fallback={<LoadingState label="Loading preview…" />}>
              <WatchedPreview control={control} post={post} author={author} />
            </Suspense>
          </TabsContent>
        </Tabs>

        <div className="flex flex-col gap-6 lg:pt-17">
          <Card>
            <CardHeader>
              <CardTitle>Publishing</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-5">
              <FormField
                label="Status"
                hint="Drafts are visible to staff only."
                error={errors.status?.message}
              >
                <Select {...register('status', { deps: 'publishAt' })}>
                  {BLOG_POST_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {status}
                    </option>
                  ))}
                </Select>
              </FormField>
              {status === 'Published' ? (
                <PublishTimeFields
                  post={post}
                  control={control}
                  error={errors.publishAt?.message}
                  modeControl={
                    <Select
                      {...modeField}
                      onChange={(event) => {
                        modeField.onChange(event);
                        if (event.target.value === 'schedule' && !getValues('publishAt'))
                          setTyped('publishAt', suggestedScheduleTime());
                      }}
                    >
                      <option value="now">{blogAdminCopy.schedule.modeNow}</option>
                      <option value="schedule">{blogAdminCopy.schedule.modeSchedule}</option>
                    </Select>
                  }
                  timeControl={
                    <Input
                      type="datetime-local"
                      min={earliestScheduleTime()}
                      step={60}
                      {...register('publishAt')}
                    />
                  }
                />
              ) : null}
              <FormField
                label="Category"
                optional
                hint="Pick an existing one or type a new one; Uncategorized when empty."
                error={errors.category?.message}
              >
                <Input
                  list={CATEGORY_SUGGESTIONS}
                  maxLength={80}
                  autoComplete="off"
                  {...register('category')}
                />
              </FormField>
              <datalist id={CATEGORY_SUGGESTIONS}>
                {categories.map((category) => (
                  <option key={category} value={category} />
                ))}
              </datalist>
              <FormField
                label="Tags"
                optional
                hint="Separate with commas, e.g. seo, tourism."
                error={errors.tags?.message}
              >
                <Input autoComplete="off" {...register('tags')} />
              </FormField>
              <FormField
                label="Image URL"
                optional
                hint="An http:// or https:// address of the cover image."
                error={errors.image?.message}
              >
                <Input type="url" inputMode="url" placeholder="https://" {...register('image')} />
              </FormField>
              <WatchedCoverImage control={control} />
            </CardContent>
          </Card>
          <WatchedChecklist
            control={control}
            isPublicAlready={isPublicAlready}
            previewExpiredAt={lastPreviewExpiry.data}
          />
        </div>
      </div>

      <div className="sticky bottom-3 z-10 mt-6 flex items-center justify-end gap-3 rounded-card border border-border bg-surface/95 p-3 shadow-lift backdrop-blur">
        {isDirty ? (
          <p className="mr-auto hidden text-sm text-muted-foreground sm:block">Unsaved changes</p>
        ) : null}
        <Button variant="outline" onClick={() => guard.leave(adminPaths.blogPosts)}>
          {copy.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? busyLabel : post ? copy.update : copy.create}
        </Button>
      </div>

      <p className="mt-3 text-right text-xs text-muted-foreground">{copy.publishNote}</p>

      <LeavePrompt guard={guard} />
    </form>
  );
}
