import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { BLOG_POST_DEFAULTS } from '@/data/models/blog-post';
import { postImageSchema } from '@/data/schemas/blog-post';

const frame =
  'relative aspect-[1200/630] w-full max-w-56 overflow-hidden rounded-lg border border-border bg-muted';

/** A live thumbnail of the cover image address, with a plain message when it can't be shown. */
export function CoverImagePreview({ src }: { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const address = src.trim();
  const shown = address || BLOG_POST_DEFAULTS.image;
  const usable = postImageSchema.safeParse(address).success;
  const failed = failedSrc === shown;

  let caption = address ? 'Preview of the cover image.' : 'No image yet: the placeholder will be used.';
  if (!usable) caption = 'Enter a full address to see a preview.';
  else if (failed) caption = 'The image could not be loaded from this address.';

  return (
    <figure className="flex flex-col gap-2">
      <div className={frame}>
        {usable && !failed ? (
          <img
            key={shown}
            src={shown}
            alt=""
            width={224}
            height={118}
            className="size-full object-cover"
            onError={() => setFailedSrc(shown)}
          />
        ) : (
          <div className="grid size-full place-items-center text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-6" />
          </div>
        )}
      </div>
      <figcaption className="text-xs text-muted-foreground" aria-live="polite">
        {caption}
      </figcaption>
    </figure>
  );
}
