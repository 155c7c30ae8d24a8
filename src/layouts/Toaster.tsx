import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterMounted } from '@/lib/notify';

export default function Toaster() {
  useEffect(() => {
    toasterMounted();
  }, []);
  return <Sonner position="top-right" richColors closeButton duration={4000} visibleToasts={3} />;
}
