import { Link } from '@tanstack/react-router';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { AlertIcon, ArrowRightIcon, CameraIcon } from '../../components/ui/icons.tsx';
import type { AppUser } from '../../queries/user.ts';
import { Dropzone } from './dropzone.tsx';
import { ModeToggle } from './mode-toggle.tsx';
import { NoScansMessage } from './no-scans.tsx';
import { OcrLanguagePicker } from './ocr-language.tsx';
import { stageProgress } from './progress.ts';
import { ProgressPanel } from './progress-panel.tsx';
import { SavePdfHint } from './save-pdf-hint.tsx';
import type { AnalysisFlow } from './use-analysis-flow.ts';

interface Props {
  flow: AnalysisFlow;
  user: AppUser;
  /** With past analyses this is the 'Start New Analysis' view, with a way back to them. */
  hasPast: boolean;
}

export function UploadView({ flow, user, hasPast }: Props) {
  const busy = flow.stage === 'reading';
  const noScans = user.scans_remaining <= 0;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
            {hasPast ? 'Start New Analysis' : 'Upload Your LinkedIn Profile'}
          </h1>
          <p className="mt-2 max-w-xl text-slate-600">
            Get a 0-100 score for your headline, About, experience, skills and education, with the evidence behind every
            point.
          </p>
        </div>
        {hasPast && (
          <ButtonLink to="/analysis" variant="secondary" disabled={busy}>
            Back to Results
          </ButtonLink>
        )}
      </header>

      <Card className="space-y-6 p-5 sm:p-8">
        {noScans ? (
          <NoScansMessage tier={user.subscription_tier} />
        ) : (
          <>
            <ModeToggle mode={flow.mode} disabled={busy} onChange={flow.setMode} />
            {flow.mode === 'image' && (
              <OcrLanguagePicker value={flow.language} disabled={busy} onChange={flow.setLanguage} />
            )}
            <Dropzone
              mode={flow.mode}
              files={flow.files}
              disabled={busy}
              invalid={Boolean(flow.problem)}
              onFiles={flow.choose}
              onRemove={flow.remove}
            />
            {flow.problem && !busy && (
              <div
                role="alert"
                className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm"
                data-testid="upload-problem"
              >
                <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-600" />
                <div className="flex-1">
                  <p className="font-semibold text-red-900">{flow.problem.title}</p>
                  <p className="mt-0.5 text-red-800">{flow.problem.description}</p>
                  {flow.problem.tryImage && (
                    <Button variant="secondary" size="sm" className="mt-3" onClick={() => flow.setMode('image')}>
                      <CameraIcon className="size-4" />
                      Use a screenshot instead
                    </Button>
                  )}
                </div>
              </div>
            )}
            {busy && <ProgressPanel view={stageProgress('reading', flow.reading)} busy />}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
              <Link
                to="/dashboard"
                className="text-center font-semibold text-brand-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
              >
                Back to Dashboard
              </Link>
              <div className="flex flex-col-reverse gap-3 sm:flex-row">
                {busy && (
                  <Button variant="ghost" onClick={flow.cancel}>
                    Cancel
                  </Button>
                )}
                <Button size="lg" onClick={() => void flow.start()} disabled={busy} aria-busy={busy}>
                  {busy ? 'Analyzing...' : 'Get your score'}
                  {!busy && <ArrowRightIcon className="size-5" />}
                </Button>
              </div>
            </div>
          </>
        )}
      </Card>

      {flow.mode === 'pdf' ? <SavePdfHint /> : <ScreenshotHint />}
      <p className="text-center text-slate-600 text-sm" data-testid="upload-scans">
        {user.scans_remaining} {user.scans_remaining === 1 ? 'scan' : 'scans'} remaining ·{' '}
        {user.subscription_tier === 'pro' ? 'Pro plan' : 'Free plan'}
      </p>
    </div>
  );
}

function ScreenshotHint() {
  return (
    <aside className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700 text-sm">
      <h3 className="font-semibold text-slate-900">Tips for screenshots</h3>
      <p className="mt-1">
        Open your profile at full width and 100% zoom. Take one screenshot from the top (name and headline), then scroll
        and take more until Experience and Education are in, letting each one overlap the last a little: we join them
        and drop what repeats. A PDF export is still the most accurate.
      </p>
    </aside>
  );
}
