import styled, { keyframes } from 'styled-components';
import { useTranslation } from '../i18n/use-translation';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.div`
  width: 2.5rem;
  height: 2.5rem;
  margin: 3rem auto;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** SPEC §4: each load shows a loader and hides it when finished. */
export function Loader() {
  const { t } = useTranslation();
  return <Spinner role="status" aria-label={t('layout.loading')} data-testid="loader" />;
}
