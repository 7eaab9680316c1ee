import type { Profile } from '../../../edge/core/profile/schema.ts';
import { Card } from '../../components/ui/card.tsx';
import { EyeIcon } from '../../components/ui/icons.tsx';
import { initials, VISIBLE, visiblePart } from './format.ts';

/**
 * What a recruiter sees before clicking: the headline as a search result cuts it (about 65 characters) and the
 * About section before "see more" (about 300). Seeing the cut is what makes people front-load both.
 */
export function RecruiterPreview({ profile }: { profile: Profile }) {
  const headline = visiblePart(profile.basics.label ?? '', VISIBLE.headline);
  const about = visiblePart(profile.basics.summary ?? '', VISIBLE.about);
  return (
    <Card role="region" aria-labelledby="recruiter-title" className="p-5 sm:p-6">
      <div className="flex items-center gap-2">
        <EyeIcon className="size-5 text-brand-600" />
        <h2 id="recruiter-title" className="font-semibold text-slate-900">
          What recruiters see first
        </h2>
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <figure className="rounded-xl border border-slate-200 p-4" data-testid="preview-headline">
          <figcaption className="font-medium text-slate-500 text-xs uppercase tracking-wide">
            In search results
          </figcaption>
          <div className="mt-3 flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-200 font-semibold text-slate-700 text-sm"
            >
              {initials(profile.basics.name)}
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{profile.basics.name || 'Your name'}</p>
              <p className="text-slate-700 text-sm">
                {headline.shown || <span className="text-slate-500 italic">No headline</span>}
                {headline.hidden > 0 && '…'}
              </p>
            </div>
          </div>
          <p className="mt-3 text-slate-600 text-xs">
            {headline.hidden > 0
              ? `${headline.hidden} characters of your headline are cut off here. Put what matters in the first ${VISIBLE.headline}.`
              : `Your whole headline fits in the first ${VISIBLE.headline} characters.`}
          </p>
        </figure>
        <figure className="rounded-xl border border-slate-200 p-4" data-testid="preview-about">
          <figcaption className="font-medium text-slate-500 text-xs uppercase tracking-wide">
            About, before "see more"
          </figcaption>
          <p className="mt-3 text-slate-700 text-sm leading-relaxed">
            {about.shown || <span className="text-slate-500 italic">No About section</span>}
            {about.hidden > 0 && (
              <>
                … <span className="font-semibold text-slate-600">see more</span>
              </>
            )}
          </p>
          <p className="mt-3 text-slate-600 text-xs">
            {about.hidden > 0
              ? `Only the first ${VISIBLE.about} or so characters show before "see more": make them your hook.`
              : about.shown
                ? 'Your whole About shows without "see more".'
                : 'An About section is the first thing a recruiter reads after your headline.'}
          </p>
        </figure>
      </div>
    </Card>
  );
}
