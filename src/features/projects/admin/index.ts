// The projects back office's public entry, for other back-office features (the dashboard).
export { projectKeys } from '../keys';
