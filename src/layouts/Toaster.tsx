import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterMounted } from '@/lib/notify';

/**
 * Toasts open below the sticky header (72 px on wide screens, 64 px on phones; the back office's top bar is
 * 64 px), so they never cover its controls: the notification bell, the theme switch, the menu.
 */
const BELOW_HEADER = { top: 88 };
const BELOW_HEADER_ON_PHONES = { top: 72 };

export interface ToasterProps {
  /** The back office's dark mode (the public site is light only). */
  theme?: 'light' | 'dark';
}

export default function Toaster({ theme = 'light' }: ToasterProps) {
  useEffect(() => {
    toasterMounted();
  }, []);
  return (
    <Sonner
      theme={theme}
      position="top-right"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER_ON_PHONES}
      richColors
      closeButton
      duration={4000}
      visibleToasts={3}
    />
  );
}
