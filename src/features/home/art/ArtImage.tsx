import { artFiles, artUrl, type ArtFile } from './art-files';

interface ArtImageProps {
  file: ArtFile;
  className?: string;
  /** Below the fold: let the browser wait until it is near the viewport. */
  lazy?: boolean;
  /** The first thing on screen: fetch it before other images. */
  highPriority?: boolean;
}

/** A decorative illustration from public/images/art/, sized to avoid layout shift. */
export function ArtImage({ file, className, lazy = true, highPriority = false }: ArtImageProps) {
  return (
    <img
      src={artUrl(file)}
      alt=""
      width={artFiles[file].width}
      height={artFiles[file].height}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      fetchPriority={highPriority ? 'high' : undefined}
      className={className}
    />
  );
}
