import type { BlockSeed, GalleryRowSeed, ImageSpec, Localized } from './types.ts'

/** The blocks of the about pages besides their text: a gallery and the story as a slider. */

/** Shorthand for a localized value, in the order nl-BE, en-US, fr-FR, de-DE, es-ES. */
function L<T>(nl: T, en: T, fr: T, de: T, es: T): Localized<T> {
  return { 'nl-BE': nl, 'en-US': en, 'fr-FR': fr, 'de-DE': de, 'es-ES': es }
}

const picture = (
  name: string,
  title: string,
  motif: ImageSpec['motif'],
  colors: string[],
): ImageSpec => ({ name, title, motif, colors })

/** A picture of the gallery with its caption in each language (a row of the files junction). */
const captioned = (file: ImageSpec, ...[nl, en, fr, de, es]: Caption): GalleryRowSeed => ({
  directus_files_id: file,
  t: L({ caption: nl }, { caption: en }, { caption: fr }, { caption: de }, { caption: es }),
})
type Caption = [nl: string, en: string, fr: string, de: string, es: string]

export const aboutGallery: BlockSeed = {
  collection: 'block_image_collection',
  t: L(
    {
      heading: 'Van werkplaats tot tuin',
      text: 'Elke afdekking wordt bij ons gezaagd, geassembleerd en getest voor ze naar uw tuin vertrekt.',
    },
    {
      heading: 'From workshop to garden',
      text: 'Every cover is cut, assembled and tested in our workshop before it leaves for your garden.',
    },
    {
      heading: 'De l’atelier au jardin',
      text: 'Chaque volet est découpé, assemblé et testé dans notre atelier avant de partir vers votre jardin.',
    },
    {
      heading: 'Von der Werkstatt in den Garten',
      text: 'Jede Abdeckung wird bei uns zugeschnitten, montiert und geprüft, bevor sie in Ihren Garten kommt.',
    },
    {
      heading: 'Del taller al jardín',
      text: 'Cada cubierta se corta, se ensambla y se prueba en nuestro taller antes de salir hacia su jardín.',
    },
  ),
  images: [
    captioned(
      picture('about-workshop-slats', 'Slats cut to length in the workshop', 'cover', [
        '#d9dde1',
        '#4b4f54',
        '#7fb7d9',
      ]),
      'Lamellen, op maat gezaagd in onze werkplaats',
      'Slats cut to length in our workshop',
      'Des lames coupées à longueur dans notre atelier',
      'Auf Länge geschnittene Lamellen in unserer Werkstatt',
      'Lamas cortadas a medida en nuestro taller',
    ),
    captioned(
      picture('about-workshop-axle', 'A motor fitted into the roller axle', 'article', [
        '#3f4a56',
        '#c9ced3',
        '#e2ddd2',
      ]),
      'Een motor wordt in de rolas gemonteerd',
      'A motor being fitted into the roller axle',
      'Un moteur monté dans l’axe d’enroulement',
      'Ein Motor wird in die Wickelwelle eingebaut',
      'Un motor montado en el eje enrollador',
    ),
    captioned(
      picture('about-test-pool', 'The test pool in the showroom', 'pool', [
        '#3f8fb8',
        '#e2ddd2',
        '#f5f1e8',
      ]),
      'Het testzwembad in onze toonzaal',
      'The test pool in our showroom',
      'Le bassin d’essai de notre salle d’exposition',
      'Das Testbecken in unserem Ausstellungsraum',
      'La piscina de pruebas de nuestra sala de exposición',
    ),
    captioned(
      picture('about-delivery', 'A finished cover rolled up for delivery', 'cover', [
        '#efe6cf',
        '#4b4f54',
        '#9fb8c8',
      ]),
      'Een afgewerkte afdekking, opgerold voor de levering',
      'A finished cover, rolled up for delivery',
      'Un volet terminé, enroulé pour la livraison',
      'Eine fertige Abdeckung, aufgerollt für die Lieferung',
      'Una cubierta terminada, enrollada para la entrega',
    ),
    captioned(
      picture('about-installation', 'A dealer installing a cover in a garden', 'garden', [
        '#5f8f5a',
        '#3f8fb8',
        '#e2ddd2',
      ]),
      'Een dealer plaatst een afdekking in een tuin',
      'A dealer installing a cover in a garden',
      'Un revendeur installe un volet dans un jardin',
      'Ein Händler montiert eine Abdeckung in einem Garten',
      'Un distribuidor instala una cubierta en un jardín',
    ),
    captioned(
      picture('about-finished-pool', 'A finished pool with its cover half open', 'hero', [
        '#4b4f54',
        '#3f8fb8',
        '#e2ddd2',
      ]),
      'Een afgewerkt zwembad, de afdekking half open',
      'A finished pool, its cover half open',
      'Une piscine terminée, volet à moitié ouvert',
      'Ein fertiger Pool mit halb geöffneter Abdeckung',
      'Una piscina terminada con la cubierta medio abierta',
    ),
  ],
}

/**
 * A slide: its picture, where it leads, and its texts in each language, among them `image_alt`,
 * what the picture shows (the file's title only names it in the file library).
 */
const slide = (
  image: ImageSpec,
  url: string | null,
  t: Localized<{ image_alt: string; title: string; text: string; link_label?: string }>,
) => ({ image, url, t })

export const ourStorySlider: BlockSeed = {
  collection: 'block_vertical_slider',
  t: L(
    { heading: 'Vijftien jaar in vier momenten' },
    { heading: 'Fifteen years in four moments' },
    { heading: 'Quinze ans en quatre moments' },
    { heading: 'Fünfzehn Jahre in vier Momenten' },
    { heading: 'Quince años en cuatro momentos' },
  ),
  slides: [
    slide(
      picture('story-2009-workshop', 'The first workshop in West Flanders', 'article', [
        '#6b5b4b',
        '#e2ddd2',
        '#9fb8c8',
      ]),
      null,
      L(
        {
          image_alt: 'De eerste werkplaats in West-Vlaanderen',
          title: '2009: een werkplaats en één idee',
          text: 'Een zwembadbouwer en een ingenieur bouwen de afdekking die hun klanten nergens vonden: veilig, zuinig en mooi.',
        },
        {
          image_alt: 'The first workshop in West Flanders',
          title: '2009: a workshop and one idea',
          text: 'A pool builder and an engineer build the cover their customers could not find anywhere: safe, efficient and good-looking.',
        },
        {
          image_alt: 'Le premier atelier, en Flandre-Occidentale',
          title: '2009 : un atelier et une idée',
          text: 'Un pisciniste et un ingénieur fabriquent le volet que leurs clients ne trouvaient nulle part : sûr, économe et beau.',
        },
        {
          image_alt: 'Die erste Werkstatt in Westflandern',
          title: '2009: eine Werkstatt und eine Idee',
          text: 'Ein Poolbauer und ein Ingenieur bauen die Abdeckung, die ihre Kunden nirgends fanden: sicher, sparsam und schön.',
        },
        {
          image_alt: 'El primer taller, en Flandes Occidental',
          title: '2009: un taller y una idea',
          text: 'Un constructor de piscinas y un ingeniero crean la cubierta que sus clientes no encontraban: segura, eficiente y bonita.',
        },
      ),
    ),
    slide(
      picture('story-dealers', 'Pool builders visiting the workshop', 'garden', [
        '#5f8f5a',
        '#e2ddd2',
        '#4b4f54',
      ]),
      '/projects',
      L(
        {
          image_alt: 'Zwembadbouwers op bezoek in de werkplaats',
          title: 'Collega’s worden dealers',
          text: 'Andere zwembadbouwers willen de afdekking ook voor hun klanten. Het dealernetwerk groeit tot twintig bedrijven.',
          link_label: 'Bekijk hun realisaties',
        },
        {
          image_alt: 'Pool builders visiting the workshop',
          title: 'Fellow builders become dealers',
          text: 'Other pool builders want the cover for their customers too. The dealer network grows to twenty companies.',
          link_label: 'See their projects',
        },
        {
          image_alt: 'Des piscinistes en visite à l’atelier',
          title: 'Des confrères deviennent revendeurs',
          text: 'D’autres piscinistes veulent le volet pour leurs clients. Le réseau grandit jusqu’à vingt entreprises.',
          link_label: 'Voir leurs réalisations',
        },
        {
          image_alt: 'Poolbauer zu Besuch in der Werkstatt',
          title: 'Kollegen werden Fachhändler',
          text: 'Andere Poolbauer möchten die Abdeckung auch für ihre Kunden. Das Händlernetz wächst auf zwanzig Betriebe.',
          link_label: 'Projekte ansehen',
        },
        {
          image_alt: 'Constructores de piscinas de visita en el taller',
          title: 'Colegas que se hacen distribuidores',
          text: 'Otros constructores quieren la cubierta para sus clientes. La red crece hasta veinte empresas.',
          link_label: 'Ver sus proyectos',
        },
      ),
    ),
    slide(
      picture('story-colours', 'Ten colours of slats side by side', 'cover', [
        '#7fb7d9',
        '#efe6cf',
        '#4b4f54',
      ]),
      '/covers',
      L(
        {
          image_alt: 'Lamellen in tien kleuren naast elkaar',
          title: 'Van drie naar tien kleuren',
          text: 'Transparante lamellen en solarlamellen komen erbij, voor wie de zon het water wil laten verwarmen.',
          link_label: 'Ontdek de kleuren',
        },
        {
          image_alt: 'Ten colours of slats side by side',
          title: 'From three colours to ten',
          text: 'Transparent and solar slats join the range, for those who want the sun to warm the water.',
          link_label: 'Discover the colours',
        },
        {
          image_alt: 'Des lames de dix couleurs côte à côte',
          title: 'De trois à dix couleurs',
          text: 'Les lames transparentes et solaires rejoignent la gamme, pour laisser le soleil chauffer l’eau.',
          link_label: 'Découvrir les couleurs',
        },
        {
          image_alt: 'Lamellen in zehn Farben nebeneinander',
          title: 'Von drei auf zehn Farben',
          text: 'Transparente Lamellen und Solarlamellen kommen hinzu – für alle, die das Wasser von der Sonne wärmen lassen.',
          link_label: 'Farben entdecken',
        },
        {
          image_alt: 'Lamas de diez colores, una junto a otra',
          title: 'De tres a diez colores',
          text: 'Llegan las lamas transparentes y solares, para que el sol caliente el agua.',
          link_label: 'Descubrir los colores',
        },
      ),
    ),
    slide(
      picture('story-today', 'A covered pool in a garden at dusk', 'hero', [
        '#4b4f54',
        '#3f8fb8',
        '#e2ddd2',
      ]),
      '/pool-guide',
      L(
        {
          image_alt: 'Een zwembad met gesloten afdekking in een tuin bij valavond',
          title: 'Vandaag: op maat, bij u in de buurt',
          text: 'Elke afdekking wordt nog altijd op maat gemaakt, en elke klant heeft een vaste dealer in de buurt.',
          link_label: 'Lees de zwembadgids',
        },
        {
          image_alt: 'A pool with its cover closed in a garden at dusk',
          title: 'Today: made to measure, close to you',
          text: 'Every cover is still made to measure, and every customer has a dedicated dealer nearby.',
          link_label: 'Read the pool guide',
        },
        {
          image_alt: 'Une piscine fermée par son volet dans un jardin, à la tombée du jour',
          title: 'Aujourd’hui : sur mesure, près de chez vous',
          text: 'Chaque volet est toujours fabriqué sur mesure, et chaque client a un revendeur attitré près de chez lui.',
          link_label: 'Lire le guide de la piscine',
        },
        {
          image_alt: 'Ein Pool mit geschlossener Abdeckung in einem Garten in der Abenddämmerung',
          title: 'Heute: maßgefertigt, in Ihrer Nähe',
          text: 'Jede Abdeckung wird noch immer maßgefertigt, und jeder Kunde hat einen festen Fachhändler in der Nähe.',
          link_label: 'Zum Pool-Ratgeber',
        },
        {
          image_alt: 'Una piscina con la cubierta cerrada en un jardín al atardecer',
          title: 'Hoy: a medida y cerca de usted',
          text: 'Cada cubierta se sigue fabricando a medida y cada cliente tiene un distribuidor de referencia cerca.',
          link_label: 'Leer la guía de la piscina',
        },
      ),
    ),
  ],
}
