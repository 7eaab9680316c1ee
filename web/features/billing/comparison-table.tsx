import { PLANS } from '../../../edge/core/plans.ts';
import { CheckIcon, MinusIcon } from '../../components/site/marketing-icons.tsx';
import { cn } from '../../lib/cn.ts';
import { comparisonRows, PLAN_ORDER } from './plan-rows.ts';

/** Feature comparison of the three plans (product specification, section 2, Pricing), every cell from plans.ts. */
export function ComparisonTable() {
  const rows = comparisonRows();
  return (
    <section aria-labelledby="compare-title" className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="compare-title" className="text-center font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
        Compare plans
      </h2>
      {/* relative: the sr-only labels (absolutely positioned) must scroll with the table, not widen the page. */}
      <div className="relative mt-8 overflow-x-auto rounded-2xl ring-1 ring-slate-200">
        <table
          className="w-full min-w-[36rem] border-collapse bg-white text-left text-sm"
          data-testid="comparison-table"
        >
          <caption className="sr-only">Features included in each plan</caption>
          <thead>
            <tr className="border-slate-200 border-b bg-slate-50">
              <th scope="col" className="px-4 py-3 font-semibold text-slate-700">
                Feature
              </th>
              {PLAN_ORDER.map((id) => (
                <th
                  key={id}
                  scope="col"
                  className={cn(
                    'px-4 py-3 text-center font-semibold',
                    id === 'pro' ? 'text-brand-700' : 'text-slate-900',
                  )}
                >
                  {PLANS[id].name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-slate-100 border-b last:border-0">
                <th scope="row" className="px-4 py-3 font-medium text-slate-700">
                  {row.label}
                </th>
                {PLAN_ORDER.map((id) => {
                  const cell = row.cells[id];
                  return (
                    <td key={id} className="px-4 py-3 text-center text-slate-700" data-plan={id}>
                      {typeof cell === 'string' ? (
                        cell
                      ) : cell ? (
                        <>
                          <CheckIcon className="mx-auto size-5 text-emerald-600" />
                          <span className="sr-only">Included</span>
                        </>
                      ) : (
                        <>
                          <MinusIcon className="mx-auto size-5 text-slate-400" />
                          <span className="sr-only">Not included</span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
