// Vite's build manifest (.vite/manifest.json, .vite/admin-manifest.json): which chunk files an entry runs with.
// The build, the back office's route preloads and the build tests all read it through this walker.

/**
 * The chunk files the manifest entry `key` needs before it runs: its own, then those of its static imports,
 * transitively, each once. Throws for a key the manifest does not have.
 * @param {Record<string, { file: string, imports?: string[] }>} manifest
 * @param {string} key
 * @returns {string[]}
 */
export function staticChunkFiles(manifest, key) {
  const files = new Set();
  const seen = new Set();
  const visit = (current) => {
    const entry = manifest[current];
    if (!entry) throw new Error(`The build manifest has no ${current}.`);
    if (seen.has(current)) return;
    seen.add(current);
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(key);
  return [...files];
}
