import { InfoIcon } from '../../components/ui/icons.tsx';

/**
 * Where the PDF comes from (product specification, section 2): LinkedIn's own export, from the profile's More (or
 * Resources) menu.
 */
export function SavePdfHint() {
  return (
    <aside
      aria-labelledby="save-pdf-title"
      className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4 text-sm"
    >
      <InfoIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <div>
        <h3 id="save-pdf-title" className="font-semibold text-slate-900">
          How to get your profile as a PDF
        </h3>
        <ol className="mt-1.5 list-decimal space-y-0.5 pl-4 text-slate-700">
          <li>Open your profile on LinkedIn (desktop site).</li>
          <li>
            Click <strong className="font-semibold">More</strong> (or{' '}
            <strong className="font-semibold">Resources</strong>) below your name.
          </li>
          <li>
            Choose <strong className="font-semibold">Save to PDF</strong> and drop the downloaded file here.
          </li>
        </ol>
        <p className="mt-2 text-slate-600">
          The file is read on your device; only the text we find is sent for scoring.
        </p>
      </div>
    </aside>
  );
}
