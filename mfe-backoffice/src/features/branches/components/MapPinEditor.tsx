/**
 * The branch's position (the `mapPin` editor on latitude, which edits longitude too): always the
 * two number inputs; with a Mapbox token in the configuration (as the storefront's map needs)
 * also a map, loaded on demand, where a click or dragging the pin sets both. mapbox-gl is its own
 * chunk and loads only then.
 */
import { useEffect, useRef, useState } from 'react';
import { branchDescription, dataFields, type Field, type NumberField } from '@theke/contracts';
import { styled, useConfig, useTranslation } from '@theke/ui';
import { FieldList, Hint, type FieldEditorProps } from '../../forms';
import { hasCoordinates, MAP_START, MAP_STYLE, mapboxTokenOf, pinOf, pinValues } from '../map-pin';

const MapFrame = styled.div`
  height: 22rem;
  margin-bottom: 0.5rem;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: #1d1f24;
`;

/** mapbox-gl's own stylesheet, from the CDN the gateway's CSP allows (no CSS loader in our builds). */
function useMapboxStylesheet(version: string | null) {
  useEffect(() => {
    if (!version || document.querySelector('link[data-mapbox-gl]')) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `https://api.mapbox.com/mapbox-gl-js/v${version}/mapbox-gl.css`;
    link.dataset.mapboxGl = 'true';
    document.head.append(link);
  }, [version]);
}

function PinMap({ token, siblings, onPin, disabled }: { token: string; siblings: FieldEditorProps['siblings']; onPin: (longitude: number, latitude: number) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const marker = useRef<{ setLngLat: (point: [number, number]) => unknown } | null>(null);
  const onPinRef = useRef(onPin);
  onPinRef.current = onPin;
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState<string | null>(null);
  useMapboxStylesheet(version);
  const { latitude, longitude } = pinOf(siblings);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cleanup = () => {};
    let disposed = false;
    const start = pinOf(siblings);
    import('mapbox-gl')
      .then(({ default: mapboxgl }) => {
        if (disposed) return;
        setVersion(mapboxgl.version);
        mapboxgl.accessToken = token;
        const center: [number, number] = hasCoordinates(start) ? [start.longitude, start.latitude] : [MAP_START.longitude, MAP_START.latitude];
        const map = new mapboxgl.Map({ container: element, style: MAP_STYLE, center, zoom: hasCoordinates(start) ? 16 : MAP_START.zoom });
        const pinMarker = new mapboxgl.Marker({ draggable: !disabled }).setLngLat(center).addTo(map);
        marker.current = pinMarker;
        pinMarker.on('dragend', () => {
          const point = pinMarker.getLngLat();
          onPinRef.current(point.lng, point.lat);
        });
        if (!disabled) map.on('click', (event) => onPinRef.current(event.lngLat.lng, event.lngLat.lat));
        cleanup = () => map.remove();
      })
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      cleanup();
    };
    // The map is made once per token; later pins move the marker (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- siblings are read once for the start
  }, [token, disabled]);

  useEffect(() => {
    if (latitude !== null && longitude !== null) marker.current?.setLngLat([longitude, latitude]);
  }, [latitude, longitude]);

  if (failed) return <Hint>{t('branchForm.mapFailed')}</Hint>;
  return <MapFrame ref={container} aria-label={t('branchForm.map')} data-testid="branch-map" />;
}

export default function MapPinEditor({ field, siblings, onSiblingsChange, path, errors, disabled }: FieldEditorProps<NumberField>) {
  const { t } = useTranslation();
  const { data: config } = useConfig();
  const token = mapboxTokenOf(config as Record<string, unknown> | undefined);
  const prefix = path.slice(0, path.length - field.name.length);
  // The two inputs are the plain number inputs of the form (without this editor again).
  const plain: Field[] = [{ ...field, editor: undefined }, ...dataFields(branchDescription.fields).filter((candidate) => candidate.name === 'longitude')];
  return (
    <div data-testid="branch-map-pin">
      {token && !disabled ? <Hint>{t('branchForm.mapHelp')}</Hint> : null}
      {token ? (
        <PinMap
          token={token}
          siblings={siblings}
          disabled={disabled}
          onPin={(longitude, latitude) => onSiblingsChange({ ...siblings, ...pinValues(longitude, latitude) })}
        />
      ) : null}
      <FieldList fields={plain} values={siblings} onChange={onSiblingsChange} prefix={prefix} errors={errors} disabled={disabled} />
    </div>
  );
}
