import type { DealerResult, DealerSearch, PlaceMatch } from './dealer-search.server'

/** Places as the finder names them in English. */
export const gent: PlaceMatch = {
  id: 'BE-9000-1',
  country: 'BE',
  code: '9000',
  name: 'Gent',
  region: 'East Flanders',
  latitude: 51.05,
  longitude: 3.72,
}
const oostende: PlaceMatch = {
  id: 'BE-8400-1',
  country: 'BE',
  code: '8400',
  name: 'Oostende',
  region: 'West Flanders',
  latitude: 51.2154,
  longitude: 2.9287,
}
const beauraing: PlaceMatch = {
  id: 'BE-5570-1',
  country: 'BE',
  code: '5570',
  name: 'Beauraing',
  region: 'Namur',
  latitude: 50.1102,
  longitude: 4.9567,
}
const mondorf: PlaceMatch = {
  id: 'LU-5611-1',
  country: 'LU',
  code: '5611',
  name: 'Mondorf-les-Bains',
  region: 'Remich',
  latitude: 49.5047,
  longitude: 6.2811,
}
const eindhoven: PlaceMatch = {
  id: 'NL-5611-1',
  country: 'NL',
  code: '5611',
  name: 'Eindhoven',
  region: 'North Brabant',
  latitude: 51.4381,
  longitude: 5.4752,
}

/** Dealers of the demo content (apps/cms/seed/content/dealers.ts), at their distance from Gent. */
export const dealersNearGent: DealerResult[] = [
  {
    id: 7,
    name: 'Waterkant Zwembaden',
    address: 'Brusselsesteenweg 640',
    postalCode: '9000',
    municipality: 'Gent',
    latitude: 51.0342,
    longitude: 3.7398,
    phone: '+32 9 231 58 07',
    email: 'hallo@waterkantzwembaden.example',
    website: 'https://waterkantzwembaden.example',
    country: 'BE',
    pausedUntil: null,
    languages: ['nl', 'fr', 'en'],
    openingHours: 'Mon–Fri 9:00–18:00, Sat 10:00–16:00',
    distanceKm: 2.2,
  },
  {
    id: 8,
    name: 'Dender Wellness & Pools',
    address: 'Gentsesteenweg 215',
    postalCode: '9300',
    municipality: 'Aalst',
    latitude: 50.9452,
    longitude: 4.0236,
    phone: '+32 53 78 21 44',
    email: 'info@denderwellness.example',
    website: 'https://denderwellness.example',
    country: 'BE',
    pausedUntil: null,
    languages: [],
    openingHours: null,
    distanceKm: 24.1,
  },
  {
    id: 9,
    name: 'Zwembaden Vanhoutte',
    address: 'Legeweg 158',
    postalCode: '8000',
    municipality: 'Brugge',
    latitude: 51.1984,
    longitude: 3.1963,
    phone: '+32 50 38 64 21',
    email: 'info@zwembadenvanhoutte.example',
    website: 'https://zwembadenvanhoutte.example',
    country: 'BE',
    pausedUntil: null,
    languages: [],
    openingHours: null,
    distanceKm: 40.3,
  },
]

/** A dealer the CMS knows little of: no coordinates (so no distance), no e-mail, no website. */
export const sparseDealer: DealerResult = {
  id: 30,
  name: 'Leie Pools',
  address: null,
  postalCode: '8500',
  municipality: 'Kortrijk',
  latitude: null,
  longitude: null,
  phone: '+32 56 22 90 35',
  email: null,
  website: null,
  country: 'BE',
  pausedUntil: null,
  languages: [],
  openingHours: null,
  distanceKm: null,
}

/** What the finder answers, one of each kind. */
export const dealerSearches = {
  /** "9000": the three nearest of twenty */
  found: { status: 'found', place: gent, dealers: dealersNearGent, total: 20, others: [] },
  /** "8399", a code no place has: the dealers near the nearest code, the nearest one far away */
  approximate: {
    status: 'found',
    place: oostende,
    dealers: [{ ...dealersNearGent[2]!, distanceKm: 26.4 }],
    total: 1,
    approximateCode: '8399',
    others: [],
  },
  /** "5611": Eindhoven, with the same code in Luxembourg offered */
  otherCountries: {
    status: 'found',
    place: eindhoven,
    dealers: [{ ...dealersNearGent[1]!, distanceKm: 88.5 }],
    total: 1,
    others: [mondorf],
  },
  /** "Beau": several places answer */
  ambiguous: {
    status: 'ambiguous',
    choices: [
      beauraing,
      { ...beauraing, id: 'BE-6500-1', code: '6500', name: 'Beaumont', region: 'Hainaut' },
      {
        ...beauraing,
        id: 'BE-1320-1',
        code: '1320',
        name: 'Beauvechain',
        region: 'Walloon Brabant',
      },
    ],
    more: true,
  },
  /** "Atlantis": no place we know */
  none: { status: 'none' },
  /** every dealer */
  all: { status: 'all', dealers: [...dealersNearGent, sparseDealer] },
} satisfies Record<string, DealerSearch>
