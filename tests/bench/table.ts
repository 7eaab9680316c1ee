// The table `npm run bench` prints after its JSON: one line per figure, with the goal where the issues set one.
type Results = Record<string, any>;

interface Row {
  what: string;
  figure: string;
  goal?: string;
  met?: boolean;
}

function rows(r: Results): Row[] {
  const out: Row[] = [];
  const p = r.parse?.summary;
  if (p) {
    out.push({
      what: 'parse, 2-3 page export (median of files; their p95)',
      figure: `${p.twoToThreePageMedianMs} ms; p95 ${p.twoToThreePageP95Ms} ms (raw pdf.js ${p.twoToThreePageRawPdfjsMedianMs} ms)`,
      goal: '<= 60 ms',
      met: p.twoToThreePageMedianMs <= 60,
    });
    out.push({
      what: 'parser overhead over raw pdf.js (median file)',
      figure: `${p.medianOverheadPct} %`,
      goal: '<= 15 %',
      met: p.medianOverheadPct <= 15,
    });
  }
  if (r.ocr?.median_ms) {
    out.push({
      what: 'OCR in Chromium, 1280x2000 screenshot (median, warm)',
      figure: `${r.ocr.median_ms} ms (cold ${r.ocr.cold_ms} ms; ${r.ocr.titles_found} titles)`,
      goal: '<= 3000 ms',
      met: r.ocr.median_ms <= 3000,
    });
    out.push({
      what: 'OCR in Chromium, profile of 3 screenshots',
      figure: `${r.ocr.three_screens_ms} ms (${r.ocr.three_screens_per_image_ms} ms per image)`,
    });
  }
  if (r.dropToResult?.medianMs)
    out.push({
      what: 'drop-to-result in Chromium (median, warm)',
      figure: `${r.dropToResult.medianMs} ms`,
      goal: '<= 1000 ms',
      met: r.dropToResult.medianMs <= 1000,
    });
  const api = r.api;
  if (api?.get_analyses) {
    const ref = api.reference_bare_hono;
    out.push({ what: 'bare Hono JSON route (reference)', figure: `${ref.rps} req/s, p99 ${ref.p99_ms} ms` });
    // The goals are for what `npm start` runs (PGlite); the PostgreSQL rows are there to compare.
    for (const [label, a] of [
      ['PGlite (npm start)', api],
      ['PostgreSQL', api.postgres],
    ] as const) {
      if (!a?.get_analyses) continue;
      const goal = (text: string, met: boolean) => (a === api ? { goal: text, met } : {});
      const g = a.get_analyses;
      const w = a.post_analyze;
      const h = a.post_analyze_at_half_rate;
      out.push({
        what: `GET /api/analyses, ${label}`,
        figure: `${g.rps} req/s, p99 ${g.p99_ms} ms, ${g.ratio_to_reference} of reference`,
        ...goal('>= 0.30', g.ratio_to_reference >= 0.3),
      });
      out.push({
        what: `POST /api/analyze, ${label}, 32 connections`,
        figure: `${w.rps} req/s, p50 ${w.p50_ms} ms, p99 ${w.p99_ms} ms`,
        ...goal('p99 <= 50 ms', w.p99_ms <= 50),
      });
      if (h)
        out.push({
          what: `POST /api/analyze, ${label}, paced at ${h.offered_rps} req/s`,
          figure: `p50 ${h.p50_ms} ms, p99 ${h.p99_ms} ms`,
        });
      out.push({
        what: `server peak RSS under that load, ${label}`,
        figure: `${a.server_peak_rss_mb} MB (lifetime high-water ${a.server_lifetime_hwm_mb} MB)`,
        ...goal('<= 300 MB', a.server_peak_rss_mb <= 300),
      });
    }
  }
  const lh = r.lighthouse;
  if (lh?.scores) {
    const s = lh.scores;
    out.push({
      what: 'Lighthouse, landing (mobile)',
      figure: `performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s['best-practices']}, SEO ${s.seo}`,
      goal: 'performance >= 98',
      met: s.performance >= 98,
    });
    out.push({
      what: 'landing JavaScript, gzip',
      figure: `${lh.landingJsKbGzip} KB`,
      goal: '<= 150 KB',
      met: lh.landingJsKbGzip <= 150,
    });
  }
  const pr = r.passwordReset;
  if (pr?.known)
    out.push({
      what: 'reset request, known vs unknown address (medians)',
      figure: `${pr.known.medianMs} vs ${pr.unknown.medianMs} ms`,
    });
  for (const [name, v] of Object.entries(r))
    if (v?.error) out.push({ what: name, figure: `failed: ${String(v.error).split('\n')[0]}` });
  return out;
}

export function table(results: Results): string {
  const lines = rows(results).map((x) => [x.what, x.figure, x.goal ? `${x.goal} ${x.met ? 'met' : 'MISSED'}` : '']);
  const widths = [0, 1, 2].map((i) => Math.max(...lines.map((l) => l[i].length), 4));
  const fmt = (l: string[]) => `| ${l.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [fmt(['what', 'figure', 'goal']), fmt(widths.map((w) => '-'.repeat(w))), ...lines.map(fmt)].join('\n');
}
