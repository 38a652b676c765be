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

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/**
 * SPEC §2/§9 map (shown with the map plugin, HomePage): mapbox-gl (dark style, zoom 19, pitch 55,
 * bearing -85, 3D buildings from zoom 15, fly-in when scrolled into view), loaded only with
 * consent, a token and coordinates; otherwise a static fallback that links to directions, never
 * an error.
 */
export function HomeMap({ branch }: { branch: Branch }) {
  const { t } = useTranslation();
  const { data: config } = useConfig();
  const consent = useConsent();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const token = typeof config?.mapboxAccessToken === 'string' ? config.mapboxAccessToken : '';
  const hasPosition = typeof branch.latitude === 'number' && typeof branch.longitude === 'number';
  const interactive = consent && token !== '' && hasPosition && !failed;

  useEffect(() => {
    const element = container.current;
    if (!interactive || !element) return;
    let disposed = false;
    let cleanup = () => {};
    const zoom = numberOr(config?.mapboxZoom, MAP_DEFAULTS.zoom);
    const pitch = numberOr(config?.mapboxPitch, MAP_DEFAULTS.pitch);
    const bearing = numberOr(config?.mapboxBearing, MAP_DEFAULTS.bearing);
    const center: [number, number] = [Number(branch.longitude), Number(branch.latitude)];
    import('mapbox-gl')
      .then(({ default: mapboxgl }) => {
        if (disposed) return;
        mapboxgl.accessToken = token;
        const map = new mapboxgl.Map({ container: element, style: MAP_DEFAULTS.style, center, zoom: MAP_DEFAULTS.buildingsFromZoom, pitch: 0, bearing: 0 });
        new mapboxgl.Marker().setLngLat(center).addTo(map);
        map.on('style.load', () => {
          map.addLayer({
            id: '3d-buildings',
            source: 'composite',
            'source-layer': 'building',
            type: 'fill-extrusion',
            minzoom: MAP_DEFAULTS.buildingsFromZoom,
            paint: { 'fill-extrusion-color': '#444', 'fill-extrusion-height': ['get', 'height'], 'fill-extrusion-opacity': 0.6 },
          });
        });
        const observer = new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            map.flyTo({ center, zoom, pitch, bearing, duration: 4000 });
            observer.disconnect();
          }
        });
        observer.observe(element);
        cleanup = () => {
          observer.disconnect();
          map.remove();
        };
      })
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      cleanup();
    };
  }, [interactive, token, branch.latitude, branch.longitude, config?.mapboxZoom, config?.mapboxPitch, config?.mapboxBearing]);

  return (
    <Frame ref={container} aria-label={t('store.map')} data-testid="home-map">
      {interactive ? null : (
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
