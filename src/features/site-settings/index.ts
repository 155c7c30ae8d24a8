// The site-settings feature's public entry (the back office's settings screen is in ./admin): the settings
// and the changes since the build that public pages show, from site/live.
export { usePublicSiteSettings, useLiveChanges, useCurrentDocument, liveSiteOfPage } from './live-site';
