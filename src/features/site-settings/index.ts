// The site-settings feature's public entry (the back office's settings screen is in ./admin).
export { usePublicSiteSettings } from './use-public-site-settings';
