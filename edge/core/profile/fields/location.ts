import { COUNTRIES } from '../locales/countries.ts';
import { fold } from '../text.ts';

// "San Francisco, California, United States" -> city, region, country. LinkedIn prints one to three parts; a single
// part is either a metro area ("San Francisco Bay Area") or a country.

export interface Location {
  city?: string;
  region?: string;
  countryCode?: string; // JSON Resume's field; holds the country as printed, since exports never show ISO codes
}

const COUNTRY_KEYS = new Set(COUNTRIES.map(fold));
const isCountry = (s: string) => COUNTRY_KEYS.has(fold(s));

export function parseLocation(text: string | undefined): Location | undefined {
  const parts = (text ?? '')
    .split(/\s*,\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length) return undefined;
  if (parts.length === 1) return isCountry(parts[0]) ? { countryCode: parts[0] } : { city: parts[0] };
  if (parts.length === 2)
    return isCountry(parts[1]) ? { city: parts[0], countryCode: parts[1] } : { city: parts[0], region: parts[1] };
  return { city: parts[0], region: parts.slice(1, -1).join(', '), countryCode: parts[parts.length - 1] };
}

export function formatLocation(loc: Location | undefined): string {
  return [loc?.city, loc?.region, loc?.countryCode].filter(Boolean).join(', ');
}
