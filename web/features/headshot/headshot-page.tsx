import { useSession } from '../../auth/auth-context.tsx';
import { SectionLink } from '../../components/site/section-link.tsx';
import { ButtonLink, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CameraIcon } from '../../components/ui/icons.tsx';
import { BlurredPhoto } from './blurred-photo.tsx';
import { HEADSHOT_PLACEHOLDER } from './headshot-scores.ts';
import { ScoreBars } from './score-bars.tsx';

/** Under the photo: what is coming, and what to do meanwhile. */
function ComingSoonNote({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="mt-6">
      <p className="font-semibold text-slate-900">Headshot analysis is on its way</p>
      <p className="mt-2 text-slate-600 text-sm leading-6">
        Meanwhile, your profile score covers your headline, About, experience, skills and education.
      </p>
      <div className="mt-5">
        {signedIn ? (
          <ButtonLink to="/analysis" search={{ upload: true }}>
            Analyze my profile
          </ButtonLink>
        ) : (
          <SectionLink section="pricing" className={buttonClass('primary', 'md')}>
            Get your profile score
          </SectionLink>
        )}
      </div>
    </div>
  );
}

/** Coming soon (product specification, section 2): a preview of the photo report under a 'Coming Soon' overlay. */
export function HeadshotContent() {
  const { session } = useSession();
  return (
    <div>
      <div className="flex items-start gap-4">
        <span className="hidden rounded-2xl bg-brand-50 p-3 text-brand-600 ring-1 ring-brand-100 sm:inline-flex">
          <CameraIcon className="size-7" />
        </span>
        <div>
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">Professional Headshot Lift</h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Feedback on the photo recruiters see first: its quality, lighting, background, expression and attire.
          </p>
        </div>
      </div>

      <section aria-labelledby="headshot-preview-title" className="mt-8">
        <h2 id="headshot-preview-title" className="sr-only">
          Preview of the photo report
        </h2>
        <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" data-testid="headshot-preview">
          <Card className="flex flex-col items-center p-8 text-center">
            <h3 className="font-semibold text-slate-900">Your current photo</h3>
            <div className="relative mt-6">
              <BlurredPhoto />
              <div className="absolute inset-0 flex items-center justify-center">
                <p
                  role="status"
                  className="rounded-full bg-white/95 px-4 py-1.5 font-semibold text-amber-800 text-sm shadow-lg ring-1 ring-amber-200"
                >
                  Coming Soon
                </p>
              </div>
            </div>
            <ComingSoonNote signedIn={Boolean(session)} />
          </Card>
          <Card className="p-6 sm:p-8">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-slate-900">Photo score breakdown</h3>
              <p className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-700 text-xs">
                Sample scores
              </p>
            </div>
            <div className="mt-6">
              <ScoreBars categories={[...HEADSHOT_PLACEHOLDER]} />
            </div>
            <p className="mt-6 border-slate-100 border-t pt-4 text-slate-600 text-sm leading-6">
              Bars turn green at 80 and above, yellow from 60, and red below that.
            </p>
          </Card>
        </div>
      </section>
    </div>
  );
}
