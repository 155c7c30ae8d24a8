// The projects feature's public entry: what other features use (the back office's parts are in ./admin).
// Only components: re-exporting ./queries here would pull TanStack Query into the home page's lazy chunk.
export { ProjectCard } from './ProjectCard';
export { ProjectCardSkeleton } from './ProjectCardSkeleton';
export { fetchLatestProjects, LATEST_PROJECTS_COUNT, LATEST_PROJECTS_KEY } from './latest';
