import { act, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_IDLE_SECONDS, idleSecondsOf, useIdle } from './idle';

function Probe({ timeoutMs, busy = () => false }: { timeoutMs: number; busy?: () => boolean }) {
  const [idle, wake] = useIdle(timeoutMs, busy);
  return (
    <button type="button" onClick={wake}>
      {idle ? 'idle' : 'active'}
    </button>
  );
}

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('kiosk idle time (issue 24)', () => {
  it('is 90 s unless the address names whole seconds, kept between 5 s and an hour', () => {
    expect(DEFAULT_IDLE_SECONDS).toBe(90);
    expect(idleSecondsOf('')).toBe(90);
    expect(idleSecondsOf('?idle=30')).toBe(30);
    expect(idleSecondsOf('?idle=1')).toBe(5);
    expect(idleSecondsOf('?idle=999999')).toBe(3600);
    expect(idleSecondsOf('?idle=abc')).toBe(90);
    expect(idleSecondsOf('?idle=-3')).toBe(90);
  });

  it('turns idle after the time without a touch, and every touch, key or scroll starts it again', () => {
    render(<Probe timeoutMs={90_000} />);
    advance(89_000);
    expect(screen.getByRole('button').textContent).toBe('active');
    fireEvent.pointerDown(document.body);
    advance(89_000);
    fireEvent.keyDown(document.body, { key: 'a' });
    advance(89_000);
    fireEvent.scroll(window);
    advance(89_999);
    expect(screen.getByRole('button').textContent).toBe('active');
    advance(1);
    expect(screen.getByRole('button').textContent).toBe('idle');
  });

  it('wakes on request and counts the time again from then', () => {
    render(<Probe timeoutMs={1_000} />);
    advance(1_000);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('active');
    advance(999);
    expect(screen.getByRole('button').textContent).toBe('active');
    advance(1);
    expect(screen.getByRole('button').textContent).toBe('idle');
  });

  it('waits while an order is on its way', () => {
    let busy = true;
    render(<Probe timeoutMs={1_000} busy={() => busy} />);
    advance(5_000);
    expect(screen.getByRole('button').textContent).toBe('active');
    busy = false;
    advance(1_000);
    expect(screen.getByRole('button').textContent).toBe('idle');
  });
});
