import { reportMarkdown } from '../../../edge/core/analysis/report-markdown.ts';
import { toJsonResume } from '../../../edge/core/profile/json-resume.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import type { AnalysisDto } from '../../queries/analyses.ts';

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'profile';

/** Keep the result: a printable report, the same as Markdown, and the parsed profile as JSON Resume. */
export function ReportActions({ analysis }: { analysis: AnalysisDto }) {
  const base = `${slug(analysis.profile.basics.name)}-${analysis.created_at.slice(0, 10)}`;
  return (
    <div className="flex flex-wrap gap-3 print:hidden" data-testid="report-actions">
      <ButtonLink to="/analysis/$id/report" params={{ id: analysis.id }} variant="secondary" size="sm">
        Printable report
      </ButtonLink>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => download(`${base}-report.md`, 'text/markdown', reportMarkdown(analysis))}
      >
        Download Markdown
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          download(
            `${base}-resume.json`,
            'application/json',
            `${JSON.stringify(toJsonResume(analysis.profile), null, 2)}\n`,
          )
        }
      >
        Download JSON Resume
      </Button>
    </div>
  );
}
