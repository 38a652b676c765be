import '../texts';
import { NotFoundView, styled, useParams, useTranslation } from '@theke/ui';
import { TimeClockScreen } from '../features/time-clock';

const Page = styled.main`
  max-width: 40rem;
  min-height: 100vh;
  margin: 0 auto;
  padding: 1rem 0.75rem 2rem;
  h1 {
    margin: 0.5rem 0;
  }
`;

/** `/zeiterfassung/{username}/{token}`: an employee's time clock by personal link (no staff login). */
export default function TimeClock() {
  const { t } = useTranslation();
  const { username, token } = useParams();
  if (!username || !token) return <NotFoundView />;
  return (
    <Page data-testid="time-clock-page">
      <h1>{t('timeClock.title')}</h1>
      <TimeClockScreen key={`${username}/${token}`} link={{ username, token }} />
    </Page>
  );
}
