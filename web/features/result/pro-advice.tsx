import type { SectionDto, StoredPro } from '../../../edge/core/analysis/dto.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { adviceItems } from './advice-items.ts';
import type { SectionId } from './sections.ts';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: 'Paste it into your LinkedIn profile.', variant: 'success' });
  } catch {
    toast({ title: 'Copy failed', description: 'Select the text and copy it by hand.', variant: 'error' });
  }
}

function Rewrite({ label, text, n }: { label?: string; text: string; n?: number }) {
  const title = label ?? (n ? `Option ${n}` : 'Suggested version');
  return (
    <li className="rounded-lg border border-brand-100 bg-white p-3.5 shadow-sm shadow-slate-900/5">
      <div className="flex items-start justify-between gap-3">
        <p
          className={
            label
              ? 'font-semibold text-slate-900 text-sm'
              : 'font-semibold text-slate-600 text-xs uppercase tracking-wide'
          }
        >
          {title}
        </p>
        <button
          type="button"
          aria-label={`Copy ${title}`}
          onClick={() => void copy(text)}
          className="-mt-0.5 shrink-0 rounded-md border border-slate-300 bg-white px-2.5 py-1 font-semibold text-slate-700 text-xs shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
        >
          Copy
        </button>
      </div>
      <p className="mt-1.5 whitespace-pre-line text-slate-800 text-sm leading-relaxed">{text}</p>
    </li>
  );
}

function rewritesFor(id: SectionId, pro: StoredPro): { label?: string; text: string }[] {
  const c = pro.content;
  if (id === 'headline') return c.headline_variants.map((text) => ({ text }));
  if (id === 'about') return c.about_rewrite ? [{ text: c.about_rewrite }] : [];
  if (id === 'experience')
    return c.improved_descriptions.map((d) => ({
      label: [d.title, d.company].filter(Boolean).join(' · '),
      text: d.description,
    }));
  return [];
}

const REWRITE_TITLE: Partial<Record<SectionId, string>> = {
  headline: 'Rewritten examples',
  about: 'Rewritten example',
  experience: 'Improved job descriptions',
};

export function ProAdvice({ id, section, pro }: { id: SectionId; section: SectionDto; pro: StoredPro | null }) {
  const items = adviceItems(pro?.content.recommendations[id] ?? [], section.suggestions);
  const rewrites = pro ? rewritesFor(id, pro) : [];
  return (
    <div className="space-y-5" data-testid={`pro-${id}`}>
      <div>
        <h4 className="font-semibold text-slate-900 text-sm">Recommendations</h4>
        <ol className="mt-2 space-y-2">
          {items.map((item) => (
            <li key={item.text} className="flex gap-3 text-slate-700 text-sm">
              <span
                className={
                  item.gain > 0
                    ? 'mt-px h-fit w-16 shrink-0 whitespace-nowrap rounded-md bg-brand-50 py-0.5 text-center font-semibold text-brand-800 text-xs tabular-nums ring-1 ring-brand-100 ring-inset'
                    : 'mt-px h-fit w-16 shrink-0 whitespace-nowrap rounded-md bg-slate-100 py-0.5 text-center font-semibold text-slate-700 text-xs'
                }
              >
                {item.gain > 0 ? `+${item.gain} pts` : 'Tip'}
              </span>
              <span>{item.text}</span>
            </li>
          ))}
        </ol>
      </div>
      {REWRITE_TITLE[id] && (
        <div>
          <h4 className="font-semibold text-slate-900 text-sm">{REWRITE_TITLE[id]}</h4>
          {rewrites.length > 0 ? (
            <ul className="mt-2 space-y-2">
              {rewrites.map((r, i) => (
                <Rewrite key={r.text} label={r.label} text={r.text} n={rewrites.length > 1 ? i + 1 : undefined} />
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-600 text-sm">
              {pro
                ? 'Nothing to rewrite here: add content to this section first.'
                : 'Rewrites are not available for this analysis. Re-scan to create them.'}
            </p>
          )}
          {rewrites.length > 0 && (
            <p className="mt-2 text-slate-500 text-xs">
              Rewrites only use facts from your profile. Fill in anything in [brackets] before you paste.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
