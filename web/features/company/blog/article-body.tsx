import type { Block } from './types.ts';

function BlockView({ block }: { block: Block }) {
  if ('h' in block) return <h2>{block.h}</h2>;
  if ('p' in block) return <p>{block.p}</p>;
  if ('ul' in block) {
    return (
      <ul>
        {block.ul.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  if ('ol' in block) {
    return (
      <ol>
        {block.ol.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    );
  }
  if ('example' in block) {
    const { label, before, after } = block.example;
    return (
      <figure className="mt-6 overflow-hidden rounded-2xl border border-slate-200">
        <figcaption className="border-slate-200 border-b bg-slate-50 px-5 py-3 font-semibold text-slate-900 text-sm">
          {label}
        </figcaption>
        <div className="grid sm:grid-cols-2">
          <div className="p-5">
            <p className="!mt-0 font-semibold text-red-700 text-xs uppercase tracking-wider">Before</p>
            <p className="!mt-2 text-slate-700">{before}</p>
          </div>
          <div className="border-slate-200 border-t bg-emerald-50/50 p-5 sm:border-t-0 sm:border-l">
            <p className="!mt-0 font-semibold text-emerald-800 text-xs uppercase tracking-wider">After</p>
            <p className="!mt-2 text-slate-900">{after}</p>
          </div>
        </div>
      </figure>
    );
  }
  return <p className="rounded-xl bg-brand-50 p-4 text-brand-900 ring-1 ring-brand-100">{block.tip}</p>;
}

export function ArticleBody({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((b, i) => (
        // Blocks are static and never reorder: the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content
        <BlockView key={i} block={b} />
      ))}
    </>
  );
}
