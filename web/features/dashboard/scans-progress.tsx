import { Card, Progress } from '../../components/ui/card.tsx';
import { scansUsedFraction } from './scans.ts';

export function ScansProgress({ used, remaining }: { used: number; remaining: number }) {
  const total = used + remaining;
  const pct = Math.round(scansUsedFraction(used, remaining) * 100);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-slate-900">Scan usage</h2>
        <p className="text-slate-600 text-sm" data-testid="scans-progress-text">
          {used} of {total} {total === 1 ? 'scan' : 'scans'} used ({pct}%)
        </p>
      </div>
      <Progress value={used} max={total} label="Scans used" className="mt-4" />
    </Card>
  );
}
