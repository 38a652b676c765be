/** 'Jetzt im Dienst': who of the department has a running activity, and since when. */
import { formatTime } from '@theke/domain';
import { Alert, styled, useTranslation } from '@theke/ui';
import { useOnDuty } from '../api/use-week-plan';

const Panel = styled.section`
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin-top: 0;
    font-size: 1.125rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

interface OnDutyPanelProps {
  departmentId: number;
  timeZone: string;
  nameOf: (employee: { id: number; username: string }) => string;
}

export function OnDutyPanel({ departmentId, timeZone, nameOf }: OnDutyPanelProps) {
  const { t } = useTranslation();
  const { data, isError } = useOnDuty(departmentId);
  return (
    <Panel aria-labelledby="on-duty-heading" data-testid="on-duty">
      <h2 id="on-duty-heading">{t('planner.onDuty')}</h2>
      {isError ? <Alert variant="danger">{t('planner.onDutyFailed')}</Alert> : null}
      {data && data.length === 0 ? <p>{t('planner.nobodyOnDuty')}</p> : null}
      {data && data.length > 0 ? (
        <ul>
          {data.map((activity) => (
            <li key={activity.id}>
              {nameOf(activity.employee)} – {t('planner.onDutySince', { time: formatTime(new Date(activity.start), timeZone) })}
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
