import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import type { Profile } from '../../../edge/core/profile/schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { AlertIcon, ArrowRightIcon } from '../../components/ui/icons.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { useOnline } from '../../lib/online.ts';
import { stageProgress } from './progress.ts';
import { ProgressPanel } from './progress-panel.tsx';
import { ReadGaps } from './read-gaps.tsx';
import { EducationEditor, RolesEditor } from './review-lists.tsx';
import {
  type DraftErrors,
  LIMITS,
  LINKEDIN_LIMITS,
  type ReviewDraft,
  readGaps,
  readWarning,
  toDraft,
  UNSURE_HINT,
  unsureFields,
  validateDraft,
} from './review-model.ts';
import { SkillsEditor } from './skills-editor.tsx';
import { SCORE_OFFLINE_LABEL } from './use-analysis-flow.ts';

interface Props {
  profile: Profile;
  fileName: string;
  scoring: boolean;
  onScore: (draft: ReviewDraft) => void;
  onStartOver: () => void;
}

/** "Here is what we read": every field the score depends on, editable before anything is sent. */
export function ReviewView({ profile, fileName, scoring, onScore, onStartOver }: Props) {
  const [draft, setDraft] = useState<ReviewDraft>(() => toDraft(profile));
  const [errors, setErrors] = useState<DraftErrors>({});
  const warning = useMemo(() => readWarning(profile), [profile]);
  const gaps = useMemo(() => readGaps(profile), [profile]);
  const unsure = useMemo(() => unsureFields(profile), [profile]);
  const online = useOnline();
  const set = (patch: Partial<ReviewDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`review-${first}`)?.focus();
      return;
    }
    onScore(draft);
  };

  return (
    <form className="mx-auto max-w-3xl space-y-6" onSubmit={submit} noValidate aria-busy={scoring}>
      <header>
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">Here is what we read</h1>
        <p className="mt-2 text-slate-600">
          From <span className="font-medium text-slate-800">{fileName}</span>. Fix anything we got wrong, then score it.
          Nothing has been sent yet.
        </p>
      </header>
      <Card className="p-5 sm:p-6">
        <ProgressPanel view={stageProgress(scoring ? 'scoring' : 'review')} busy={scoring} />
      </Card>

      {!online && (
        <p role="note" className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700 text-sm">
          You're offline. Scoring needs our server, so "{SCORE_OFFLINE_LABEL}" keeps this on your device and scores it
          as soon as the connection is back.
        </p>
      )}

      {gaps.length > 0 && <ReadGaps missing={gaps} fromImage={profile.meta.layout === 'image'} />}

      {warning && (
        <div
          role="note"
          data-testid="review-warning"
          className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm"
        >
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <div>
            <p className="font-semibold text-amber-900">Please check these fields closely</p>
            {warning.lowCoverage && (
              <p className="mt-0.5 text-amber-900">
                We could place only {warning.coveragePercent}% of the text in your file into profile sections, so
                something may be missing or in the wrong place.
              </p>
            )}
            {warning.messages.length > 0 && (
              <ul className="mt-1 list-disc pl-4 text-amber-900">
                {warning.messages.slice(0, 5).map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}

      <Section title="Basics" note="What people see first, in search and at the top of your profile.">
        <Field
          id="review-name"
          label="Name"
          value={draft.name}
          hint={unsure.has('basics.name') ? UNSURE_HINT : undefined}
          className={unsure.has('basics.name') ? '[&_input]:border-amber-400 [&_input]:bg-amber-50/40' : undefined}
          maxLength={LIMITS.name}
          error={errors.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <TextArea
          id="review-headline"
          label="Headline"
          rows={2}
          value={draft.headline}
          hint={unsure.has('basics.label') ? UNSURE_HINT : undefined}
          maxLength={LIMITS.headline}
          softLimit={LINKEDIN_LIMITS.headline}
          error={errors.headline}
          onChange={(e) => set({ headline: e.target.value })}
        />
        <TextArea
          id="review-about"
          label="About"
          rows={6}
          value={draft.about}
          maxLength={LIMITS.about}
          softLimit={LINKEDIN_LIMITS.about}
          error={errors.about}
          onChange={(e) => set({ about: e.target.value })}
        />
      </Section>
      <Section
        title={`Experience (${draft.roles.length})`}
        note="Open a role to fix its title, company or description."
      >
        <RolesEditor roles={draft.roles} unsure={unsure} onChange={(roles) => set({ roles })} />
      </Section>
      <Section title={`Education (${draft.education.length})`}>
        <EducationEditor items={draft.education} unsure={unsure} onChange={(education) => set({ education })} />
      </Section>
      <Section title={`Skills (${draft.skills.length})`}>
        <SkillsEditor skills={draft.skills} onChange={(skills) => set({ skills })} />
      </Section>
      <Section
        title="Target role or job ad (optional)"
        note="Paste a job ad or type a target role: your result shows how your profile matches it (more ads can be added there). It never changes your score."
      >
        <TextArea
          id="review-targetRole"
          label="Job ad or target role"
          rows={4}
          value={draft.targetRole}
          maxLength={LIMITS.targetRole}
          error={errors.targetRole}
          placeholder="e.g. Senior Product Manager"
          onChange={(e) => set({ targetRole: e.target.value })}
        />
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col-reverse gap-3 border-slate-200 border-t bg-white/95 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:flex-row sm:justify-between sm:border-0 sm:bg-transparent sm:p-0">
        <Button variant="ghost" onClick={onStartOver} disabled={scoring}>
          Start over with another file
        </Button>
        <Button type="submit" size="lg" disabled={scoring}>
          {scoring ? 'Scoring...' : online ? 'Score my profile' : SCORE_OFFLINE_LABEL}
          {!scoring && <ArrowRightIcon className="size-5" />}
        </Button>
      </div>
    </form>
  );
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-semibold text-lg text-slate-900">{title}</h2>
      {note && <p className="mt-0.5 text-slate-600 text-sm">{note}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </Card>
  );
}
