import { useState } from 'react';
import { cn } from '@/lib/utils';
import { projectDetailPage } from '@/content/projects-page';
import { ProjectImage } from './ProjectImage';

interface ProjectGalleryProps {
  title: string;
  images: readonly string[];
}

/**
 * The main image with clickable thumbnails that swap it; the first image is the initial main.
 * Render it with key={project.id} so another project starts again from its first image.
 */
export function ProjectGallery({ title, images }: ProjectGalleryProps) {
  const [selected, setSelected] = useState(0);
  const total = images.length;
  const current = Math.min(selected, total - 1);
  const mainSrc = images[current];
  if (!mainSrc) return null;

  return (
    <figure aria-label={projectDetailPage.galleryLabel} className="space-y-4">
      <div className="overflow-hidden rounded-2xl border border-border bg-ink-50 shadow-card">
        <ProjectImage
          src={mainSrc}
          alt={total > 1 ? `${title}, image ${current + 1} of ${total}` : title}
          fetchPriority="high"
          decoding="async"
        />
      </div>
      {total > 1 ? (
        <ul className="grid grid-cols-4 gap-3 sm:gap-4">
          {images.map((src, index) => {
            const active = index === current;
            return (
              <li key={`${src}-${index}`}>
                <button
                  type="button"
                  aria-label={`Show image ${index + 1} of ${total}`}
                  aria-pressed={active}
                  aria-current={active ? 'true' : undefined}
                  onClick={() => setSelected(index)}
                  className={cn(
                    'block w-full overflow-hidden rounded-xl border-2 bg-ink-50 transition',
                    active
                      ? 'border-chinar-600 shadow-sm'
                      : 'border-transparent opacity-75 hover:border-ink-200 hover:opacity-100',
                  )}
                >
                  <ProjectImage src={src} loading="lazy" decoding="async" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </figure>
  );
}
