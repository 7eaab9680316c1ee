import type { ReactNode } from 'react';
import { Field } from '../../components/ui/field.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import type { EducationDraft, RoleDraft } from './review-model.ts';
import { LIMITS, UNSURE_HINT } from './review-model.ts';

/** One collapsible entry: the summary line says what we read, the body lets the user fix it or drop it. */
function Entry({
  title,
  subtitle,
  unsure,
  onRemove,
  removeLabel,
  children,
}: {
  title: string;
  subtitle: string;
  unsure?: boolean;
  onRemove: () => void;
  removeLabel: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white">
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
          <span className="min-w-0 flex-1">
            <span className="line-clamp-2 font-medium text-slate-900 sm:line-clamp-1">{title || 'Untitled'}</span>
            {unsure && (
              <span className="mt-0.5 inline-block rounded bg-amber-100 px-1.5 font-semibold text-amber-900 text-xs">
                Check: hard to read
              </span>
            )}
            <span className="block truncate text-slate-600 text-sm">{subtitle}</span>
          </span>
          <span className="shrink-0 font-semibold text-brand-700 text-sm group-open:hidden">Edit</span>
          <span className="hidden shrink-0 font-semibold text-slate-600 text-sm group-open:inline">Close</span>
        </summary>
        <div className="space-y-4 border-slate-100 border-t px-4 py-4">
          {children}
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex items-center gap-1.5 rounded-md font-semibold text-red-700 text-sm hover:text-red-800 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
          >
            <CloseIcon className="size-4" />
            {removeLabel}
          </button>
        </div>
      </details>
    </li>
  );
}

const unsureClass = 'rounded-lg [&_input]:border-amber-400 [&_input]:bg-amber-50/40';

export function RolesEditor({
  roles,
  unsure = new Set(),
  onChange,
}: {
  roles: RoleDraft[];
  unsure?: Set<string>;
  onChange: (roles: RoleDraft[]) => void;
}) {
  if (roles.length === 0) return <Empty>No roles found. Your experience section will score low without them.</Empty>;
  const set = (i: number, patch: Partial<RoleDraft>) =>
    onChange(roles.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <ul className="space-y-2">
      {roles.map((r, i) => {
        const title = unsure.has(`work.${r.source}.position`);
        const company = unsure.has(`work.${r.source}.name`);
        return (
          <Entry
            key={r.source}
            title={[r.title, r.company].filter(Boolean).join(' · ')}
            subtitle={r.dates || 'No dates found'}
            unsure={title || company}
            onRemove={() => onChange(roles.filter((_, j) => j !== i))}
            removeLabel="Remove this role"
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                id={`role-${r.source}-title`}
                label="Title"
                value={r.title}
                className={title ? unsureClass : undefined}
                hint={title ? UNSURE_HINT : undefined}
                maxLength={300}
                onChange={(e) => set(i, { title: e.target.value })}
              />
              <Field
                id={`role-${r.source}-company`}
                label="Company"
                value={r.company}
                className={company ? unsureClass : undefined}
                hint={company ? UNSURE_HINT : undefined}
                maxLength={300}
                onChange={(e) => set(i, { company: e.target.value })}
              />
            </div>
            <TextArea
              id={`role-${r.source}-description`}
              label="Description"
              rows={4}
              value={r.description}
              maxLength={LIMITS.description}
              softLimit={2000}
              onChange={(e) => set(i, { description: e.target.value })}
            />
          </Entry>
        );
      })}
    </ul>
  );
}

export function EducationEditor({
  items,
  unsure = new Set(),
  onChange,
}: {
  items: EducationDraft[];
  unsure?: Set<string>;
  onChange: (items: EducationDraft[]) => void;
}) {
  if (items.length === 0) return <Empty>No education found.</Empty>;
  const set = (i: number, patch: Partial<EducationDraft>) =>
    onChange(items.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  return (
    <ul className="space-y-2">
      {items.map((e, i) => (
        <Entry
          key={e.source}
          title={e.school}
          subtitle={[e.degree, e.dates].filter(Boolean).join(' · ') || 'No degree or dates found'}
          unsure={unsure.has(`education.${e.source}.institution`)}
          onRemove={() => onChange(items.filter((_, j) => j !== i))}
          removeLabel="Remove this entry"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={`edu-${e.source}-school`}
              label="School"
              value={e.school}
              className={unsure.has(`education.${e.source}.institution`) ? unsureClass : undefined}
              hint={unsure.has(`education.${e.source}.institution`) ? UNSURE_HINT : undefined}
              maxLength={300}
              onChange={(ev) => set(i, { school: ev.target.value })}
            />
            <Field
              id={`edu-${e.source}-degree`}
              label="Degree and field"
              value={e.degree}
              maxLength={300}
              onChange={(ev) => set(i, { degree: ev.target.value })}
            />
          </div>
        </Entry>
      ))}
    </ul>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-slate-300 border-dashed px-4 py-3 text-slate-600 text-sm">{children}</p>
  );
}
