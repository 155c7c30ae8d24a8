// The blog back office's public entry, for other back-office features.
export { PostStatusBadge } from './PostStatusBadge';
export { recentVisitShardsQueryOptions } from './fold-views';
