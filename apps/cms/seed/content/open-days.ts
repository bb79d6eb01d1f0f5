import type { PartialPageSeed } from './types.ts'

/**
 * Open days at the workshop: a page for Belgian visitors, written in Dutch and French only. It is
 * the demo content's page in fewer languages than five: the site serves it in those two, and its
 * language switcher leads English, German and Spanish visitors to the about page above it.
 */
const openDays: PartialPageSeed = {
  key: 'open-days',
  status: 'published',
  seo: {
    no_index: false,
    no_follow: false,
    t: {
      'nl-BE': {
        title: 'Opendeurdagen in onze werkplaats',
        description:
          'Twee keer per jaar zetten we de deuren van onze werkplaats in West-Vlaanderen open. Kom kijken hoe een lamellenafdekking op maat gemaakt wordt.',
      },
      'fr-FR': {
        title: 'Portes ouvertes dans notre atelier',
        description:
          'Deux fois par an, nous ouvrons les portes de notre atelier en Flandre occidentale. Venez voir comment un volet à lames est fabriqué sur mesure.',
      },
    },
  },
  t: {
    'nl-BE': { slug: 'over-ons/opendeurdagen', title: 'Opendeurdagen' },
    'fr-FR': { slug: 'a-propos/portes-ouvertes', title: 'Portes ouvertes' },
  },
  blocks: [
    {
      collection: 'block_rich_text',
      t: {
        'nl-BE': {
          body: '<p>Twee keer per jaar, in het voorjaar en in het najaar, zetten we de deuren van onze werkplaats in West-Vlaanderen open. U ziet er hoe de lamellen op maat gezaagd, afgedicht en tot een afdekking samengebouwd worden, en u kunt alle tien kleuren bij daglicht naast elkaar bekijken.</p><h2>Wat u kunt verwachten</h2><ul><li>Een rondleiding langs het zagen, de assemblage en de eindcontrole</li><li>De motoren en bedieningen van dichtbij, met een demonstratie op een proefbad</li><li>Tijd voor uw vragen aan onze technici</li></ul><h2>Inschrijven</h2><p>De plaatsen zijn beperkt. Vraag uw <a href="/dealers">dealer</a> naar de volgende data: die schrijft u in en komt vaak zelf mee.</p>',
        },
        'fr-FR': {
          body: '<p>Deux fois par an, au printemps et à l’automne, nous ouvrons les portes de notre atelier en Flandre occidentale. Vous y verrez comment les lames sont découpées sur mesure, obturées et assemblées en volet, et vous pourrez comparer les dix couleurs côte à côte, à la lumière du jour.</p><h2>Au programme</h2><ul><li>Une visite de la découpe, de l’assemblage et du contrôle final</li><li>Les moteurs et les commandes de près, avec une démonstration sur un bassin d’essai</li><li>Du temps pour poser vos questions à nos techniciens</li></ul><h2>Inscription</h2><p>Les places sont limitées. Demandez les prochaines dates à votre <a href="/dealers">revendeur</a>\u00a0: il vous inscrit et vous accompagne souvent.</p>',
        },
      },
    },
    {
      collection: 'block_cta',
      button_url: '/dealers',
      t: {
        'nl-BE': {
          title: 'Schrijf u in via uw dealer',
          text: 'Uw dealer kent de volgende data en reserveert een plaats voor u.',
          button_label: 'Vind een dealer',
        },
        'fr-FR': {
          title: 'Inscrivez-vous auprès de votre revendeur',
          text: 'Votre revendeur connaît les prochaines dates et vous réserve une place.',
          button_label: 'Trouver un revendeur',
        },
      },
    },
  ],
}

export const partialPages: PartialPageSeed[] = [openDays]
