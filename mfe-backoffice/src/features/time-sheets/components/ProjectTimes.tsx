/**
 * Beside a project's form: the working time booked on it, in total and per task (ADR 0041
 * `GET /time-sheets/project-times?project=`).
 */
import { Alert, styled, translate, useQuery, useTranslation } from '@theke/ui';
import { formatWorkingMinutes } from '@theke/domain';

export const PROJECT_TIMES_URL = '/api/time-sheets/project-times';

interface ProjectTime {
  project: { id: number; name: string | null };
  minutes: number;
  tasks: { task: { id: number; name: string | null } | null; minutes: number }[];
}

const Panel = styled.section`
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin-top: 0;
    font-size: 1.125rem;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 0.25rem 0;
    text-align: left;
  }
  td {
    text-align: right;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export function ProjectTimes({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { data, isError } = useQuery<ProjectTime[]>({
    queryKey: [PROJECT_TIMES_URL, { project: String(projectId) }],
    staleTime: 0,
    meta: { errorMessage: translate('timeSheets.projectTimesFailed') },
  });
  const booked = data?.find((entry) => entry.project.id === projectId);
  const hours = (minutes: number) => t('timeSheets.hours', { time: formatWorkingMinutes(minutes) });
  return (
    <Panel aria-labelledby="project-times" data-testid="project-times">
      <h2 id="project-times">{t('timeSheets.projectTimes')}</h2>
      {isError ? <Alert variant="danger">{t('timeSheets.projectTimesFailed')}</Alert> : null}
      {data && !booked ? <p>{t('timeSheets.noProjectTime')}</p> : null}
      {booked ? (
        <table>
          <tbody>
            {booked.tasks.map((entry) => (
              <tr key={entry.task?.id ?? 'none'}>
                <th scope="row">{entry.task ? (entry.task.name ?? `#${entry.task.id}`) : t('timeSheets.noTask')}</th>
                <td>{hours(entry.minutes)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('timeSheets.total')}</th>
              <td>{hours(booked.minutes)}</td>
            </tr>
          </tfoot>
        </table>
      ) : null}
    </Panel>
  );
}
