import { useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { POST_IMAGE_PLACEHOLDER, POST_IMAGE_SIZE } from './constants';

type PostImageProps = Omit<ComponentProps<'img'>, 'src' | 'onError' | 'width' | 'height'> & {
  src: string;
  alt: string;
  width?: number;
  height?: number;
};

type Failure = { src: string; stage: 'placeholder' | 'hidden' };

/**
 * A post's cover art. When it fails to load it is swapped for the placeholder, once; if the placeholder
 * fails too, the image is hidden so the frame's background shows instead of a broken-image icon.
 */
export function PostImage({
  src,
  alt,
  width = POST_IMAGE_SIZE.width,
  height = POST_IMAGE_SIZE.height,
  className,
  ...props
}: PostImageProps) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const stage = failure?.src === src ? failure.stage : null;
  const shown = stage ? POST_IMAGE_PLACEHOLDER : src;
  return (
    <img
      {...props}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      className={cn(className, stage === 'hidden' && 'invisible')}
      onError={() => {
        if (stage === 'hidden') return;
        setFailure({ src, stage: stage || src === POST_IMAGE_PLACEHOLDER ? 'hidden' : 'placeholder' });
      }}
    />
  );
}
