import { useEffect, useRef, useState } from 'react';
import type { Branch } from '@theke/domain';
import { styled, useConfig, useConsent, useTranslation } from '@theke/ui';
import { directionsUrl, MAP_DEFAULTS } from './home-page';

const Frame = styled.div`
  position: relative;
  height: 24rem;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: #1d1f24;
  color: #fff;
`;

const Fallback = styled.a`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: inherit;
  text-decoration: none;
  background:
    linear-gradient(90deg, rgba(255, 255, 255, 0.06) 1px, transparent 1px) 0 0 / 2rem 2rem,
    linear-gradient(rgba(255, 255, 255, 0.06) 1px, transparent 1px) 0 0 / 2rem 2rem;
`;

const MapCanvas = styled.div`
  position: absolute;
  inset: 0;
`;

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/**
 * SPEC §2/§9 map (shown with the map plugin, HomePage): with consent (mapbox is a third party), a
 * token and coordinates, mapbox-gl and the map code (./home-map-view, its own chunk) are imported
 * only once the visitor scrolled (or pointed at the map) and the frame is within 200px of the
 * viewport, never in the first load (ADR 0040). The static fallback linking to directions shows
 * until the map has loaded, and stays when it cannot (no token, no consent, no WebGL, no network):
 * never an error.
 */
export function HomeMap({ branch }: { branch: Branch }) {
  const { t } = useTranslation();
  const { data: config } = useConfig();
  const consent = useConsent();
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'waiting' | 'ready' | 'failed'>('waiting');
  const token = typeof config?.mapboxAccessToken === 'string' ? config.mapboxAccessToken.trim() : '';
  const hasPosition = typeof branch.latitude === 'number' && typeof branch.longitude === 'number';
  const interactive = consent && token !== '' && hasPosition && state !== 'failed';
  const zoom = numberOr(config?.mapboxZoom, MAP_DEFAULTS.zoom);
  const pitch = numberOr(config?.mapboxPitch, MAP_DEFAULTS.pitch);
  const bearing = numberOr(config?.mapboxBearing, MAP_DEFAULTS.bearing);

  useEffect(() => {
    const element = canvas.current;
    const target = frame.current;
    if (!interactive || !element || !target) return;
    let disposed = false;
    let cleanup = () => {};
    const fail = () => !disposed && setState('failed');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        import('./home-map-view')
          .then(({ showHomeMap }) => {
            if (disposed) return;
            const options = { token, markers: [[Number(branch.longitude), Number(branch.latitude)] as [number, number]], zoom, pitch, bearing };
            cleanup = showHomeMap(element, options, () => !disposed && setState('ready'), fail);
          })
          .catch(fail);
      },
      { rootMargin: '200px' },
    );
    // Never in the first load, even where the map fits the first screen: watched from the first
    // scroll (or a pointer over the map) on.
    const arm = () => {
      window.removeEventListener('scroll', arm);
      target.removeEventListener('pointerenter', arm);
      if (!disposed) observer.observe(target);
    };
    window.addEventListener('scroll', arm, { passive: true });
    target.addEventListener('pointerenter', arm);
    return () => {
      disposed = true;
      window.removeEventListener('scroll', arm);
      target.removeEventListener('pointerenter', arm);
      observer.disconnect();
      cleanup();
    };
  }, [interactive, token, branch.latitude, branch.longitude, zoom, pitch, bearing]);

  return (
    <Frame ref={frame} aria-label={t('store.map')} data-testid="home-map" data-map-state={interactive ? state : 'static'}>
      {interactive ? <MapCanvas ref={canvas} data-testid="map-canvas" /> : null}
      {interactive && state === 'ready' ? null : (
        <Fallback href={directionsUrl(branch)} target="_blank" rel="noopener noreferrer" data-testid="map-fallback">
          <strong>{branch.name}</strong>
          <span>
            {branch.street}, {branch.zipCode} {branch.city}
          </span>
          <span>{t('store.directions')} →</span>
        </Fallback>
      )}
    </Frame>
  );
}
