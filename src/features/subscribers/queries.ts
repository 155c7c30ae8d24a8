import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listSubscribers, removeSubscriber } from '@/data/repos/subscribers';
import { notificationKeys } from '@/features/notifications/queries';

export const subscriberKeys = { all: ['subscribers'] as const };

export const subscribersQueryOptions = () =>
  queryOptions({ queryKey: subscriberKeys.all, queryFn: () => listSubscribers() });

export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSubscriber,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriberKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}
