// Public runtime config from the server. Cached so a later boot works offline (the PWA opens without network).
// Checked by hand rather than with zod: this runs on every first paint, and zod would be the landing page's
// only reason to download it.

export interface AppConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  productName: string;
  supportEmail: string;
  debugRoutes: boolean;
}

const CACHE_KEY = 'profile-score:config';
const TIMEOUT_MS = 5000;

/** The server's answer, or an Error naming the first field that is wrong. Missing optional fields get defaults. */
export function parseConfig(value: unknown): AppConfig {
  if (!value || typeof value !== 'object') throw new Error('config: not an object');
  const v = value as Record<string, unknown>;
  const { supabaseUrl, supabaseAnonKey, productName = 'Profile Score', supportEmail = '', debugRoutes = false } = v;
  if (typeof supabaseUrl !== 'string' || !supabaseUrl) throw new Error('config: supabaseUrl');
  if (typeof supabaseAnonKey !== 'string') throw new Error('config: supabaseAnonKey');
  if (typeof productName !== 'string') throw new Error('config: productName');
  if (typeof supportEmail !== 'string') throw new Error('config: supportEmail');
  if (typeof debugRoutes !== 'boolean') throw new Error('config: debugRoutes');
  return { supabaseUrl, supabaseAnonKey, productName, supportEmail, debugRoutes };
}

export async function loadConfig(): Promise<AppConfig> {
  try {
    const res = await fetch('/api/config', { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) throw new Error(`config ${res.status}`);
    const config = parseConfig(await res.json());
    localStorage.setItem(CACHE_KEY, JSON.stringify(config));
    return config;
  } catch (err) {
    const cached = readCached();
    if (cached) return cached;
    throw err;
  }
}

function readCached(): AppConfig | null {
  try {
    const raw = localStorage.getItem(CACHE_KEY);
    return raw ? parseConfig(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}
