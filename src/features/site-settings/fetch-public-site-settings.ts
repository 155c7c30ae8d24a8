import { appConfig, MEMORY_STORE_KEY } from '@/lib/config';
import type { SiteSettings } from '@/data/schemas/site-settings';
import { DEFAULT_SITE_SETTINGS, readSiteSettings } from '@/data/models/site-settings';
import type { RawDoc } from '@/data/models/read';

/*
 * Public pages read settings/site without the Firebase SDK: one GET of the Firestore REST API (the rules make
 * the document public). Only the value types settings/site uses are decoded; the reader validates the rest.
 */
interface RestValue {
  stringValue?: string;
  mapValue?: { fields?: RestFields };
}
type RestFields = Record<string, RestValue>;

function decodeFields(fields: RestFields = {}): RawDoc {
  const raw: RawDoc = {};
  for (const [name, value] of Object.entries(fields)) {
    raw[name] = value.mapValue ? decodeFields(value.mapValue.fields) : value.stringValue;
  }
  return raw;
}

// Each variable is read as import.meta.env.NAME so the build inlines just that value.
function settingsDocumentUrl(): string {
  const path = `/v1/projects/${import.meta.env.VITE_FIREBASE_PROJECT_ID}/databases/(default)/documents/settings/site`;
  const emulatorHost = import.meta.env.VITE_FIRESTORE_EMULATOR_HOST;
  return emulatorHost
    ? `http://${emulatorHost}${path}`
    : `https://firestore.googleapis.com${path}?key=${import.meta.env.VITE_FIREBASE_API_KEY}`;
}

/** The memory store's persisted copy (demo without Java): { [collection]: { [id]: data } }. */
function persistedMemoryDocument(): RawDoc | null {
  const text = localStorage.getItem(MEMORY_STORE_KEY);
  const collections = text ? (JSON.parse(text) as Record<string, Record<string, RawDoc> | undefined>) : null;
  return collections?.settings?.site ?? null;
}

/** settings/site as the public site shows it; rejects on network or storage errors (callers keep defaults). */
export async function fetchPublicSiteSettings(): Promise<SiteSettings> {
  if (appConfig.dataBackend === 'memory') return readSiteSettings(persistedMemoryDocument());
  const response = await fetch(settingsDocumentUrl(), { cache: 'no-cache' });
  // 404: nobody has saved settings yet, so the configured values stand.
  if (!response.ok) return DEFAULT_SITE_SETTINGS;
  const document = (await response.json()) as { fields?: RestFields };
  return readSiteSettings(decodeFields(document.fields));
}
