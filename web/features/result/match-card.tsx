import { useState } from 'react';
import type { AnalysisDto } from '../../../edge/core/analysis/dto.ts';
import { MAX_TARGET_CHARS } from '../../../edge/core/api.ts';
import { MAX_ADS } from '../../../edge/core/match/formula.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { MatchDetails } from '../match/match-view.tsx';
import { SeveralDetails } from '../match/several-view.tsx';
import { useSaveTarget } from './use-save-target.ts';

const savedAds = (a: AnalysisDto) => (a.target ? [a.target.text, ...(a.target.more ?? [])] : ['']);
const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Paste a job ad (or type a role), or up to five ads: the server matches them when they are saved, which spends
 *  no scan, and answers with what this user's plan shows. */
export function MatchCard({ analysis, userId }: { analysis: AnalysisDto; userId: string }) {
  const saved = savedAds(analysis);
  const [ads, setAds] = useState<string[]>(saved);
  const save = useSaveTarget(userId, analysis.id);
  const filled = ads.filter((a) => a.trim());
  const changed = !same(
    filled,
    saved.filter((a) => a.trim()),
  );
  const tooLong = ads.some((a) => a.length > MAX_TARGET_CHARS);
  const set = (i: number, text: string) => setAds((all) => all.map((a, j) => (j === i ? text : a)));
  const several = filled.length > 1 || ads.length > 1;
  return (
    <Card role="region" aria-labelledby="match-title" className="p-5 sm:p-6" data-testid="match-card">
      <h2 id="match-title" className="font-semibold text-slate-900">
        Match with job ads
      </h2>
      <p className="mt-0.5 text-slate-600 text-sm">
        Paste a job ad or type a target role, or paste up to {MAX_ADS} ads: see each one's match rate, the terms they
        ask for again and again, and where to add them.
      </p>
      <div className="mt-4 space-y-3">
        {ads.map((text, i) => (
          // The boxes keep their order; the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: boxes are only added at the end or removed by position
          <div key={i}>
            <TextArea
              id={`match-ad-${i + 1}`}
              label={i === 0 && !several ? 'Job ad or target role' : `Job ad ${i + 1}`}
              rows={several ? 4 : 5}
              value={text}
              placeholder={i === 0 ? 'e.g. Senior Product Manager, or the whole job ad' : 'Paste another job ad'}
              error={
                text.length > MAX_TARGET_CHARS
                  ? `Paste at most ${MAX_TARGET_CHARS.toLocaleString('en-US')} characters of the ad`
                  : undefined
              }
              onChange={(e) => set(i, e.target.value)}
            />
            {ads.length > 1 && (
              <Button
                variant="ghost"
                size="sm"
                className="mt-1"
                onClick={() => setAds((all) => all.filter((_, j) => j !== i))}
              >
                Remove ad {i + 1}
              </Button>
            )}
          </div>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button size="sm" disabled={!changed || tooLong || save.isPending} onClick={() => save.mutate(filled)}>
          {save.isPending
            ? 'Saving...'
            : saved[0] && !filled.length
              ? 'Remove the job ad'
              : several
                ? 'Save the job ads'
                : 'Save the job ad'}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={ads.length >= MAX_ADS}
          onClick={() => setAds((all) => [...all, ''])}
        >
          Add another ad
        </Button>
        <span className="text-slate-500 text-xs">
          {changed && filled.length ? 'Save to match what you pasted.' : 'Saving or changing ads never uses a scan.'}
        </span>
      </div>
      {analysis.several ? (
        <div className="mt-5">
          <SeveralDetails several={analysis.several} />
        </div>
      ) : (
        analysis.match && (
          <div className="mt-5">
            <MatchDetails match={analysis.match} />
          </div>
        )
      )}
    </Card>
  );
}
