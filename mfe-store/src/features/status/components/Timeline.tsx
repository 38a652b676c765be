import type { TimelineItem } from '@theke/domain';
import { styled, useTranslation } from '@theke/ui';

const List = styled.ol`
  list-style: none;
  margin: 1rem 0;
  padding: 0;
`;

const Step = styled.li<{ $state: TimelineItem['state'] }>`
  position: relative;
  padding: 0 0 1rem 1.75rem;
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.muted : theme.colors.text)};
  font-weight: ${({ $state }) => ($state === 'current' ? 600 : 400)};
  &::before {
    content: '';
    position: absolute;
    left: 0.25rem;
    top: 0.25rem;
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme, $state }) => ($state === 'done' ? theme.colors.primary : theme.colors.background)};
  }
`;

/** SPEC §4 timeline: waiting or confirmed, preparing or prepared, pickup-ready, completed; one item when rejected. */
export function Timeline({ items }: { items: readonly TimelineItem[] }) {
  const { t } = useTranslation();
  return (
    <List aria-label={t('status.timeline')} data-testid="status-timeline">
      {items.map((item) => (
        <Step key={item.key} $state={item.state} data-state={item.state} aria-current={item.state === 'current' ? 'step' : undefined}>
          {item.text}
        </Step>
      ))}
    </List>
  );
}
