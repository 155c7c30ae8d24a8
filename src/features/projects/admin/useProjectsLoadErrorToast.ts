import { useEffect } from 'react';
import { notify } from '@/lib/notify';
import { projectMessages } from './messages';

/** Toasts once per failed load (each failed retry again): the spec's connection message. */
export function useProjectsLoadErrorToast(query: { isError: boolean; errorUpdatedAt: number }) {
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) notify.error(projectMessages.loadFailedToast);
  }, [isError, errorUpdatedAt]);
}
