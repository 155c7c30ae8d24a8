import { artFiles, artUrl, type ArtFile } from './art-files';

interface ArtImageProps {
  file: ArtFile;
  className?: string;
  /** Below the fold: let the browser wait until it is near the viewport. */
  lazy?: boolean;
  /**
   * 'high': the first thing on screen (the LCP image): preloaded from the HTML's head, fetched before other
   * images and decoded with the frame. 'low': wanted early (not lazy) but after everything the first paint
   * needs, and not preloaded.
   */
  priority?: 'high' | 'low';
}

/** A decorative illustration from public/images/art/, sized to avoid layout shift. */
export function ArtImage({ file, className, lazy = true, priority }: ArtImageProps) {
  return (
    <img
      src={artUrl(file)}
      alt=""
      width={artFiles[file].width}
      height={artFiles[file].height}
      loading={lazy ? 'lazy' : 'eager'}
      decoding={priority === 'high' ? undefined : 'async'}
      fetchPriority={priority}
      className={className}
    />
  );
}
