import { useState, type ImgHTMLAttributes } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '@/lib/utils';
import { PROJECT_IMAGE } from './image';

type ProjectImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'onError'> & {
  src: string;
  /** Fill a frame that sets the size (cards) instead of taking the 3:2 height itself. */
  fill?: boolean;
};

/**
 * A project image at the 3:2 size every cover is drawn at. If the file cannot be loaded (a mistyped URL in
 * the admin, a removed file), a quiet branded panel takes its place instead of the browser's broken icon.
 */
export function ProjectImage({ src, alt = '', className, fill = false, ...props }: ProjectImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cn(
          'flex aspect-[3/2] w-full items-center justify-center bg-gradient-to-br from-ink-100 via-ink-50 to-chinar-50 text-ink-400',
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="size-8" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={PROJECT_IMAGE.width}
      height={PROJECT_IMAGE.height}
      onError={() => setFailedSrc(src)}
      className={cn('aspect-[3/2] w-full object-cover', fill ? 'h-full' : 'h-auto', className)}
      {...props}
    />
  );
}
