import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Inquiry, InquiryStatus } from '@/data/models/inquiry';
import { deleteInquiry, listInquiries, setInquiryStatus } from '@/data/repos/inquiries';
import { notificationKeys } from '@/features/notifications/queries';

export const inquiryKeys = { all: ['inquiries'] as const };

/** Every contact inquiry, newest first (staff only). */
export const allInquiriesQueryOptions = () =>
  queryOptions({ queryKey: inquiryKeys.all, queryFn: listInquiries });

/** The inbox, the dashboard and the notification bell all read inquiries: refresh them together. */
function useRefreshInquiries() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
      queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    ]);
}

export interface InquiryStatusChange {
  id: string;
  status: InquiryStatus;
}

/** Sets an inquiry's status, showing it (and the counts) at once and rolling back if the write fails. */
export function useSetInquiryStatus() {
  const queryClient = useQueryClient();
  const refresh = useRefreshInquiries();
  const listKey = allInquiriesQueryOptions().queryKey;
  return useMutation({
    mutationFn: ({ id, status }: InquiryStatusChange) => setInquiryStatus(id, status),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData(listKey);
      queryClient.setQueryData(listKey, (inquiries) =>
        inquiries?.map((inquiry): Inquiry => (inquiry.id === id ? { ...inquiry, status } : inquiry)),
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSettled: refresh,
  });
}

export function useDeleteInquiry() {
  const refresh = useRefreshInquiries();
  return useMutation({ mutationFn: deleteInquiry, onSuccess: refresh });
}
