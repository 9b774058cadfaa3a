/**
 * Directions to a place by its coordinates, from where the visitor is (Google Maps' URL scheme: on a
 * phone it opens the maps app, which starts navigation from the phone's position).
 */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
