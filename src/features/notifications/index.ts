// The notifications feature's public entry (back office only), for other back-office features.
export { reloadNotifications } from './queries';
