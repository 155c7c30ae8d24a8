// The activity back office's public entry (the audit log), for other back-office features: a screen whose
// writes should show in the log at once can call queryClient.invalidateQueries({ queryKey: activityKeys.all }).
export { activityKeys } from './queries';
