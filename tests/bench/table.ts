// The table `npm run bench` prints after its JSON: one line per figure, with the goal where the issues set one.
type Results = Record<string, any>;

interface Row {
  what: string;
  figure: string;
  goal?: string;
  met?: boolean;
}

/** ", 0.61 of bare postgres.js (2,900 req/s)" where the PostgreSQL reference ran. */
function barePg(x: any): string {
  return x.ratio_to_bare_postgres === undefined
    ? ''
    : `, ${x.ratio_to_bare_postgres} of bare postgres.js (${x.bare_postgres_rps} req/s)`;
}

function pgGoal(x: any): Partial<Row> {
  return x.ratio_to_bare_postgres === undefined
    ? {}
    : { goal: '>= 0.5 of bare postgres.js', met: x.ratio_to_bare_postgres >= 0.5 };
}

function rows(r: Results): Row[] {
  const out: Row[] = [];
  if (r.loadavg) out.push({ what: 'machine load average (1 min) at start / end', figure: r.loadavg });
  const dj = r.deepJson;
  if (dj?.worstCpuMs !== undefined) {
    out.push({
      what: 'CPU per request of 64 KB deep or wide JSON (worst route)',
      figure: `${dj.worstCpuMs} ms`,
      goal: '<= 5 ms',
      met: dj.worstCpuMs <= 5,
    });
  }
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
        figure: `${g.rps} req/s, p99 ${g.p99_ms} ms, ${g.ratio_to_reference} of reference${barePg(g)}`,
        ...goal('>= 0.30', g.ratio_to_reference >= 0.3),
        ...pgGoal(g),
      });
      const one = a.get_analysis;
      if (one)
        out.push({
          what: `GET /api/analyses/:id, ${label}`,
          figure: `${one.rps} req/s, p99 ${one.p99_ms} ms, ${one.ratio_to_reference} of reference${barePg(one)}`,
          ...pgGoal(one),
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
      const m = a.many_users;
      if (m) {
        const at = m.at_half_that_rate;
        out.push({
          what: `${m.users} users, mixed load, ${label}: throughput at p99 <= 50 ms`,
          figure: `${m.rps_at_p99_50ms} req/s (steps: ${m.steps.map((x: any) => `${x.offered_rps}:${x.p99_ms}`).join(' ')})`,
          goal: 'reported',
          met: m.rps_at_p99_50ms > 0,
        });
        if (at)
          out.push({
            what: `  the mix at half that (${at.offered_rps} req/s), ${label}`,
            figure: `p99 ${at.p99_ms} ms; POST /api/analyze p99 ${at.p99_by_kind_ms.analyze} ms, list ${at.p99_by_kind_ms.list}, single ${at.p99_by_kind_ms.single}, me ${at.p99_by_kind_ms.me}`,
            goal: 'analyze p99 <= 50 ms',
            met: at.p99_by_kind_ms.analyze <= 50,
          });
      }
    }
  }
  const lh = r.lighthouse;
  if (lh?.scores) {
    const s = lh.scores;
    out.push({
      what: `Lighthouse, landing (mobile), ${lh.runs ?? 1} runs`,
      figure: `performance ${(lh.performanceEachRun ?? [s.performance]).join(', ')}; lowest accessibility ${s.accessibility}, best practices ${s['best-practices']}, SEO ${s.seo}`,
      goal: 'performance >= 98 in every run',
      met: s.performance >= 98,
    });
    out.push({
      what: 'landing JavaScript, gzip',
      figure: `${lh.landingJsKbGzip} KB`,
      goal: '<= 150 KB',
      met: lh.landingJsKbGzip <= 150,
    });
  }
  for (const [name, e] of Object.entries<any>(r.worker?.endpoints ?? {}))
    out.push({
      what: `${name}, Worker (wrangler dev, Hyperdrive local) vs node, one at a time`,
      figure: `p50 ${e.worker.p50_ms} vs ${e.node.p50_ms} ms (p99 ${e.worker.p99_ms} vs ${e.node.p99_ms} ms)`,
    });
  const m = r.match;
  if (m?.ads) {
    for (const [name, a] of Object.entries<any>(m.ads))
      out.push({
        what: `match, ad of ${name}, 10,000 / 20,000 chars (CPU)`,
        figure: `${a.half_ms} / ${a.full_ms} ms (x${a.ratio})`,
      });
    out.push({
      what: 'match, an analysis with five 20,000-char ads, first read (CPU; then cached)',
      figure: `${m.five_ads_ms} ms`,
    });
    out.push({
      what: 'match, worst 20,000-char ad (CPU)',
      figure: `${m.worst_ms} ms (${m.worst_ad})`,
      goal: '< 30 ms',
      met: m.worst_ms < 30,
    });
    out.push({
      what: 'match, 2x longer ad costs (worst ad of 1 ms+)',
      figure: `x${m.worst_ratio}`,
      goal: '<= 2.5x',
      met: m.worst_ratio <= 2.5,
    });
  }
  for (const [name, f] of Object.entries<any>(r.proAnalyze?.fixtures ?? {}))
    out.push({
      what: `POST /api/analyze, Pro, ${name} profile, one at a time (in-process, PGlite)`,
      figure: `median ${f.median_ms} ms, p90 ${f.p90_ms} ms, CPU ${f.cpu_ms_per_request} ms a request`,
    });
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
