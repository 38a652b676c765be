/**
 * One employee's day as a time band from 00:00 to 24:00: the planned shifts as blocks, and a new
 * shift planned by pressing where it starts, dragging to where it ends and releasing. The
 * pointer is captured on press, so a drag that leaves the band still ends on release. Keyboard
 * users plan with the 'Schicht anlegen' button instead.
 */
import { useState, type PointerEvent } from 'react';
import { styled } from '@theke/ui';
import { bandPosition, draggedTimes, minuteAt, shiftLabel, type Shift } from '../week-planner';

const Band = styled.div`
  position: relative;
  height: 1.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  /* Lines at 06:00, 12:00 and 18:00. */
  background: repeating-linear-gradient(
    to right,
    ${({ theme }) => theme.colors.surface} 0 calc(25% - 1px),
    ${({ theme }) => theme.colors.border} calc(25% - 1px) 25%
  );
  cursor: crosshair;
  touch-action: none;
  user-select: none;
`;

const Block = styled.span<{ $preview?: boolean; $warning?: boolean }>`
  position: absolute;
  top: 0.25rem;
  bottom: 0.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $preview, $warning, theme }) => ($warning ? theme.colors.warning : $preview ? theme.colors.info : theme.colors.secondary)};
  opacity: ${({ $preview }) => ($preview ? 0.6 : 1)};
  pointer-events: none;
`;

const Preview = styled.span`
  position: absolute;
  top: -1.5rem;
  left: 0;
  padding: 0 0.25rem;
  font-size: 0.75rem;
  white-space: nowrap;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radius};
  pointer-events: none;
`;

interface DayBandProps {
  label: string;
  shifts: readonly Shift[];
  overlapping: ReadonlySet<number>;
  onPlan: (times: { from: string; to: string }) => void;
}

const bandOf = (element: HTMLElement) => {
  const rect = element.getBoundingClientRect();
  return { left: rect.left, width: rect.width };
};

export function DayBand({ label, shifts, overlapping, onPlan }: DayBandProps) {
  const [drag, setDrag] = useState<{ start: number; end: number } | null>(null);
  const at = (event: PointerEvent<HTMLDivElement>) => minuteAt(event.clientX, bandOf(event.currentTarget));

  const press = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const minute = at(event);
    setDrag({ start: minute, end: minute });
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ start: drag.start, end: at(event) });
  };
  const release = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    setDrag(null);
    onPlan(draggedTimes(drag.start, at(event)));
  };

  const preview = drag ? draggedTimes(drag.start, drag.end) : null;
  const previewAt = preview && drag && drag.start !== drag.end ? bandPosition(preview) : null;
  return (
    <Band
      aria-label={label}
      data-testid="day-band"
      onPointerDown={press}
      onPointerMove={move}
      onPointerUp={release}
      onPointerCancel={() => setDrag(null)}
    >
      {shifts.map((shift) => {
        const position = bandPosition(shift);
        return position ? (
          <Block key={shift.id} $warning={overlapping.has(shift.id)} style={{ left: `${position.left}%`, width: `${position.width}%` }} />
        ) : null;
      })}
      {previewAt && preview ? (
        <>
          <Block $preview style={{ left: `${previewAt.left}%`, width: `${previewAt.width}%` }} />
          <Preview>{shiftLabel(preview)}</Preview>
        </>
      ) : null}
    </Band>
  );
}
