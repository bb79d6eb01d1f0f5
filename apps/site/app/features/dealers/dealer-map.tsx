import { LngLatBounds, Map as MapLibreMap, Marker, setWorkerUrl } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url'
import 'maplibre-gl/dist/maplibre-gl.css'
import { useEffect, useRef } from 'react'
import type { DealerResult, PlaceMatch } from './dealer-search.server'

// maplibre finds its worker next to its own module; bundled, that file is elsewhere.
setWorkerUrl(workerUrl)

interface DealerMapProps {
  /** the MapLibre style (`MAP_STYLE_URL`, from the public config) */
  styleUrl: string
  place: PlaceMatch
  dealers: readonly DealerResult[]
  /** the map's accessible name */
  label: string
}

/**
 * The dealers of the list on a map, around the place searched. It repeats the list for sighted
 * visitors and adds nothing the list does not say, so its markers are not separate stops for
 * the keyboard; the map itself can be panned and zoomed with the keyboard once focused.
 * Loaded lazily, and only when a map style is configured.
 */
export function DealerMap({ styleUrl, place, dealers, label }: DealerMapProps) {
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!container.current) return
    const located = dealers.flatMap(({ longitude, latitude, name }) =>
      longitude !== null && latitude !== null
        ? [{ lngLat: [longitude, latitude] as const, name }]
        : [],
    )
    const bounds = new LngLatBounds(
      [place.longitude, place.latitude],
      [place.longitude, place.latitude],
    )
    for (const { lngLat } of located) bounds.extend([...lngLat])
    let map: MapLibreMap
    try {
      map = new MapLibreMap({
        container: container.current,
        style: styleUrl,
        bounds,
        fitBoundsOptions: { padding: 48, maxZoom: 12 },
        attributionControl: { compact: true },
      })
    } catch (error) {
      // No WebGL (old device, blocked GPU): the list says everything the map would.
      console.warn('The dealer map could not start:', error)
      container.current.hidden = true
      return
    }
    map.getCanvas().setAttribute('aria-label', label)
    new Marker({ color: '#475569', scale: 0.8 })
      .setLngLat([place.longitude, place.latitude])
      .addTo(map)
    for (const { lngLat, name } of located) {
      const marker = new Marker({ color: '#0b6e99' }).setLngLat([...lngLat]).addTo(map)
      const element = marker.getElement()
      element.title = name
      element.removeAttribute('tabindex')
      element.setAttribute('aria-hidden', 'true')
    }
    return () => map.remove()
  }, [styleUrl, place, dealers, label])
  return (
    <div
      ref={container}
      data-testid="dealer-map"
      role="region"
      aria-label={label}
      className="aspect-[4/3] overflow-hidden rounded-lg border border-ink-200 sm:aspect-[16/9]"
    />
  )
}
