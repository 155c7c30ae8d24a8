/** The words a visitor to a shared preview reads (the back office's are in ./admin/copy.ts). */
export const previewCopy = {
  banner: {
    label: 'Preview',
    text: 'This is a draft shared for review. It is not published.',
    expires: 'Link expires',
    copied: 'Draft copied',
  },
  loading: 'Loading preview',
  unavailable: {
    title: 'This preview is no longer available',
    text: 'The link may have expired or been withdrawn. Ask the person who shared it with you for a new link.',
    home: 'Go to the home page',
  },
  error: {
    title: 'We could not load this preview',
    text: 'Check your connection and try again.',
    retry: 'Retry',
    retrying: 'Retrying…',
  },
  seo: {
    title: (title: string) => `Preview: ${title || 'Untitled draft'}`,
    description: 'A draft shared for review. It is not published.',
    loadingTitle: 'Preview',
  },
} as const;
