import { act, render } from '@testing-library/react';
import { ROUTE_SCROLL_DELAY_MS } from '@theke/domain';
import { BrowserRouter, useNavigate, type NavigateFunction } from '@theke/ui';
import { routeScrollTarget, scheduleRouteScroll, useRouteScroll } from './route-scroll';

let navigate: NavigateFunction = () => undefined;

function Page() {
  useRouteScroll();
  navigate = useNavigate();
  return (
    <div>
      <h2 id="oeffnungszeiten">Öffnungszeiten</h2>
      <h2 id="über uns">Über uns</h2>
    </div>
  );
}

describe('route scroll (SPEC §9: 750 ms after a route change)', () => {
  let scrollTo: jest.SpyInstance;
  let scrollIntoView: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/');
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollIntoView = jest.fn();
    // jsdom lays nothing out and has no scrollIntoView.
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('uses the SPEC delay', () => {
    expect(ROUTE_SCROLL_DELAY_MS).toBe(750);
  });

  it('finds the hash target, decoded, and nothing without a hash or element', () => {
    document.body.innerHTML = '<p id="a b">x</p><p id="kontakt">y</p>';
    expect(routeScrollTarget('#kontakt', document)?.textContent).toBe('y');
    expect(routeScrollTarget('#a%20b', document)?.textContent).toBe('x');
    expect(routeScrollTarget('#%E0%A4%A', document)).toBeNull();
    expect(routeScrollTarget('#', document)).toBeNull();
    expect(routeScrollTarget('', document)).toBeNull();
    expect(routeScrollTarget('#fehlt', document)).toBeNull();
  });

  it('scrolls to the top only once the delay has passed, and not when cancelled', () => {
    scheduleRouteScroll('');
    jest.advanceTimersByTime(ROUTE_SCROLL_DELAY_MS - 1);
    expect(scrollTo).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    const cancel = scheduleRouteScroll('');
    cancel();
    jest.advanceTimersByTime(ROUTE_SCROLL_DELAY_MS);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves the first screen alone, then scrolls 750 ms after each route change', () => {
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
    jest.advanceTimersByTime(ROUTE_SCROLL_DELAY_MS * 2);
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => navigate('/store/wien-mariahilf'));
    jest.advanceTimersByTime(ROUTE_SCROLL_DELAY_MS - 1);
    expect(scrollTo).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    act(() => navigate('/kontakt#oeffnungszeiten'));
    jest.advanceTimersByTime(ROUTE_SCROLL_DELAY_MS);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'oeffnungszeiten');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('a newer route change replaces the pending scroll', () => {
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
    act(() => navigate('/a'));
    jest.advanceTimersByTime(ROUTE_SCROLL_DELAY_MS / 2);
    act(() => navigate('/b#%C3%BCber%20uns'));
    jest.advanceTimersByTime(ROUTE_SCROLL_DELAY_MS);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'über uns');
  });

  it('scrolls to the anchor of the first screen when its address names one', () => {
    window.history.replaceState(null, '', '/kontakt#oeffnungszeiten');
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
    jest.advanceTimersByTime(ROUTE_SCROLL_DELAY_MS);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
