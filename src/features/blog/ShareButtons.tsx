import { useEffect, useState, type ReactNode } from 'react';
import { Check, Link2, Share2 } from 'lucide-react';
import { siFacebook, siX } from 'simple-icons';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { blogCopy } from './copy';
import { shareLinks } from './post';

/** LinkedIn's "in" mark (not in simple-icons); used only to label the share link. */
const LINKEDIN_PATH =
  'M20.447 20.452h-3.554v-5.569c0-1.328-.027-3.037-1.852-3.037-1.853 0-2.136 1.445-2.136 2.939v5.667H9.351V9h3.414v1.561h.046c.477-.9 1.637-1.85 3.37-1.85 3.601 0 4.267 2.37 4.267 5.455v6.286zM5.337 7.433a2.062 2.062 0 1 1 0-4.125 2.062 2.062 0 0 1 0 4.125zM7.119 20.452H3.555V9h3.564v11.452zM22.225 0H1.771C.792 0 0 .774 0 1.729v20.542C0 23.227.792 24 1.771 24h20.451C23.2 24 24 23.227 24 22.271V1.729C24 .774 23.2 0 22.222 0h.003z';

function BrandIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor" focusable="false">
      <path d={path} />
    </svg>
  );
}

const pillClass =
  'inline-flex h-10 items-center gap-2 rounded-full border border-ink-200 bg-white px-4 text-sm font-semibold text-ink-900 transition-colors hover:border-ink-300 hover:bg-ink-50';

interface ShareLinkProps {
  href: string;
  label: string;
  /** Extra words for screen readers after the visible label, e.g. " (Twitter)". */
  labelSuffix?: string;
  icon: ReactNode;
}

function ShareLink({ href, label, labelSuffix = '', icon }: ShareLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Share on ${label}${labelSuffix} (opens in a new tab)`}
      className={pillClass}
    >
      {icon}
      {label}
    </a>
  );
}

interface ShareButtonsProps {
  /** Absolute, canonical address of the post. */
  url: string;
  title: string;
}

export function ShareButtons({ url, title }: ShareButtonsProps) {
  const links = shareLinks(url, title);
  // navigator.share exists only in some browsers; checked after mount so the first render matches the server's.
  const [canShare, setCanShare] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function');
  }, []);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function share() {
    try {
      await navigator.share({ title, url });
    } catch {
      // Dismissed by the visitor, or refused by the browser: nothing to report.
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      notify.error(blogCopy.post.copyFailed);
    }
  }

  return (
    <ul className="flex flex-wrap gap-2">
      <li>
        <ShareLink href={links.facebook} label="Facebook" icon={<BrandIcon path={siFacebook.path} />} />
      </li>
      <li>
        <ShareLink
          href={links.twitter}
          label="X"
          labelSuffix=" (Twitter)"
          icon={<BrandIcon path={siX.path} />}
        />
      </li>
      <li>
        <ShareLink href={links.linkedin} label="LinkedIn" icon={<BrandIcon path={LINKEDIN_PATH} />} />
      </li>
      {canShare ? (
        <li>
          <button type="button" className={pillClass} onClick={() => void share()}>
            <Share2 aria-hidden="true" className="size-4" />
            {blogCopy.post.share}
          </button>
        </li>
      ) : null}
      <li>
        <button
          type="button"
          className={cn(pillClass, copied && 'border-dal-500 text-dal-700')}
          onClick={() => void copy()}
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Link2 aria-hidden="true" className="size-4" />
          )}
          {copied ? blogCopy.post.copied : blogCopy.post.copyLink}
        </button>
        <span aria-live="polite" className="sr-only">
          {copied ? blogCopy.post.copied : ''}
        </span>
      </li>
    </ul>
  );
}
