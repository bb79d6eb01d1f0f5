import type { PostalCodeSeed } from './types.ts'

/**
 * A selection of Belgian postal codes with the municipality name in each language.
 * One code can cover more than one municipality: 1030 is shared by Schaerbeek and a part of
 * the City of Brussels, so it appears twice.
 */
function pc(
  code: string,
  latitude: number,
  longitude: number,
  nl: string,
  fr: string,
  de: string,
  en: string,
  es: string,
): PostalCodeSeed {
  return {
    code,
    latitude,
    longitude,
    municipality: { 'nl-BE': nl, 'en-US': en, 'fr-FR': fr, 'de-DE': de, 'es-ES': es },
  }
}

export const postalCodes: PostalCodeSeed[] = [
  // Brussels-Capital Region
  pc('1000', 50.8467, 4.3525, 'Brussel', 'Bruxelles', 'Brüssel', 'Brussels', 'Bruselas'),
  pc('1030', 50.8676, 4.3737, 'Schaarbeek', 'Schaerbeek', 'Schaerbeek', 'Schaerbeek', 'Schaerbeek'),
  pc('1030', 50.8608, 4.3612, 'Brussel', 'Bruxelles', 'Brüssel', 'Brussels', 'Bruselas'),
  pc('1050', 50.8275, 4.372, 'Elsene', 'Ixelles', 'Ixelles', 'Ixelles', 'Ixelles'),
  pc('1180', 50.8014, 4.3372, 'Ukkel', 'Uccle', 'Uccle', 'Uccle', 'Uccle'),
  pc(
    '1200',
    50.847,
    4.429,
    'Sint-Lambrechts-Woluwe',
    'Woluwe-Saint-Lambert',
    'Woluwe-Saint-Lambert',
    'Woluwe-Saint-Lambert',
    'Woluwe-Saint-Lambert',
  ),
  // Walloon Brabant
  pc('1300', 50.717, 4.601, 'Waver', 'Wavre', 'Wavre', 'Wavre', 'Wavre'),
  pc('1400', 50.5978, 4.3286, 'Nijvel', 'Nivelles', 'Nivelles', 'Nivelles', 'Nivelles'),
  pc('1410', 50.7147, 4.3995, 'Waterloo', 'Waterloo', 'Waterloo', 'Waterloo', 'Waterloo'),
  // Flemish Brabant
  pc('1700', 50.848, 4.259, 'Dilbeek', 'Dilbeek', 'Dilbeek', 'Dilbeek', 'Dilbeek'),
  pc('3000', 50.8798, 4.7005, 'Leuven', 'Louvain', 'Löwen', 'Leuven', 'Lovaina'),
  pc('3300', 50.8073, 4.9378, 'Tienen', 'Tirlemont', 'Tienen', 'Tienen', 'Tienen'),
  // Antwerp
  pc('2000', 51.2194, 4.4025, 'Antwerpen', 'Anvers', 'Antwerpen', 'Antwerp', 'Amberes'),
  pc('2200', 51.1766, 4.8363, 'Herentals', 'Herentals', 'Herentals', 'Herentals', 'Herentals'),
  pc('2800', 51.0257, 4.4776, 'Mechelen', 'Malines', 'Mecheln', 'Mechelen', 'Malinas'),
  pc('2930', 51.2912, 4.4918, 'Brasschaat', 'Brasschaat', 'Brasschaat', 'Brasschaat', 'Brasschaat'),
  // Limburg
  pc('3500', 50.9307, 5.3378, 'Hasselt', 'Hasselt', 'Hasselt', 'Hasselt', 'Hasselt'),
  pc('3600', 50.965, 5.5008, 'Genk', 'Genk', 'Genk', 'Genk', 'Genk'),
  pc('3700', 50.7806, 5.4647, 'Tongeren', 'Tongres', 'Tongern', 'Tongeren', 'Tongeren'),
  // Liège
  pc('4000', 50.6326, 5.5797, 'Luik', 'Liège', 'Lüttich', 'Liège', 'Lieja'),
  pc('4500', 50.5186, 5.24, 'Hoei', 'Huy', 'Huy', 'Huy', 'Huy'),
  pc('4700', 50.6286, 6.0364, 'Eupen', 'Eupen', 'Eupen', 'Eupen', 'Eupen'),
  pc('4800', 50.5891, 5.8631, 'Verviers', 'Verviers', 'Verviers', 'Verviers', 'Verviers'),
  // Namur
  pc('5000', 50.4674, 4.872, 'Namen', 'Namur', 'Namur', 'Namur', 'Namur'),
  pc('5500', 50.2606, 4.9122, 'Dinant', 'Dinant', 'Dinant', 'Dinant', 'Dinant'),
  // Hainaut
  pc('6000', 50.4108, 4.4446, 'Charleroi', 'Charleroi', 'Charleroi', 'Charleroi', 'Charleroi'),
  pc('7000', 50.4542, 3.9567, 'Bergen', 'Mons', 'Mons', 'Mons', 'Mons'),
  pc('7500', 50.6056, 3.3878, 'Doornik', 'Tournai', 'Tournai', 'Tournai', 'Tournai'),
  pc('7700', 50.744, 3.214, 'Moeskroen', 'Mouscron', 'Mouscron', 'Mouscron', 'Mouscron'),
  // Luxembourg
  pc('6600', 50.0033, 5.7181, 'Bastenaken', 'Bastogne', 'Bastogne', 'Bastogne', 'Bastogne'),
  pc('6700', 49.6833, 5.8167, 'Aarlen', 'Arlon', 'Arel', 'Arlon', 'Arlon'),
  pc(
    '6900',
    50.2268,
    5.3442,
    'Marche-en-Famenne',
    'Marche-en-Famenne',
    'Marche-en-Famenne',
    'Marche-en-Famenne',
    'Marche-en-Famenne',
  ),
  // West Flanders
  pc('8000', 51.2093, 3.2247, 'Brugge', 'Bruges', 'Brügge', 'Bruges', 'Brujas'),
  pc('8400', 51.2154, 2.9287, 'Oostende', 'Ostende', 'Ostende', 'Ostend', 'Ostende'),
  pc('8500', 50.8279, 3.2649, 'Kortrijk', 'Courtrai', 'Kortrijk', 'Kortrijk', 'Kortrijk'),
  pc('8800', 50.9469, 3.1227, 'Roeselare', 'Roulers', 'Roeselare', 'Roeselare', 'Roeselare'),
  pc('8900', 50.8514, 2.8858, 'Ieper', 'Ypres', 'Ypern', 'Ypres', 'Ypres'),
  // East Flanders
  pc('9000', 51.0543, 3.7174, 'Gent', 'Gand', 'Gent', 'Ghent', 'Gante'),
  pc(
    '9100',
    51.1652,
    4.1431,
    'Sint-Niklaas',
    'Saint-Nicolas',
    'Sint-Niklaas',
    'Sint-Niklaas',
    'Sint-Niklaas',
  ),
  pc('9300', 50.9378, 4.0403, 'Aalst', 'Alost', 'Aalst', 'Aalst', 'Aalst'),
]
