/** A total of the range beside the previous period's, with the change as +/− percent. */
import { Alert, Loader, styled, useTranslation } from '@theke/ui';
import { useStatistic, type StatisticName, type StatisticsFilter } from '../api/use-statistics';
import type { StatisticsAnswer } from '../statistics-figures';
import { changePercent, formatChange } from '../statistics-format';

const Card = styled.section`
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0;
    font-size: 0.95rem;
    font-weight: 600;
  }
  strong {
    display: block;
    margin: 0.25rem 0;
    font-size: 1.6rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Change = styled.span<{ $direction: number }>`
  font-weight: 600;
  color: ${({ $direction, theme }) => ($direction > 0 ? theme.colors.success : $direction < 0 ? theme.colors.danger : theme.colors.muted)};
`;

export function FigureCard(props: {
  id: string;
  name: StatisticName;
  label: string;
  filter: StatisticsFilter;
  previous: StatisticsFilter;
  format(total: number): string;
}) {
  const { t } = useTranslation();
  const current = useStatistic<StatisticsAnswer>(props.name, props.filter);
  const before = useStatistic<StatisticsAnswer>(props.name, props.previous);
  const percent = current.data && before.data ? changePercent(current.data.total, before.data.total) : null;
  return (
    <Card aria-labelledby={`card-${props.id}`} data-testid={`card-${props.id}`}>
      <h2 id={`card-${props.id}`}>{props.label}</h2>
      {current.isError ? <Alert variant="danger">{t('messages.statisticsLoad')}</Alert> : null}
      {current.isPending ? <Loader /> : null}
      {current.data ? <strong>{props.format(current.data.total)}</strong> : null}
      {current.data && before.data ? (
        <p>
          <Change $direction={percent ?? 0}>{formatChange(percent)}</Change>{' '}
          {t('statistics.previous', { value: props.format(before.data.total) })}
        </p>
      ) : null}
    </Card>
  );
}
