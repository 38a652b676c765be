/**
 * `#/statistics` 'Statistiken' (issue 22, ADR 0043): a range (presets or two days), a branch, the
 * totals against the previous period of the same length, the charts with their tables and CSV
 * files, and the viewer's own profile. Loaded when opened, with Chart.js (ADR 0044) and its texts.
 * Employees see their branches' figures and no visitor figures.
 */
import { useState } from 'react';
import {
  businessDateOf,
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  defaultInterval,
  formatCalendarDate,
  MAX_STATISTICS_DAYS,
  parseCalendarDate,
  type CalendarDate,
} from '@theke/domain';
import { Alert, formatMoney, registerTexts, styled, useConfig, useNow, useTranslation } from '@theke/ui';
import { backofficeStatisticsTexts } from '@theke/ui/texts/backoffice-statistics';
import type { Viewer } from '../../frame';
import type { StatisticName, StatisticsFilter } from '../api/use-statistics';
import { formatCount } from '../statistics-format';
import { presetRange, previousRange, rangeDays, type DayRange } from '../statistics-range';
import { FigureCard } from './FigureCard';
import { MyProfile } from './MyProfile';
import { RangeToolbar, type RangeChoice } from './RangeToolbar';
import { formatHours, StatisticsPanels } from './StatisticsPanels';

registerTexts(backofficeStatisticsTexts);

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 1rem;
  margin-bottom: 1rem;
`;

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(26rem, 1fr));
  gap: 1rem;
  align-items: start;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

interface CardSpec {
  id: string;
  name: StatisticName;
  label: string;
  format(total: number): string;
  adminOnly?: boolean;
}

const dayText = (day: string) => formatCalendarDate(parseCalendarDate(day) as CalendarDate);

export function StatisticsScreen({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const config = useConfig().data;
  const timeZone = config?.timeZone || DEFAULT_TIME_ZONE;
  const currency = config?.currency || DEFAULT_CURRENCY;
  const today = businessDateOf(useNow(), timeZone);
  const [choice, setChoice] = useState<RangeChoice>(() => ({
    preset: 'last7',
    custom: presetRange('last7', today),
    branchId: null,
  }));

  const range: DayRange = presetRange(choice.preset, today, choice.custom);
  const days = rangeDays(range);
  const valid = days !== null && days <= MAX_STATISTICS_DAYS;
  const filter: StatisticsFilter = { range, interval: defaultInterval(days ?? 1), branchId: choice.branchId };
  const previous: StatisticsFilter = { ...filter, range: previousRange(range) };

  const cards: CardSpec[] = [
    {
      id: 'visitors',
      name: 'unique-visitors',
      label: t('statistics.cards.visitors'),
      format: (n) => formatCount(n),
      adminOnly: true,
    },
    {
      id: 'page-views',
      name: 'page-views',
      label: t('statistics.cards.pageViews'),
      format: (n) => formatCount(n),
      adminOnly: true,
    },
    { id: 'orders', name: 'orders', label: t('statistics.cards.orders'), format: (n) => formatCount(n) },
    {
      id: 'revenue',
      name: 'revenue',
      label: t('statistics.cards.revenue'),
      format: (n) => formatMoney(n, currency),
    },
    {
      id: 'canceled',
      name: 'canceled-orders',
      label: t('statistics.cards.canceled'),
      format: (n) => formatCount(n),
    },
    { id: 'items', name: 'items', label: t('statistics.cards.items'), format: (n) => formatCount(n) },
    {
      id: 'working-hours',
      name: 'working-activities',
      label: t('statistics.cards.workingHours'),
      format: formatHours,
    },
  ];

  return (
    // The frame's heading names the section ('Statistiken').
    <section data-testid="statistics" aria-label={t('statistics.title')}>
      <RangeToolbar viewer={viewer} choice={choice} onChange={setChoice} />
      {!valid ? <Alert variant="danger">{t('statistics.invalidRange')}</Alert> : null}
      {valid ? (
        <>
          <Hint>
            {t('statistics.comparedWith', {
              from: dayText(previous.range.from),
              to: dayText(previous.range.to),
            })}
          </Hint>
          <Cards>
            {cards
              .filter((card) => viewer.isAdmin || !card.adminOnly)
              .map((card) => (
                <FigureCard key={card.id} {...card} filter={filter} previous={previous} />
              ))}
          </Cards>
          <Panels>
            <StatisticsPanels filter={filter} oneDay={days === 1} isAdmin={viewer.isAdmin} />
            <MyProfile range={range} />
          </Panels>
        </>
      ) : null}
    </section>
  );
}

export default StatisticsScreen;
