/**
 * What the public pages may frame from other sites, and only once the visitor has agreed to it
 * (cookie consent): the Content-Security-Policy's frame-src allows this origin and nothing else.
 */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** OpenStreetMap's embeddable map of the streets around `point`, with a marker on it. */
export function mapEmbedUrl(point: MapPoint, span: MapPoint = { latitude: 0.015, longitude: 0.024 }): string {
  const box = [point.longitude - span.longitude / 2, point.latitude - span.latitude / 2, point.longitude + span.longitude / 2, point.latitude + span.latitude / 2];
  const query = new URLSearchParams({ bbox: box.map((degrees) => degrees.toFixed(4)).join(','), layer: 'mapnik', marker: `${point.latitude},${point.longitude}` });
  return `${MAP_EMBED_ORIGIN}/export/embed.html?${query}`;
}
