import { Card, Progress } from '../../components/ui/card.tsx';
import { scansLine } from './scans.ts';

export function ScansProgress({ tier, used, remaining }: { tier: string; used: number; remaining: number }) {
  const line = scansLine(tier, used, remaining);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-slate-900">Scan usage</h2>
        <p className="text-slate-600 text-sm" data-testid="scans-progress-text">
          {line.text}
        </p>
      </div>
      <Progress value={line.used} max={line.total} label="Scans used" className="mt-4" />
    </Card>
  );
}
