/**
 * The interactive home map (SPEC §2/§9), in its own chunk together with mapbox-gl: HomeMap imports
 * this module only once the map scrolled near the viewport, with consent and a token (ADR 0040).
 */
import mapboxgl from 'mapbox-gl';
import { MAP_DEFAULTS } from './home-page';

export interface HomeMapOptions {
  token: string;
  /** [longitude, latitude] of each marker; the first is the map's centre. */
  markers: [number, number][];
  zoom: number;
  pitch: number;
  bearing: number;
}

/** mapbox-gl's stylesheet, emitted by the build beside this chunk (same origin, no CDN). */
function addStylesheet(): void {
  if (document.querySelector('link[data-mapbox-gl]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('mapbox-gl/dist/mapbox-gl.css', import.meta.url).href;
  link.dataset.mapboxGl = 'true';
  document.head.append(link);
}

/**
 * Draws the map into element: a marker per branch, 3D buildings from zoom 15 (when the style has
 * the composite source), and, once in view, a fly-in to the configured zoom, pitch and bearing.
 * onReady after the style loaded; onFailed when WebGL or the style is unavailable (the caller then
 * shows the static fallback). Returns the cleanup.
 */
export function showHomeMap(element: HTMLElement, options: HomeMapOptions, onReady: () => void, onFailed: () => void): () => void {
  addStylesheet();
  mapboxgl.accessToken = options.token;
  const center = options.markers[0];
  const map = new mapboxgl.Map({
    container: element,
    style: MAP_DEFAULTS.style,
    center,
    zoom: MAP_DEFAULTS.buildingsFromZoom,
    pitch: 0,
    bearing: 0,
  });
  for (const point of options.markers) new mapboxgl.Marker().setLngLat(point).addTo(map);
  let loaded = false;
  let stopObserving = () => {};
  map.on('error', () => {
    if (!loaded) onFailed();
  });
  map.once('load', () => {
    loaded = true;
    if (map.getSource('composite') && !map.getLayer('3d-buildings')) {
      map.addLayer({
        id: '3d-buildings',
        source: 'composite',
        'source-layer': 'building',
        type: 'fill-extrusion',
        minzoom: MAP_DEFAULTS.buildingsFromZoom,
        paint: { 'fill-extrusion-color': '#444', 'fill-extrusion-height': ['get', 'height'], 'fill-extrusion-opacity': 0.6 },
      });
    }
    onReady();
    // SPEC §9: the fly-in starts when the map is in view (it loads ~200px before).
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        map.flyTo({ center, zoom: options.zoom, pitch: options.pitch, bearing: options.bearing, duration: 4000, essential: true });
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    stopObserving = () => observer.disconnect();
  });
  return () => {
    stopObserving();
    map.remove();
  };
}
