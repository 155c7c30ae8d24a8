// The site search's public entry: the results under a list's search box (the index's code and files load on
// the first search).
export { SiteSearchResults } from './SearchResults';
