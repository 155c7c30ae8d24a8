import { ProjectImage } from '@/features/projects/ProjectImage';
import { isProjectImageUrl } from '@/data/schemas/project';

/** A thumbnail of the image URL being typed, once it is a usable address. */
export function ImagePreview({ src }: { src: string }) {
  const url = src.trim();
  return (
    <div className="w-40 shrink-0 overflow-hidden rounded-lg border border-border bg-muted">
      {isProjectImageUrl(url) ? (
        <ProjectImage src={url} alt="Preview of the cover" />
      ) : (
        <div className="flex aspect-[3/2] items-center justify-center p-2 text-center text-xs text-muted-foreground">
          No preview
        </div>
      )}
    </div>
  );
}
