import { useState } from 'react';
import type { AnalysisDto } from '../../../edge/core/analysis/dto.ts';
import { MAX_TARGET_CHARS } from '../../../edge/core/api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TextArea } from '../analysis/text-area.tsx';
import { MatchDetails } from '../match/match-view.tsx';
import { useLiveMatch } from '../match/use-live-match.ts';
import { useSaveTarget } from './use-save-target.ts';

/** Paste a job ad (or type a role): the match updates as you type, and saving it spends no scan. */
export function MatchCard({ analysis, userId }: { analysis: AnalysisDto; userId: string }) {
  const saved = analysis.target?.text ?? '';
  const [text, setText] = useState(saved);
  const save = useSaveTarget(userId, analysis.id);
  const live = useLiveMatch(analysis.profile, text, analysis.locked);
  // The server's answer for what is saved; the browser's own for what is being typed (same code, same result).
  const match = text === saved && analysis.match ? analysis.match : live;
  const tooLong = text.length > MAX_TARGET_CHARS;
  return (
    <Card role="region" aria-labelledby="match-title" className="p-5 sm:p-6" data-testid="match-card">
      <h2 id="match-title" className="font-semibold text-slate-900">
        Match with a job ad
      </h2>
      <p className="mt-0.5 text-slate-600 text-sm">
        Paste a job ad or type a target role: see which of its keywords your profile has, and where to add the rest.
      </p>
      <TextArea
        id="match-ad"
        label="Job ad or target role"
        className="mt-4"
        rows={5}
        value={text}
        placeholder="e.g. Senior Product Manager, or the whole job ad"
        error={tooLong ? `Paste at most ${MAX_TARGET_CHARS.toLocaleString('en-US')} characters of the ad` : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button size="sm" disabled={text === saved || tooLong || save.isPending} onClick={() => save.mutate(text)}>
          {save.isPending ? 'Saving...' : saved && !text.trim() ? 'Remove the job ad' : 'Save the job ad'}
        </Button>
        <span className="text-slate-500 text-xs">Saving or changing it never uses a scan.</span>
      </div>
      {match && (
        <div className="mt-5">
          <MatchDetails match={match} />
        </div>
      )}
    </Card>
  );
}
