import type { BandTone } from '../../../edge/core/bands.ts';

// Text colours chosen for at least 4.5:1 contrast on white.
export const BAND_TEXT: Record<BandTone, string> = {
  green: 'font-medium text-emerald-700',
  amber: 'font-medium text-amber-700',
  red: 'font-medium text-red-700',
};

export const BAND_CHIP: Record<BandTone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
};
