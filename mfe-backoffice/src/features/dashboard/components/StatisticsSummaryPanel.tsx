import { DEFAULT_CURRENCY, type StatisticsRange } from '@theke/domain';
import { Alert, formatMoney, Loader, styled, useConfig, useTranslation } from '@theke/ui';
import {
  formatChange,
  formatCount,
  statisticsSection,
  useStatistic,
  type StatisticsAnswer,
} from '../../statistics';
import { summaryFilter, todayAgainstYesterday } from '../statistics-summary';
import { Footer, Panel } from './Panel';

const Rows = styled.dl`
  margin: 0;
  > div + div {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  > div {
    padding: 0.4rem 0;
  }
  dd {
    margin: 0;
  }
  strong {
    font-size: 1.4rem;
    font-variant-numeric: tabular-nums;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** One figure of today with yesterday's beside it; SPEC §8's fallback when it failed. */
function Figure({
  id,
  name,
  label,
  range,
  format,
}: {
  id: string;
  name: 'orders' | 'revenue';
  label: string;
  range: StatisticsRange;
  format(value: number): string;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useStatistic<StatisticsAnswer>(name, summaryFilter(range));
  const figures = data ? todayAgainstYesterday(data, range) : null;
  return (
    <div data-testid={`dashboard-statistics-${id}`}>
      <dt>{label}</dt>
      <dd>
        {isPending ? <Loader /> : null}
        {isError ? <Alert variant="danger">{t('messages.statisticsLoad')}</Alert> : null}
        {figures ? (
          <>
            <strong>{format(figures.today)}</strong>
            <small>
              {formatChange(figures.change)} · {t('dashboard.yesterday', { value: format(figures.yesterday) })}
            </small>
          </>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * "Heute im Vergleich zu gestern": today's orders and revenue against yesterday's, from the
 * statistics API (an employee's figures are their branches'), as plain numbers: the chart library
 * stays with `#/statistics`, which the footer opens.
 */
export function StatisticsSummaryPanel({ range }: { range: StatisticsRange }) {
  const { t } = useTranslation();
  const currency = useConfig().data?.currency || DEFAULT_CURRENCY;
  return (
    <Panel id="dashboard-statistics" title={t('dashboard.statisticsToday')}>
      <Rows>
        <Figure id="orders" name="orders" label={t('dashboard.orders')} range={range} format={(n) => formatCount(n)} />
        <Figure
          id="revenue"
          name="revenue"
          label={t('dashboard.revenue')}
          range={range}
          format={(amount) => formatMoney(amount, currency)}
        />
      </Rows>
      <Footer>
        <a href={`#${statisticsSection.path}`}>{t('dashboard.allStatistics')}</a>
      </Footer>
    </Panel>
  );
}
