import { covers } from './covers.ts'
import type { GlobalSeed, LinkSeed, Localized } from './types.ts'

/** Shorthand for a localized value, in the order nl-BE, en-US, fr-FR, de-DE, es-ES. */
function L<T>(nl: T, en: T, fr: T, de: T, es: T): Localized<T> {
  return { 'nl-BE': nl, 'en-US': en, 'fr-FR': fr, 'de-DE': de, 'es-ES': es }
}

/** A link whose label is given in the order nl-BE, en-US, fr-FR, de-DE, es-ES. */
function link(
  url: string,
  nl: string,
  en: string,
  fr: string,
  de: string,
  es: string,
  external = false,
): LinkSeed {
  const base: LinkSeed = {
    url,
    t: L({ label: nl }, { label: en }, { label: fr }, { label: de }, { label: es }),
  }
  return external ? { ...base, external: true } : base
}

/** A link to a seeded page, by its key: it follows the page's slug in every language. */
function pageLink(
  page: string,
  nl: string,
  en: string,
  fr: string,
  de: string,
  es: string,
): LinkSeed {
  return { page, t: L({ label: nl }, { label: en }, { label: fr }, { label: de }, { label: es }) }
}

const PHONE_LABEL = '+32 50 44 18 20'
const PHONE_URL = 'tel:+3250441820'

// The default share picture is one the seed uploads anyway: the solar cover of the banner's offer.
const solarCover = covers.find((cover) => cover.color === 'transparent_blue_solar')
if (!solarCover) throw new Error('The seed has no transparent_blue_solar cover')
const solarCoverImage = solarCover.image

// Links that appear in more than one menu.
const dealersLink = () =>
  link(
    '/dealers',
    'Vind een dealer',
    'Find a dealer',
    'Trouver un revendeur',
    'Fachhändler finden',
    'Buscar un distribuidor',
  )
const coversLink = () =>
  link('/covers', 'Afdekkingen', 'Covers', 'Volets', 'Abdeckungen', 'Cubiertas')
const poolsLink = () => link('/pools', 'Zwembaden', 'Pools', 'Piscines', 'Pools', 'Piscinas')
const projectsLink = () =>
  link('/projects', 'Realisaties', 'Projects', 'Réalisations', 'Projekte', 'Proyectos')
const coloursLink = () =>
  link('/covers#colours', 'Kleuren', 'Colours', 'Couleurs', 'Farben', 'Colores')
const configureLink = () =>
  link(
    '/configure',
    'Zwembad samenstellen',
    'Configure your pool',
    'Configurer votre piscine',
    'Pool konfigurieren',
    'Configurar su piscina',
  )
const quoteLink = () =>
  link(
    '/quote',
    'Offerte aanvragen',
    'Request a quote',
    'Demander un devis',
    'Angebot anfordern',
    'Solicitar presupuesto',
  )
const aboutLink = () =>
  pageLink('about', 'Over ons', 'About us', 'À propos', 'Über uns', 'Sobre nosotros')
const blogLink = () => link('/blog', 'Blog', 'Blog', 'Blog', 'Blog', 'Blog')
const faqLink = () =>
  link('/faq', 'Veelgestelde vragen', 'FAQ', 'FAQ', 'FAQ', 'Preguntas frecuentes')

export const globalSettings: GlobalSeed = {
  brand: 'Lamella',
  phone: PHONE_LABEL,
  email: 'info@lamella.example.com',
  quote_email: 'offerte@lamella.example.com',
  seo: {
    image: solarCoverImage,
    t: L(
      {
        title: 'Lamellenafdekkingen en zwembaden',
        description:
          'Automatische lamellenafdekkingen voor privézwembaden, op maat gemaakt en geplaatst door erkende dealers in heel België.',
      },
      {
        title: 'Slatted pool covers and pools',
        description:
          'Automatic slatted covers for private swimming pools, made to measure and installed by authorised dealers throughout Belgium.',
      },
      {
        title: 'Volets à lames et piscines',
        description:
          'Volets à lames automatiques pour piscines privées, fabriqués sur mesure et posés par des revendeurs agréés dans toute la Belgique.',
      },
      {
        title: 'Lamellenabdeckungen und Pools',
        description:
          'Automatische Lamellenabdeckungen für private Pools, maßgefertigt und montiert von autorisierten Fachhändlern in ganz Belgien.',
      },
      {
        title: 'Cubiertas de lamas y piscinas',
        description:
          'Cubiertas automáticas de lamas para piscinas privadas, fabricadas a medida e instaladas por distribuidores autorizados en toda Bélgica.',
      },
    ),
  },
  t: L(
    {
      tagline: 'Lamellenafdekkingen voor zwembaden, gemaakt in België',
      copyright: '© 2026 Lamella. Alle rechten voorbehouden.',
    },
    {
      tagline: 'Slatted pool covers, made in Belgium',
      copyright: '© 2026 Lamella. All rights reserved.',
    },
    {
      tagline: 'Volets à lames pour piscines, fabriqués en Belgique',
      copyright: '© 2026 Lamella. Tous droits réservés.',
    },
    {
      tagline: 'Lamellenabdeckungen für Pools, hergestellt in Belgien',
      copyright: '© 2026 Lamella. Alle Rechte vorbehalten.',
    },
    {
      tagline: 'Cubiertas de lamas para piscinas, fabricadas en Bélgica',
      copyright: '© 2026 Lamella. Todos los derechos reservados.',
    },
  ),
  banner: {
    active: true,
    page: 'spring-offer',
    t: L(
      {
        text: 'Lenteactie: bestel dit voorjaar uw lamellenafdekking en de solarlamellen zijn van ons.',
      },
      { text: 'Spring offer: order your slatted cover this spring and the solar slats are on us.' },
      {
        text: 'Offre de printemps : commandez votre volet à lames ce printemps, les lames solaires sont offertes.',
      },
      {
        text: 'Frühlingsaktion: Bestellen Sie Ihre Lamellenabdeckung in diesem Frühjahr – die Solarlamellen schenken wir Ihnen.',
      },
      {
        text: 'Oferta de primavera: encargue su cubierta de lamas esta primavera y le regalamos las lamas solares.',
      },
    ),
  },
  top_nav_left: [
    dealersLink(),
    link(PHONE_URL, PHONE_LABEL, PHONE_LABEL, PHONE_LABEL, PHONE_LABEL, PHONE_LABEL, true),
  ],
  top_nav_right: [blogLink(), faqLink()],
  main_nav_left: [
    {
      kind: 'group',
      t: L(
        { label: 'Ontdek' },
        { label: 'Discover' },
        { label: 'Découvrir' },
        { label: 'Entdecken' },
        { label: 'Descubrir' },
      ),
      items: [
        {
          url: '/covers',
          t: L(
            {
              label: 'Afdekkingen',
              description: 'Lamellenafdekkingen in tien kleuren en vier uitvoeringen',
            },
            {
              label: 'Covers',
              description: 'Slatted covers in ten colours and four installation types',
            },
            {
              label: 'Volets',
              description: 'Volets à lames en dix couleurs et quatre types de pose',
            },
            {
              label: 'Abdeckungen',
              description: 'Lamellenabdeckungen in zehn Farben und vier Einbauvarianten',
            },
            {
              label: 'Cubiertas',
              description: 'Cubiertas de lamas en diez colores y cuatro tipos de instalación',
            },
          ),
        },
        {
          url: '/pools',
          t: L(
            {
              label: 'Zwembaden',
              description: 'Inbouw- en opbouwzwembaden, klaar voor een afdekking',
            },
            { label: 'Pools', description: 'Built-in and above-ground pools, ready for a cover' },
            {
              label: 'Piscines',
              description: 'Piscines enterrées et hors-sol, prêtes à recevoir un volet',
            },
            {
              label: 'Pools',
              description: 'Einbau- und Aufstellpools, vorbereitet für eine Abdeckung',
            },
            {
              label: 'Piscinas',
              description: 'Piscinas enterradas y elevadas, preparadas para una cubierta',
            },
          ),
        },
        {
          url: '/projects',
          t: L(
            {
              label: 'Realisaties',
              description: 'Zwembaden en afdekkingen in tuinen in binnen- en buitenland',
            },
            {
              label: 'Projects',
              description: 'Pools and covers in gardens across Belgium and beyond',
            },
            {
              label: 'Réalisations',
              description: 'Piscines et volets dans des jardins en Belgique et au-delà',
            },
            {
              label: 'Projekte',
              description: 'Pools und Abdeckungen in Gärten in Belgien und darüber hinaus',
            },
            {
              label: 'Proyectos',
              description: 'Piscinas y cubiertas en jardines de Bélgica y otros países',
            },
          ),
        },
        {
          url: '/covers#colours',
          t: L(
            {
              label: 'Kleuren',
              description: 'Van kristalhelder tot vulkaangrijs: de kleur die bij uw tuin past',
            },
            {
              label: 'Colours',
              description: 'From crystal clear to volcano grey: the colour that suits your garden',
            },
            {
              label: 'Couleurs',
              description: 'Du cristal au gris volcan : la couleur qui convient à votre jardin',
            },
            {
              label: 'Farben',
              description: 'Von Kristallklar bis Vulkangrau: die passende Farbe für Ihren Garten',
            },
            {
              label: 'Colores',
              description: 'Del cristal al gris volcán: el color que mejor encaja en su jardín',
            },
          ),
        },
      ],
    },
    { kind: 'link', ...configureLink() },
  ],
  main_nav_right: [
    { kind: 'link', ...quoteLink() },
    { kind: 'link', ...aboutLink() },
  ],
  footer_links: [
    {
      t: L(
        { title: 'Producten' },
        { title: 'Products' },
        { title: 'Produits' },
        { title: 'Produkte' },
        { title: 'Productos' },
      ),
      links: [
        coversLink(),
        poolsLink(),
        coloursLink(),
        configureLink(),
        pageLink(
          'pool-guide',
          'Zwembadgids',
          'Pool guide',
          'Guide de la piscine',
          'Pool-Ratgeber',
          'Guía de la piscina',
        ),
      ],
    },
    {
      t: L(
        { title: 'Bedrijf' },
        { title: 'Company' },
        { title: 'Entreprise' },
        { title: 'Unternehmen' },
        { title: 'Empresa' },
      ),
      links: [aboutLink(), projectsLink(), blogLink(), dealersLink()],
    },
    {
      t: L(
        { title: 'Hulp' },
        { title: 'Help' },
        { title: 'Aide' },
        { title: 'Hilfe' },
        { title: 'Ayuda' },
      ),
      links: [
        faqLink(),
        quoteLink(),
        pageLink(
          'terms',
          'Algemene voorwaarden',
          'Terms and conditions',
          'Conditions générales',
          'AGB',
          'Términos y condiciones',
        ),
      ],
    },
  ],
  mobile_nav: [
    {
      kind: 'group',
      t: L(
        { label: 'Ontdek' },
        { label: 'Discover' },
        { label: 'Découvrir' },
        { label: 'Entdecken' },
        { label: 'Descubrir' },
      ),
      items: [coversLink(), poolsLink(), projectsLink(), coloursLink()],
    },
    { kind: 'link', ...configureLink() },
    { kind: 'link', ...dealersLink() },
    { kind: 'link', ...quoteLink() },
    { kind: 'link', ...blogLink() },
    { kind: 'link', ...faqLink() },
    { kind: 'link', ...aboutLink() },
  ],
  page_not_found: L(
    {
      title: 'Pagina niet gevonden',
      description:
        'De pagina die u zoekt, bestaat niet (meer) of is verplaatst. Via de startpagina vindt u vast verder.',
      home_cta: 'Terug naar de startpagina',
    },
    {
      title: 'Page not found',
      description:
        'The page you are looking for does not exist or has been moved. The home page is a good place to start again.',
      home_cta: 'Back to home',
    },
    {
      title: 'Page introuvable',
      description:
        'La page que vous cherchez n’existe pas ou a été déplacée. Repartez de la page d’accueil pour trouver votre chemin.',
      home_cta: 'Retour à l’accueil',
    },
    {
      title: 'Seite nicht gefunden',
      description:
        'Die gesuchte Seite existiert nicht oder wurde verschoben. Auf der Startseite finden Sie bestimmt weiter.',
      home_cta: 'Zurück zur Startseite',
    },
    {
      title: 'Página no encontrada',
      description:
        'La página que busca no existe o se ha trasladado. Desde la página de inicio encontrará fácilmente lo que necesita.',
      home_cta: 'Volver al inicio',
    },
  ),
}
