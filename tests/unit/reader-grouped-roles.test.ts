// Roles read from screenshot text: several titles under one company (LinkedIn groups a person's roles at one
// employer under the company name, each title with its dates beneath it), short uppercase company names, and l/I
// confusions inside names. The rows stand for OCR lines as the screenshot reader hands them over.
import { describe, expect, it } from 'vitest';
import { parseProfile } from '../../edge/core/profile/parse.ts';
import type { TextItem } from '../../edge/core/profile/text-item.ts';

type Row = [text: string, size: number, gapAfter?: number];

function page(rows: Row[], adjust?: (items: TextItem[]) => void) {
  let y = 40;
  const items: TextItem[] = rows.map(([text, size, gap]) => {
    const item: TextItem = {
      text,
      x: 220,
      y,
      width: text.length * size * 0.5,
      height: size * 0.7,
      fontSize: size,
      fontName: '',
      page: 1,
      column: 'main',
      confidence: 92,
    };
    y += size * (gap ?? 1.5);
    return item;
  });
  adjust?.(items);
  return parseProfile({ items, pages: [{ width: 612, height: y + 40 }], mode: 'image', columns: { boundary: null } });
}

const exportTop: Row[] = [
  ['Dana Whitfield', 26, 1.4],
  ['Platform Engineer at Orbital Freight', 12],
  ['Leeds, England, United Kingdom', 10, 2.2],
  ['Experience', 16, 1.8],
];

const roles = (p: ReturnType<typeof page>) => p.work.map((w) => [w.position, w.name]);

describe('grouped roles on a screenshot of an export', () => {
  it('reads the company header and every title with its dates beneath it', () => {
    const p = page([
      ...exportTop,
      ['Orbital Freight', 12, 1.3],
      ['7 years 10 months', 10.5, 1.3],
      ['Staff Platform Engineer', 11.5, 1.3],
      ['March 2022 - Present (2 years 9 months)', 10.5, 1.3],
      ['Leeds, England, United Kingdom', 10.5, 2],
      ['Senior Platform Engineer', 11.5, 1.3],
      ['January 2019 - March 2022 (3 years 3 months)', 10.5, 2],
      ['Platform Engineer', 11.5, 1.3],
      ['February 2017 - January 2019 (2 years)', 10.5, 2.2],
      ['Harbour Analytics', 12, 1.3],
      ['Data Engineer', 11.5, 1.3],
      ['June 2014 - February 2017 (2 years 9 months)', 10.5, 2.2],
    ]);
    expect(roles(p)).toEqual([
      ['Staff Platform Engineer', 'Orbital Freight'],
      ['Senior Platform Engineer', 'Orbital Freight'],
      ['Platform Engineer', 'Orbital Freight'],
      ['Data Engineer', 'Harbour Analytics'],
    ]);
    expect(p.work[1].startDate).toBe('2019-01');
  });

  it('reads a group whose titles carry a description between them', () => {
    const p = page([
      ...exportTop,
      ['Orbital Freight', 12, 1.3],
      ['4 years', 10.5, 1.3],
      ['Lead Engineer', 11.5, 1.3],
      ['March 2022 - Present (2 years 9 months)', 10.5, 1.5],
      ['Led the move of billing to event sourcing across three teams.', 10.5, 2],
      ['Engineer', 11.5, 1.3],
      ['January 2021 - March 2022 (1 year 3 months)', 10.5, 2.2],
    ]);
    expect(roles(p)).toEqual([
      ['Lead Engineer', 'Orbital Freight'],
      ['Engineer', 'Orbital Freight'],
    ]);
  });
});

describe('grouped roles on a screenshot of the web page', () => {
  it('reads the company, its employment type and total time, and each title with its dates', () => {
    const p = page([
      ['Dana Whitfield', 24, 1.4],
      ['Platform Engineer at Orbital Freight', 14],
      ['Leeds, England, United Kingdom · Contact info', 12, 2.2],
      ['Experience', 18, 1.8],
      ['Orbital Freight', 14, 1.3],
      ['Full-time · 7 yrs 10 mos', 12, 1.3],
      ['Staff Platform Engineer', 14, 1.3],
      ['Mar 2022 - Present · 2 yrs 9 mos', 12, 1.3],
      ['Leeds, England, United Kingdom', 12, 2],
      ['Senior Platform Engineer', 14, 1.3],
      ['Jan 2019 - Mar 2022 · 3 yrs 3 mos', 12, 2.2],
      ['Harbour Analytics', 14, 1.3],
      ['Data Engineer', 14, 1.3],
      ['Jun 2014 - Feb 2017 · 2 yrs 9 mos', 12, 2.2],
    ]);
    expect(roles(p)).toEqual([
      ['Staff Platform Engineer', 'Orbital Freight'],
      ['Senior Platform Engineer', 'Orbital Freight'],
      ['Data Engineer', 'Harbour Analytics'],
    ]);
  });
});

describe('small things that cost roles', () => {
  it('finds the company when OCR lost the dot before "Full-time"', () => {
    const p = page([
      ['Dana Whitfield', 24, 1.4],
      ['Platform Engineer at Orbital Freight', 14],
      ['Leeds, England, United Kingdom · Contact info', 12, 2.2],
      ['Experience', 18, 1.8],
      ['Staff Data Engineer', 14, 1.3],
      ['Orbital Freight · Full-time', 12, 1.3],
      ['Mar 2021 - Present · 4 yrs 5 mos', 12, 2.2],
      ['Senior Data Engineer', 14, 1.3],
      ['Baltic Logistics Full-time', 12, 1.3],
      ['Jun 2017 - Feb 2021 · 3 yrs 9 mos', 12, 2.2],
    ]);
    expect(roles(p)).toEqual([
      ['Staff Data Engineer', 'Orbital Freight'],
      ['Senior Data Engineer', 'Baltic Logistics'],
    ]);
  });

  it('keeps a short uppercase company name', () => {
    const p = page([
      ...exportTop,
      ['IBM', 12, 1.3],
      ['Software Engineer', 11.5, 1.3],
      ['June 2014 - February 2017 (2 years 9 months)', 10.5, 2.2],
      ['SAP', 12, 1.3],
      ['3 years', 10.5, 1.3],
      ['Senior Developer', 11.5, 1.3],
      ['March 2017 - May 2019 (2 years 3 months)', 10.5, 2],
      ['Developer', 11.5, 1.3],
      ['March 2017 - May 2018 (1 year 3 months)', 10.5, 2.2],
      ['AXA', 12, 1.3],
      ['Data Engineer', 11.5, 1.3],
      ['June 2019 - Present (5 years)', 10.5, 2.2],
    ]);
    expect(roles(p)).toEqual([
      ['Software Engineer', 'IBM'],
      ['Senior Developer', 'SAP'],
      ['Developer', 'SAP'],
      ['Data Engineer', 'AXA'],
    ]);
  });
});

describe('a headline that ends in a list of tools', () => {
  it('is read whole on one line', () => {
    const p = page([
      ['Dana Whitfield', 26, 1.4],
      ['Data Engineer | dbt | SQL | Airflow | GCP | Python', 12],
      ['Leeds, England, United Kingdom', 10, 2.2],
      ['Experience', 16, 1.8],
      ['Orbital Freight', 12, 1.3],
      ['Data Engineer', 11.5, 1.3],
      ['June 2019 - Present (5 years)', 10.5, 2.2],
    ]);
    expect(p.basics.label).toBe('Data Engineer | dbt | SQL | Airflow | GCP | Python');
    expect(p.basics.location?.city).toBe('Leeds');
  });

  it('is read whole when it wraps after the role', () => {
    const p = page([
      ['Dana Whitfield', 26, 1.4],
      ['Data Engineer | dbt | SQL | Airflow | GCP |', 12, 1.2],
      ['Python | Spark', 12],
      ['Leeds, England, United Kingdom', 10, 2.2],
      ['Experience', 16, 1.8],
    ]);
    expect(p.basics.label).toBe('Data Engineer | dbt | SQL | Airflow | GCP | Python | Spark');
  });
});

describe('a legacy export page', () => {
  it('keeps the headline apart from an e-mail address OCR read with a space before the @', () => {
    const p = page([
      ['Daniel Okafor', 20, 1.4],
      ['Product Manager at Litware', 13, 1.6],
      ['daniel.okafor @example.com', 13, 2.2],
      ['Experience', 16, 1.8],
      ['Product Manager at Litware', 12, 1.3],
      ['June 2019 - Present (5 years)', 12, 2.2],
    ]);
    expect(p.basics.label).toBe('Product Manager at Litware');
    expect(p.basics.email).toBe('daniel.okafor@example.com');
  });
});

describe('a logo beside a grouped employer on the web page', () => {
  it('is not read as the company, though its initials sit on the card edge', () => {
    const rows: Row[] = [
      ['Dana Whitfield', 24, 1.4],
      ['Platform Engineer at Vento Sul Energia', 14],
      ['Leeds, England, United Kingdom · Contact info', 12, 2.2],
      ['Experience', 18, 1.8],
      ['Vento Sul Energia', 14, 1.3],
      ['Full-time · 9 yrs 5 mos', 12, 1.3],
      ['Operations Manager', 14, 1.3],
      ['Aug 2019 - Present · 6 yrs', 12, 1.3],
      ['Porto Alegre, Brazil', 12, 2],
      ['Maintenance Lead', 14, 1.3],
      ['Mar 2016 - Jul 2019 · 3 yrs 5 mos', 12, 2.2],
    ];
    const p = page(rows, (items) => {
      // The logo's initials: on the headings' edge, level with the company name, which moves right of the logo.
      const company = items.find((i) => i.text === 'Vento Sul Energia')!;
      items.push({ ...company, text: 'vs', x: 220, y: company.y + 6, width: 14, confidence: 90 });
      for (const i of items) if (i.y >= company.y && i.text !== 'vs') i.x = 276;
    });
    expect(roles(p)).toEqual([
      ['Operations Manager', 'Vento Sul Energia'],
      ['Maintenance Lead', 'Vento Sul Energia'],
    ]);
  });
});
