import { describe, expect, it } from 'vitest';
import { isDuration, parseDatePart, parseDateRange } from '../../edge/core/profile/dates.ts';

describe('dates in every export language', () => {
  it.each([
    ['January 2020', '2020-01'],
    ['janvier 2021', '2021-01'],
    ['Januar 2021', '2021-01'],
    ['März 2019', '2019-03'],
    ['fevereiro de 2019', '2019-02'],
    ['enero de 2020', '2020-01'],
    ['ianuarie 2021', '2021-01'],
    ['июля 2022', '2022-07'],
    ['декабря 2021', '2021-12'],
    ['października 2018', '2018-10'],
    ['září 2017', '2017-09'],
    ['Şubat 2016', '2016-02'],
    ['augustus 2015', '2015-08'],
    ['maj 2014', '2014-05'],
    ['luglio 2013', '2013-07'],
    ['2017 年 5 月', '2017-05'],
    ['2017年12月', '2017-12'],
    ['2017 5 月', '2017-05'],
    ['2017년 5월', '2017-05'],
    ['2014', '2014'],
    ['05/2020', '2020-05'],
  ])('%s -> %s', (text, iso) => {
    expect(parseDatePart(text)).toBe(iso);
  });

  it('rejects words that are not months and impossible years', () => {
    expect(parseDatePart('Spring 2020')).toBeUndefined();
    expect(parseDatePart('Team 42')).toBeUndefined();
    expect(parseDatePart('January 1492')).toBeUndefined();
    // Without 年 the month is taken only when 月 marks it.
    expect(parseDatePart('2017 5')).toBeUndefined();
    expect(parseDatePart('2017 13 月')).toBeUndefined();
  });

  it('reads ranges, "Present" in several languages and the duration', () => {
    expect(parseDateRange('January 2020 - Present (5 years 6 months)')).toEqual({
      startDate: '2020-01',
      present: true,
      duration: '5 years 6 months',
    });
    expect(parseDateRange('мая 2021 - июля 2022 (1 год 3 месяца)')).toMatchObject({
      startDate: '2021-05',
      endDate: '2022-07',
    });
    expect(parseDateRange('2015 年 7 月 - 2016 年 4 月 (10 个月)')).toMatchObject({
      startDate: '2015-07',
      endDate: '2016-04',
    });
    expect(parseDateRange('enero de 2020 - actualidad')).toEqual({ startDate: '2020-01', present: true });
    expect(parseDateRange('Januar 2021 - heute (2 Monate)')).toMatchObject({ present: true });
    expect(parseDateRange('2017년 5월 - 현재')).toMatchObject({ startDate: '2017-05', present: true });
    expect(parseDateRange('2016 - Present (less than a year)')).toMatchObject({ startDate: '2016', present: true });
    expect(parseDateRange('2011 -2016')).toMatchObject({ startDate: '2011', endDate: '2016' });
  });

  it('does not take prose or job titles for dates', () => {
    expect(parseDateRange('Head of Data - Platform')).toBeNull();
    expect(parseDateRange('Led a team of 5 in 2019')).toBeNull();
    expect(parseDateRange('San Francisco Bay Area')).toBeNull();
  });

  it('recognises total durations of a company with several roles', () => {
    for (const d of [
      '21 years 3 months',
      '1 год 9 месяцев',
      '1 ano 7 meses',
      '2 luni',
      '10 个月',
      '1년 2개월',
      'less than a year',
    ])
      expect(isDuration(d), d).toBe(true);
    for (const d of ['Kyiv, Ukraine', '3 engineers', 'Remote']) expect(isDuration(d), d).toBe(false);
  });
});
