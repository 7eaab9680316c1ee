import type { AnalysisDto } from '../../../edge/core/analysis/dto.ts';
import { Card } from '../../components/ui/card.tsx';
import { formatDateTime, initials } from './format.ts';

function place(p: AnalysisDto['profile']): string {
  const loc = p.basics.location;
  return [loc?.city, loc?.region, loc?.countryCode].filter(Boolean).join(', ');
}

/**
 * Who this analysis is about. A LinkedIn PDF export carries no photo (docs/design.md 9.7), so the avatar is the
 * person's initials; the image proxy is only for a photo URL, which our parser never produces.
 */
export function ProfileHeader({ analysis }: { analysis: AnalysisDto }) {
  const { basics } = analysis.profile;
  const where = place(analysis.profile);
  return (
    <Card className="flex items-start gap-4 p-5 sm:items-center sm:p-6">
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 font-bold text-lg text-white shadow-sm sm:size-16 sm:text-2xl"
      >
        {initials(basics.name)}
      </span>
      <div className="min-w-0 flex-1">
        <h1 className="font-bold text-slate-900 text-xl tracking-tight sm:text-2xl" data-testid="result-name">
          {basics.name || 'Your profile'}
        </h1>
        {basics.label && <p className="mt-0.5 text-slate-700">{basics.label}</p>}
        <p className="mt-1 text-slate-500 text-sm">
          {[
            where,
            analysis.file_type === 'pdf' ? 'LinkedIn PDF' : 'Screenshot',
            `Analysed ${formatDateTime(analysis.created_at)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    </Card>
  );
}
