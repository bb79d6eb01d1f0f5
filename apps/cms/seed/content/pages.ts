import { aboutGallery, ourStorySlider } from './about-blocks.ts'
import { poolGuidePages } from './pool-guide.ts'
import { privacy } from './privacy.ts'
import type { ImageSpec, Localized, PageSeed } from './types.ts'

/** Shorthand for a localized value, in the order nl-BE, en-US, fr-FR, de-DE, es-ES. */
function L<T>(nl: T, en: T, fr: T, de: T, es: T): Localized<T> {
  return { 'nl-BE': nl, 'en-US': en, 'fr-FR': fr, 'de-DE': de, 'es-ES': es }
}

const indexable = { no_index: false, no_follow: false }

// ---------------------------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------------------------

const heroImage: ImageSpec = {
  name: 'hero-home',
  title: 'Pool with a volcano grey slatted cover at dusk',
  motif: 'hero',
  colors: ['#4b4f54', '#3f8fb8', '#e2ddd2'],
}

const madeToMeasureImage: ImageSpec = {
  name: 'hero-made-to-measure',
  title: 'A cream slatted cover half open over a garden pool',
  motif: 'cover',
  colors: ['#ece3cc', '#3f9ac9', '#d9d2c4'],
}

/** The still of the background video hero (the seed cannot make a video: see docs/cms-schema.md). */
const eveningImage: ImageSpec = {
  name: 'hero-evening',
  title: 'A closed blue slatted cover on a pool in the evening light',
  motif: 'garden',
  colors: ['#3f7fb9', '#2f6f99', '#c9b89a'],
}

const home: PageSeed = {
  key: 'home',
  status: 'published',
  seo: {
    ...indexable,
    image: heroImage,
    t: L(
      {
        title: 'Lamellenafdekkingen voor zwembaden',
        description:
          'Automatische lamellenafdekkingen en zwembaden, geplaatst door erkende dealers in heel België. Ontdek tien kleuren en vier uitvoeringen.',
      },
      {
        title: 'Slatted pool covers',
        description:
          'Automatic slatted pool covers and pools, installed by authorised dealers throughout Belgium. Discover ten colours and four installation types.',
      },
      {
        title: 'Volets à lames pour piscines',
        description:
          'Volets à lames automatiques et piscines, installés par des revendeurs agréés dans toute la Belgique. Découvrez dix couleurs et quatre types de pose.',
      },
      {
        title: 'Lamellenabdeckungen für Pools',
        description:
          'Automatische Lamellenabdeckungen und Pools, montiert von autorisierten Fachhändlern in ganz Belgien. Entdecken Sie zehn Farben und vier Einbauvarianten.',
      },
      {
        title: 'Cubiertas de lamas para piscinas',
        description:
          'Cubiertas automáticas de lamas y piscinas, instaladas por distribuidores autorizados en toda Bélgica. Descubra diez colores y cuatro tipos de instalación.',
      },
    ),
  },
  t: L(
    { slug: 'startpagina', title: 'Startpagina' },
    { slug: 'home', title: 'Home' },
    { slug: 'accueil', title: 'Accueil' },
    { slug: 'startseite', title: 'Startseite' },
    { slug: 'inicio', title: 'Inicio' },
  ),
  blocks: [
    {
      collection: 'block_hero',
      variant: 'image',
      image: heroImage,
      cta_url: '/covers',
      t: L(
        {
          headline: 'Uw zwembad, veilig en warm afgedekt',
          text: 'Automatische lamellenafdekkingen in tien kleuren, op maat gemaakt en geplaatst door een dealer bij u in de buurt.',
          cta_label: 'Ontdek de afdekkingen',
        },
        {
          headline: 'Your pool, safely and warmly covered',
          text: 'Automatic slatted covers in ten colours, made to measure and installed by a dealer near you.',
          cta_label: 'Discover our covers',
        },
        {
          headline: 'Votre piscine, protégée et au chaud',
          text: 'Des volets à lames automatiques en dix couleurs, fabriqués sur mesure et posés par un revendeur près de chez vous.',
          cta_label: 'Découvrir nos volets',
        },
        {
          headline: 'Ihr Pool – sicher und warm abgedeckt',
          text: 'Automatische Lamellenabdeckungen in zehn Farben, maßgefertigt und montiert von einem Fachhändler in Ihrer Nähe.',
          cta_label: 'Abdeckungen entdecken',
        },
        {
          headline: 'Su piscina, segura y con el agua templada',
          text: 'Cubiertas automáticas de lamas en diez colores, fabricadas a medida e instaladas por un distribuidor cercano.',
          cta_label: 'Descubra nuestras cubiertas',
        },
      ),
    },
    {
      collection: 'block_at_any_time',
      link_url: '/covers',
      t: L(
        {
          statement: 'Op elk moment afgedekt: één draai aan de sleutel en uw zwembad is dicht.',
          text: 'Even zwemmen voor het ontbijt, dicht als u vertrekt. Het water blijft warm en schoon, en niemand valt erin.',
          link_label: 'Zo werkt een lamellenafdekking',
        },
        {
          statement: 'Covered at any time: one turn of the key and your pool is closed.',
          text: 'A quick swim before breakfast, closed again when you leave. The water stays warm and clean, and nobody falls in.',
          link_label: 'How a slatted cover works',
        },
        {
          statement: 'Couverte à tout moment : un tour de clé et votre piscine est fermée.',
          text: 'Quelques longueurs avant le petit-déjeuner, et c’est refermé quand vous partez. L’eau reste chaude et propre, et personne n’y tombe.',
          link_label: 'Comment fonctionne un volet à lames',
        },
        {
          statement: 'Jederzeit abgedeckt: eine Drehung am Schlüssel, und Ihr Pool ist zu.',
          text: 'Ein paar Bahnen vor dem Frühstück, wieder zu, wenn Sie aus dem Haus gehen. Das Wasser bleibt warm und sauber, und niemand fällt hinein.',
          link_label: 'So funktioniert eine Lamellenabdeckung',
        },
        {
          statement: 'Cubierta en cualquier momento: un giro de llave y su piscina queda cerrada.',
          text: 'Unos largos antes del desayuno y cerrada de nuevo al salir de casa. El agua se mantiene templada y limpia, y nadie se cae dentro.',
          link_label: 'Así funciona una cubierta de lamas',
        },
      ),
    },
    {
      collection: 'block_pool_animation',
      color: 'volcano_grey',
      t: L(
        {
          heading: 'Open of dicht in enkele minuten',
          text: 'Draai de sleutel en de lamellen rollen over het water, de ene tegen de andere, tot het zwembad helemaal dicht is. Nog een draai en ze verdwijnen weer in de rol, onder de bank of in de wand.',
        },
        {
          heading: 'Open or closed in minutes',
          text: 'Turn the key and the slats roll out over the water, one against the next, until the pool is fully closed. Turn it back and they disappear into the roller again, under a bench or into the wall.',
        },
        {
          heading: 'Ouverte ou fermée en quelques minutes',
          text: 'Tournez la clé : les lames se déroulent sur l’eau, l’une contre l’autre, jusqu’à fermer entièrement le bassin. Un tour dans l’autre sens et elles disparaissent dans l’enrouleur, sous un banc ou dans la paroi.',
        },
        {
          heading: 'In wenigen Minuten auf oder zu',
          text: 'Drehen Sie den Schlüssel, und die Lamellen rollen Stück für Stück über das Wasser, bis das Becken ganz geschlossen ist. Eine Drehung zurück, und sie verschwinden wieder in der Welle – unter einer Bank oder in der Beckenwand.',
        },
        {
          heading: 'Abierta o cerrada en pocos minutos',
          text: 'Gire la llave y las lamas se despliegan sobre el agua, una junto a otra, hasta cerrar por completo la piscina. Otro giro y vuelven a enrollarse, bajo un banco o dentro de la pared.',
        },
      ),
    },
    {
      collection: 'block_project_stats',
      t: L(
        { heading: 'Lamella in cijfers' },
        { heading: 'Lamella in figures' },
        { heading: 'Lamella en chiffres' },
        { heading: 'Lamella in Zahlen' },
        { heading: 'Lamella en cifras' },
      ),
      figures: [
        {
          value: 1200,
          suffix: '+',
          t: L(
            { label: 'geplaatste afdekkingen' },
            { label: 'covers installed' },
            { label: 'volets installés' },
            { label: 'montierte Abdeckungen' },
            { label: 'cubiertas instaladas' },
          ),
        },
        {
          value: 10,
          t: L(
            { label: 'kleuren lamellen' },
            { label: 'slat colours' },
            { label: 'couleurs de lames' },
            { label: 'Lamellenfarben' },
            { label: 'colores de lamas' },
          ),
        },
        {
          value: 35,
          t: L(
            { label: 'erkende dealers' },
            { label: 'authorised dealers' },
            { label: 'revendeurs agréés' },
            { label: 'autorisierte Fachhändler' },
            { label: 'distribuidores autorizados' },
          ),
        },
        {
          value: 3,
          t: L(
            { label: 'minuten, hooguit, om te openen of te sluiten' },
            { label: 'minutes at most to open or close' },
            { label: 'minutes au plus pour ouvrir ou fermer' },
            { label: 'Minuten höchstens zum Öffnen oder Schließen' },
            { label: 'minutos como máximo para abrir o cerrar' },
          ),
        },
      ],
    },
    {
      collection: 'block_rich_text',
      t: L(
        {
          title: 'Over Lamella',
          body: '<p>Lamella ontwikkelt en assembleert automatische lamellenafdekkingen voor privézwembaden. Elke afdekking wordt op maat gemaakt voor één zwembad en geplaatst door een erkende <a href="/dealers">dealer</a> die het project van begin tot eind opvolgt.</p><h2>Waarom een lamellenafdekking?</h2><ul><li><strong>Veiligheid:</strong> gesloten en vergrendeld houdt de afdekking jonge kinderen en huisdieren uit het water.</li><li><strong>Warmte:</strong> ze beperkt verdamping en warmteverlies, en met solarlamellen vangt ze ook zonnewarmte op.</li><li><strong>Minder onderhoud:</strong> bladeren en stof blijven buiten, het water blijft langer helder.</li></ul><p>Met één draai aan de sleutel opent of sluit u uw zwembad op elk moment, in een tot drie minuten. Zo zwemt u wanneer het u past, en is het zwembad de rest van de tijd afgesloten.</p>',
        },
        {
          title: 'About Lamella',
          body: '<p>Lamella develops and assembles automatic slatted covers for private swimming pools. Every cover is made to measure for one pool and installed by an authorised <a href="/dealers">dealer</a> who follows the project from start to finish.</p><h2>Why a slatted cover?</h2><ul><li><strong>Safety:</strong> closed and locked, the cover keeps young children and pets out of the water.</li><li><strong>Warmth:</strong> it limits evaporation and heat loss, and with solar slats it captures solar heat as well.</li><li><strong>Less maintenance:</strong> leaves and dust stay out, and the water stays clear for longer.</li></ul><p>With one turn of the key you can open or close your pool at any time, in one to three minutes. You swim whenever it suits you, and the rest of the time the pool is closed.</p>',
        },
        {
          title: 'À propos de Lamella',
          body: '<p>Lamella conçoit et assemble des volets à lames automatiques pour piscines privées. Chaque volet est fabriqué sur mesure pour un bassin précis et posé par un <a href="/dealers">revendeur</a> agréé qui suit le projet du début à la fin.</p><h2>Pourquoi un volet à lames ?</h2><ul><li><strong>Sécurité :</strong> fermé et verrouillé, le volet empêche les jeunes enfants et les animaux d’accéder à l’eau.</li><li><strong>Chaleur :</strong> il limite l’évaporation et les pertes de chaleur ; avec des lames solaires, il capte aussi la chaleur du soleil.</li><li><strong>Moins d’entretien :</strong> feuilles et poussière restent dehors, l’eau reste claire plus longtemps.</li></ul><p>D’un simple tour de clé, vous ouvrez ou fermez votre piscine à tout moment, en une à trois minutes. Vous nagez quand cela vous convient, et le reste du temps, la piscine est fermée.</p>',
        },
        {
          title: 'Über Lamella',
          body: '<p>Lamella entwickelt und montiert automatische Lamellenabdeckungen für private Schwimmbecken. Jede Abdeckung wird für genau ein Becken maßgefertigt und von einem autorisierten <a href="/dealers">Fachhändler</a> montiert, der das Projekt von Anfang bis Ende begleitet.</p><h2>Warum eine Lamellenabdeckung?</h2><ul><li><strong>Sicherheit:</strong> Geschlossen und verriegelt hält die Abdeckung kleine Kinder und Haustiere vom Wasser fern.</li><li><strong>Wärme:</strong> Sie verringert Verdunstung und Wärmeverlust und nimmt mit Solarlamellen zusätzlich Sonnenwärme auf.</li><li><strong>Weniger Pflege:</strong> Laub und Staub bleiben draußen, das Wasser bleibt länger klar.</li></ul><p>Mit einer Drehung des Schlüssels öffnen oder schließen Sie Ihren Pool jederzeit, in ein bis drei Minuten. So schwimmen Sie, wann es Ihnen passt – und den Rest der Zeit ist der Pool geschlossen.</p>',
        },
        {
          title: 'Sobre Lamella',
          body: '<p>Lamella desarrolla y ensambla cubiertas automáticas de lamas para piscinas privadas. Cada cubierta se fabrica a medida para una piscina concreta y la instala un <a href="/dealers">distribuidor</a> autorizado que acompaña el proyecto de principio a fin.</p><h2>¿Por qué una cubierta de lamas?</h2><ul><li><strong>Seguridad:</strong> cerrada y bloqueada, la cubierta mantiene a los niños pequeños y las mascotas fuera del agua.</li><li><strong>Calor:</strong> reduce la evaporación y la pérdida de calor y, con lamas solares, capta además el calor del sol.</li><li><strong>Menos mantenimiento:</strong> las hojas y el polvo se quedan fuera y el agua se mantiene limpia durante más tiempo.</li></ul><p>Con un solo giro de llave abre o cierra su piscina en cualquier momento, en uno a tres minutos. Se baña cuando le apetece y, el resto del tiempo, la piscina permanece cerrada.</p>',
        },
      ),
    },
    {
      collection: 'block_hero',
      variant: 'split',
      image: madeToMeasureImage,
      cta_url: '/dealers',
      t: L(
        {
          headline: 'Op maat gemaakt, in België',
          text: 'Elke afdekking wordt gebouwd voor één zwembad en geplaatst door de dealer die het heeft opgemeten. Hij komt ook terug voor het onderhoud.',
          cta_label: 'Vind een dealer',
        },
        {
          headline: 'Made to measure, in Belgium',
          text: 'Every cover is built for one pool and installed by the dealer who measured it. The same dealer comes back for the servicing.',
          cta_label: 'Find a dealer',
        },
        {
          headline: 'Sur mesure, en Belgique',
          text: 'Chaque volet est fabriqué pour un seul bassin et posé par le revendeur qui l’a mesuré. C’est aussi lui qui revient pour l’entretien.',
          cta_label: 'Trouver un revendeur',
        },
        {
          headline: 'Maßgefertigt in Belgien',
          text: 'Jede Abdeckung wird für genau ein Becken gebaut und von dem Fachhändler montiert, der es ausgemessen hat. Er kommt auch zur Wartung wieder.',
          cta_label: 'Fachhändler finden',
        },
        {
          headline: 'A medida, en Bélgica',
          text: 'Cada cubierta se fabrica para una sola piscina y la instala el mismo distribuidor que la midió. Él mismo vuelve para el mantenimiento.',
          cta_label: 'Buscar un distribuidor',
        },
      ),
    },
    {
      collection: 'block_quote_carousel',
      t: L(
        { heading: 'Wat onze klanten zeggen' },
        { heading: 'What our customers say' },
        { heading: 'Ce que disent nos clients' },
        { heading: 'Das sagen unsere Kunden' },
        { heading: 'Lo que dicen nuestros clientes' },
      ),
      quotes: [
        {
          name: 'Sarah V.',
          place: 'Knokke-Heist',
          t: L(
            {
              quote:
                'De kinderen weten dat het zwembad dicht is zodra de sleutel eruit is. Die gemoedsrust is goud waard.',
            },
            {
              quote:
                'The children know the pool is closed as soon as the key is out. That peace of mind is worth everything.',
            },
            {
              quote:
                'Les enfants savent que la piscine est fermée dès que la clé est retirée. Cette tranquillité n’a pas de prix.',
            },
            {
              quote:
                'Die Kinder wissen: Ist der Schlüssel abgezogen, ist der Pool zu. Diese Gewissheit ist unbezahlbar.',
            },
            {
              quote:
                'Los niños saben que la piscina está cerrada en cuanto se quita la llave. Esa tranquilidad no tiene precio.',
            },
          ),
        },
        {
          name: 'Marc D.',
          place: 'Hasselt',
          t: L(
            {
              quote:
                'Ons water blijft ’s nachts twee tot drie graden warmer, en de bladeren blijven eruit. We zwemmen nu van april tot oktober.',
            },
            {
              quote:
                'Our water stays two or three degrees warmer overnight, and the leaves stay out. We now swim from April to October.',
            },
            {
              quote:
                'Notre eau garde deux à trois degrés de plus la nuit, et les feuilles restent dehors. Nous nageons désormais d’avril à octobre.',
            },
            {
              quote:
                'Unser Wasser bleibt nachts zwei bis drei Grad wärmer, und das Laub bleibt draußen. Wir schwimmen jetzt von April bis Oktober.',
            },
            {
              quote:
                'El agua se mantiene dos o tres grados más templada por la noche y las hojas se quedan fuera. Ahora nos bañamos de abril a octubre.',
            },
          ),
        },
        {
          name: 'Isabelle L.',
          place: 'Namur',
          t: L(
            {
              quote:
                'De dealer heeft alles opgemeten, geplaatst en rustig uitgelegd. Twee jaar later werkt de afdekking nog als op de eerste dag.',
            },
            {
              quote:
                'The dealer measured, installed and patiently explained everything. Two years on, the cover still works like on day one.',
            },
            {
              quote:
                'Le revendeur a tout mesuré, tout posé et tout expliqué avec patience. Deux ans plus tard, le volet fonctionne comme au premier jour.',
            },
            {
              quote:
                'Der Fachhändler hat alles ausgemessen, montiert und in Ruhe erklärt. Zwei Jahre später läuft die Abdeckung wie am ersten Tag.',
            },
            {
              quote:
                'El distribuidor lo midió todo, lo instaló y nos lo explicó con calma. Dos años después, la cubierta funciona como el primer día.',
            },
          ),
        },
        {
          name: 'Thomas & Anke B.',
          place: 'Eupen',
          t: L(
            {
              quote:
                'We twijfelden tussen grijs en crème. De volcano grey past perfect bij onze natuursteen, en van het water zie je niets meer als hij dicht is.',
            },
            {
              quote:
                'We hesitated between grey and cream. Volcano grey goes perfectly with our natural stone, and once it is closed you no longer see the water at all.',
            },
            {
              quote:
                'Nous hésitions entre le gris et le crème. Le gris volcan s’accorde parfaitement avec notre pierre naturelle, et une fois fermé, on ne voit plus l’eau du tout.',
            },
            {
              quote:
                'Wir konnten uns zwischen Grau und Creme nicht entscheiden. Vulkangrau passt perfekt zu unserem Naturstein, und geschlossen sieht man vom Wasser nichts mehr.',
            },
            {
              quote:
                'Dudábamos entre el gris y el crema. El gris volcán combina perfectamente con nuestra piedra natural y, una vez cerrada, el agua ya no se ve.',
            },
          ),
        },
        {
          name: 'Pieter J.',
          place: 'Leuven',
          t: L(
            {
              quote:
                'Met de solarlamellen warmt het water op zonder dat de warmtepomp moet draaien. Dat zien we op de energiefactuur.',
            },
            {
              quote:
                'With the solar slats the water warms up without the heat pump running. We can see it on the energy bill.',
            },
            {
              quote:
                'Avec les lames solaires, l’eau se réchauffe sans que la pompe à chaleur tourne. Ça se voit sur la facture d’énergie.',
            },
            {
              quote:
                'Mit den Solarlamellen wird das Wasser warm, ohne dass die Wärmepumpe läuft. Das merken wir an der Energierechnung.',
            },
            {
              quote:
                'Con las lamas solares el agua se calienta sin encender la bomba de calor. Se nota en la factura de la luz.',
            },
          ),
        },
      ],
    },
    {
      collection: 'block_hero',
      variant: 'video',
      image: eveningImage,
      cta_url: '/projects',
      t: L(
        {
          headline: '’s Ochtends open, ’s avonds dicht',
          text: 'Een zwembad dat altijd klaarligt en nooit openligt.',
          cta_label: 'Bekijk de realisaties',
        },
        {
          headline: 'Open in the morning, closed at night',
          text: 'A pool that is always ready, and never left open.',
          cta_label: 'View our projects',
        },
        {
          headline: 'Ouverte le matin, fermée le soir',
          text: 'Une piscine toujours prête, jamais laissée ouverte.',
          cta_label: 'Voir nos réalisations',
        },
        {
          headline: 'Morgens offen, abends zu',
          text: 'Ein Pool, der immer bereit ist und nie offen bleibt.',
          cta_label: 'Projekte ansehen',
        },
        {
          headline: 'Abierta por la mañana, cerrada por la noche',
          text: 'Una piscina siempre lista y nunca al descubierto.',
          cta_label: 'Ver nuestros proyectos',
        },
      ),
    },
    {
      collection: 'block_get_inspired',
      count: 3,
      link_url: '/projects',
      t: L(
        {
          heading: 'Laat u inspireren',
          text: 'Onze meest recente realisaties, van de kust tot de Ardennen en net over de grens.',
          link_label: 'Alle realisaties',
        },
        {
          heading: 'Get inspired',
          text: 'Our latest projects, from the coast to the Ardennes and just across the border.',
          link_label: 'All projects',
        },
        {
          heading: 'Laissez-vous inspirer',
          text: 'Nos réalisations les plus récentes, de la côte aux Ardennes et juste de l’autre côté de la frontière.',
          link_label: 'Toutes nos réalisations',
        },
        {
          heading: 'Lassen Sie sich inspirieren',
          text: 'Unsere neuesten Projekte – von der Küste bis in die Ardennen und gleich hinter der Grenze.',
          link_label: 'Alle Projekte',
        },
        {
          heading: 'Inspírese',
          text: 'Nuestros proyectos más recientes, desde la costa hasta las Ardenas y justo al otro lado de la frontera.',
          link_label: 'Todos los proyectos',
        },
      ),
    },
  ],
}

// ---------------------------------------------------------------------------------------------
// Terms and conditions
// ---------------------------------------------------------------------------------------------

const termsNl =
  '<p>Deze algemene voorwaarden zijn van toepassing op het gebruik van deze website, op offerteaanvragen die via de website worden ingediend en op de verkoop van producten van Lamella, tenzij schriftelijk anders is overeengekomen.</p>' +
  '<h2>1. Toepassingsgebied</h2><p>Lamella-producten worden verkocht en geplaatst door onafhankelijke, erkende dealers. De koopovereenkomst wordt gesloten tussen u en uw dealer. De voorwaarden van de dealer kunnen deze algemene voorwaarden aanvullen; bij tegenstrijdigheid gelden de bepalingen die voor u als consument het gunstigst zijn.</p>' +
  '<h2>2. Offertes en bestellingen</h2><p>Een aanvraag via de website is vrijblijvend. Een offerte is dertig dagen geldig. Een bestelling is definitief zodra de ondertekende offerte schriftelijk door de dealer is bevestigd. Omdat elke afdekking op maat wordt gemaakt, worden de afmetingen vóór de productie ter plaatse opgemeten.</p>' +
  '<h2>3. Prijzen en betaling</h2><p>Alle prijzen zijn uitgedrukt in euro, inclusief btw tegen het geldende tarief. Tenzij anders vermeld, wordt bij de bestelling een voorschot van dertig procent gevraagd en is het saldo betaalbaar na de plaatsing. Bij laattijdige betaling kunnen verwijlintresten en een forfaitaire vergoeding worden aangerekend binnen de grenzen van de wet.</p>' +
  '<h2>4. Levering en plaatsing</h2><p>Leveringstermijnen zijn indicatief en lopen doorgaans vier tot acht weken na de definitieve opmeting. U zorgt voor een vlotte toegang tot het zwembad, een geschikte elektrische aansluiting en een afgewerkte zwembadkuip volgens de instructies van de dealer.</p>' +
  '<h2>5. Herroepingsrecht</h2><p>Afdekkingen worden vervaardigd volgens de specificaties van de klant. Het wettelijke herroepingsrecht voor overeenkomsten op afstand of buiten de verkoopruimte is daarom niet van toepassing op deze producten. Voor andere producten die op afstand worden gekocht, beschikt u over een herroepingstermijn van veertien dagen.</p>' +
  '<h2>6. Garantie</h2><p>Als consument geniet u een wettelijke garantie van twee jaar op gebreken aan de overeenstemming vanaf de levering. Daarnaast verleent Lamella een commerciële garantie op de lamellen en de aandrijving, zoals beschreven in het garantiecertificaat. Schade door oneigenlijk gebruik, een verkeerde waterbehandeling, bediening bij vorst of het uitblijven van het jaarlijkse onderhoud valt niet onder de garantie.</p>' +
  '<h2>7. Aansprakelijkheid</h2><p>De aansprakelijkheid van Lamella is beperkt tot wat de wet toelaat en omvat geen indirecte schade. Deze beperking geldt niet bij opzet, zware fout of schade door overlijden of lichamelijk letsel.</p>' +
  '<h2>8. Persoonsgegevens</h2><p>De gegevens die u via de website doorgeeft, gebruiken we om uw aanvraag te behandelen. We bezorgen ze daartoe aan de dealer die uw aanvraag opvolgt. U kunt uw gegevens inkijken, laten verbeteren of laten verwijderen door contact met ons op te nemen.</p>' +
  '<h2>9. Toepasselijk recht en geschillen</h2><p>Op deze voorwaarden is het Belgisch recht van toepassing. Consumenten kunnen zich bij een geschil ook wenden tot de Consumentenombudsdienst. Geschillen worden voorgelegd aan de bevoegde rechtbank van de woonplaats van de consument of, voor ondernemingen, van de zetel van Lamella.</p>'

const termsEn =
  '<p>These general terms and conditions apply to the use of this website, to quote requests submitted through the website and to the sale of Lamella products, unless otherwise agreed in writing.</p>' +
  '<h2>1. Scope</h2><p>Lamella products are sold and installed by independent, authorised dealers. The purchase agreement is concluded between you and your dealer. The dealer’s own terms may supplement these general terms; in the event of a conflict, the provisions most favourable to you as a consumer apply.</p>' +
  '<h2>2. Quotes and orders</h2><p>A request made through the website is without obligation. A quote is valid for thirty days. An order becomes final once the signed quote has been confirmed in writing by the dealer. Because every cover is made to measure, the dimensions are measured on site before production.</p>' +
  '<h2>3. Prices and payment</h2><p>All prices are in euros and include VAT at the applicable rate. Unless stated otherwise, a deposit of thirty per cent is requested when ordering and the balance is payable after installation. In the event of late payment, interest and a fixed compensation may be charged within the limits permitted by law.</p>' +
  '<h2>4. Delivery and installation</h2><p>Delivery times are indicative and are usually four to eight weeks after the final measurement. You ensure easy access to the pool, a suitable electrical connection and a finished pool shell in accordance with the dealer’s instructions.</p>' +
  '<h2>5. Right of withdrawal</h2><p>Covers are manufactured to the customer’s specifications. The statutory right of withdrawal for distance or off-premises contracts therefore does not apply to these products. For other products bought at a distance, you have a withdrawal period of fourteen days.</p>' +
  '<h2>6. Warranty</h2><p>As a consumer, you are entitled to a statutory two-year warranty against lack of conformity from the date of delivery. In addition, Lamella provides a commercial warranty on the slats and the drive, as described in the warranty certificate. Damage caused by improper use, incorrect water treatment, operation in freezing conditions or failure to carry out the annual maintenance is not covered.</p>' +
  '<h2>7. Liability</h2><p>Lamella’s liability is limited to the extent permitted by law and does not include indirect damage. This limitation does not apply in the case of intent, gross negligence, or death or personal injury.</p>' +
  '<h2>8. Personal data</h2><p>We use the data you provide through the website to handle your request, and pass it on for that purpose to the dealer who follows up your request. You can access, correct or delete your data by contacting us.</p>' +
  '<h2>9. Applicable law and disputes</h2><p>These terms are governed by Belgian law. In the event of a dispute, consumers may also contact the Belgian Consumer Mediation Service. Disputes are submitted to the competent court of the consumer’s place of residence or, for businesses, of Lamella’s registered office.</p>'

const termsFr =
  '<p>Les présentes conditions générales s’appliquent à l’utilisation de ce site, aux demandes de devis introduites par son intermédiaire et à la vente des produits Lamella, sauf convention écrite contraire.</p>' +
  '<h2>1. Champ d’application</h2><p>Les produits Lamella sont vendus et installés par des revendeurs indépendants agréés. Le contrat de vente est conclu entre vous et votre revendeur. Les conditions propres au revendeur peuvent compléter les présentes conditions générales ; en cas de contradiction, les dispositions les plus favorables pour vous en tant que consommateur s’appliquent.</p>' +
  '<h2>2. Devis et commandes</h2><p>Une demande introduite via le site est sans engagement. Un devis est valable trente jours. Une commande devient définitive dès que le devis signé a été confirmé par écrit par le revendeur. Chaque volet étant fabriqué sur mesure, les dimensions sont relevées sur place avant la production.</p>' +
  '<h2>3. Prix et paiement</h2><p>Tous les prix sont exprimés en euros, TVA comprise au taux en vigueur. Sauf mention contraire, un acompte de trente pour cent est demandé à la commande et le solde est payable après la pose. En cas de retard de paiement, des intérêts de retard et une indemnité forfaitaire peuvent être réclamés dans les limites prévues par la loi.</p>' +
  '<h2>4. Livraison et pose</h2><p>Les délais de livraison sont indicatifs et s’élèvent généralement à quatre à huit semaines après le métré définitif. Vous veillez à un accès aisé à la piscine, à un raccordement électrique adapté et à un bassin terminé conformément aux instructions du revendeur.</p>' +
  '<h2>5. Droit de rétractation</h2><p>Les volets sont fabriqués selon les spécifications du client. Le droit de rétractation légal applicable aux contrats à distance ou hors établissement ne s’applique donc pas à ces produits. Pour les autres produits achetés à distance, vous disposez d’un délai de rétractation de quatorze jours.</p>' +
  '<h2>6. Garantie</h2><p>En tant que consommateur, vous bénéficiez d’une garantie légale de deux ans contre les défauts de conformité à compter de la livraison. Lamella accorde en outre une garantie commerciale sur les lames et la motorisation, telle que décrite dans le certificat de garantie. Les dommages résultant d’une utilisation inappropriée, d’un mauvais traitement de l’eau, d’une manœuvre par temps de gel ou de l’absence d’entretien annuel ne sont pas couverts.</p>' +
  '<h2>7. Responsabilité</h2><p>La responsabilité de Lamella est limitée dans la mesure permise par la loi et n’inclut pas les dommages indirects. Cette limitation ne s’applique pas en cas de dol, de faute grave ou de dommages résultant d’un décès ou de lésions corporelles.</p>' +
  '<h2>8. Données personnelles</h2><p>Nous utilisons les données que vous nous transmettez via le site pour traiter votre demande et les communiquons, à cette fin, au revendeur qui en assure le suivi. Vous pouvez consulter, faire rectifier ou faire supprimer vos données en nous contactant.</p>' +
  '<h2>9. Droit applicable et litiges</h2><p>Les présentes conditions sont régies par le droit belge. En cas de litige, les consommateurs peuvent également s’adresser au Service de Médiation pour le Consommateur. Les litiges sont soumis au tribunal compétent du domicile du consommateur ou, pour les entreprises, du siège de Lamella.</p>'

const termsDe =
  '<p>Diese Allgemeinen Geschäftsbedingungen gelten für die Nutzung dieser Website, für über die Website eingereichte Angebotsanfragen und für den Verkauf von Lamella-Produkten, sofern nicht schriftlich etwas anderes vereinbart wurde.</p>' +
  '<h2>1. Geltungsbereich</h2><p>Lamella-Produkte werden von unabhängigen, autorisierten Fachhändlern verkauft und montiert. Der Kaufvertrag kommt zwischen Ihnen und Ihrem Fachhändler zustande. Die Bedingungen des Fachhändlers können diese AGB ergänzen; bei Widersprüchen gelten die für Sie als Verbraucher günstigsten Bestimmungen.</p>' +
  '<h2>2. Angebote und Bestellungen</h2><p>Eine Anfrage über die Website ist unverbindlich. Ein Angebot ist dreißig Tage gültig. Eine Bestellung ist verbindlich, sobald das unterzeichnete Angebot vom Fachhändler schriftlich bestätigt wurde. Da jede Abdeckung maßgefertigt wird, werden die Maße vor der Produktion vor Ort aufgenommen.</p>' +
  '<h2>3. Preise und Zahlung</h2><p>Alle Preise verstehen sich in Euro einschließlich der geltenden Mehrwertsteuer. Sofern nicht anders angegeben, wird bei der Bestellung eine Anzahlung von dreißig Prozent fällig; der Restbetrag ist nach der Montage zu zahlen. Bei Zahlungsverzug können Verzugszinsen und eine Pauschalentschädigung im gesetzlich zulässigen Rahmen berechnet werden.</p>' +
  '<h2>4. Lieferung und Montage</h2><p>Lieferfristen sind unverbindlich und betragen in der Regel vier bis acht Wochen nach dem endgültigen Aufmaß. Sie sorgen für einen ungehinderten Zugang zum Pool, einen geeigneten Elektroanschluss und ein fertiggestelltes Becken gemäß den Vorgaben des Fachhändlers.</p>' +
  '<h2>5. Widerrufsrecht</h2><p>Abdeckungen werden nach den Vorgaben des Kunden angefertigt. Das gesetzliche Widerrufsrecht für Fernabsatzverträge und außerhalb von Geschäftsräumen geschlossene Verträge gilt daher für diese Produkte nicht. Für andere im Fernabsatz gekaufte Produkte steht Ihnen eine Widerrufsfrist von vierzehn Tagen zu.</p>' +
  '<h2>6. Gewährleistung und Garantie</h2><p>Als Verbraucher haben Sie ab der Lieferung Anspruch auf die gesetzliche Gewährleistung von zwei Jahren für Vertragswidrigkeiten. Darüber hinaus gewährt Lamella eine Herstellergarantie auf Lamellen und Antrieb gemäß dem Garantiezertifikat. Schäden durch unsachgemäßen Gebrauch, falsche Wasseraufbereitung, Bedienung bei Frost oder unterlassene jährliche Wartung sind nicht abgedeckt.</p>' +
  '<h2>7. Haftung</h2><p>Die Haftung von Lamella ist auf das gesetzlich zulässige Maß beschränkt und umfasst keine mittelbaren Schäden. Diese Beschränkung gilt nicht bei Vorsatz, grober Fahrlässigkeit sowie bei Schäden aus der Verletzung des Lebens oder des Körpers.</p>' +
  '<h2>8. Personenbezogene Daten</h2><p>Die Daten, die Sie uns über die Website übermitteln, verwenden wir zur Bearbeitung Ihrer Anfrage und geben sie zu diesem Zweck an den zuständigen Fachhändler weiter. Sie können Auskunft über Ihre Daten verlangen und diese berichtigen oder löschen lassen, indem Sie uns kontaktieren.</p>' +
  '<h2>9. Anwendbares Recht und Streitigkeiten</h2><p>Diese Bedingungen unterliegen belgischem Recht. Verbraucher können sich bei Streitigkeiten auch an den belgischen Verbraucherschlichtungsdienst wenden. Streitigkeiten werden dem zuständigen Gericht am Wohnsitz des Verbrauchers oder, bei Unternehmen, am Sitz von Lamella vorgelegt.</p>'

const termsEs =
  '<p>Las presentes condiciones generales se aplican al uso de este sitio web, a las solicitudes de presupuesto enviadas a través de él y a la venta de productos Lamella, salvo acuerdo por escrito en contrario.</p>' +
  '<h2>1. Ámbito de aplicación</h2><p>Los productos Lamella los venden e instalan distribuidores independientes autorizados. El contrato de compraventa se celebra entre usted y su distribuidor. Las condiciones propias del distribuidor pueden completar estas condiciones generales; en caso de contradicción, prevalecen las disposiciones más favorables para usted como consumidor.</p>' +
  '<h2>2. Presupuestos y pedidos</h2><p>Una solicitud realizada a través del sitio web no implica compromiso alguno. Un presupuesto tiene una validez de treinta días. El pedido es firme en cuanto el distribuidor confirma por escrito el presupuesto firmado. Como cada cubierta se fabrica a medida, las dimensiones se toman in situ antes de la producción.</p>' +
  '<h2>3. Precios y pago</h2><p>Todos los precios se expresan en euros e incluyen el IVA al tipo vigente. Salvo indicación en contrario, se solicita un anticipo del treinta por ciento al realizar el pedido y el resto se abona tras la instalación. En caso de retraso en el pago, podrán aplicarse intereses de demora y una indemnización a tanto alzado dentro de los límites legales.</p>' +
  '<h2>4. Entrega e instalación</h2><p>Los plazos de entrega son orientativos y suelen ser de cuatro a ocho semanas desde la medición definitiva. Usted garantiza un acceso cómodo a la piscina, una conexión eléctrica adecuada y un vaso terminado conforme a las instrucciones del distribuidor.</p>' +
  '<h2>5. Derecho de desistimiento</h2><p>Las cubiertas se fabrican según las especificaciones del cliente. Por ello, el derecho legal de desistimiento de los contratos a distancia o celebrados fuera del establecimiento no se aplica a estos productos. Para otros productos adquiridos a distancia, dispone de un plazo de desistimiento de catorce días.</p>' +
  '<h2>6. Garantía</h2><p>Como consumidor, dispone de una garantía legal de dos años frente a la falta de conformidad a partir de la entrega. Además, Lamella ofrece una garantía comercial sobre las lamas y el motor, tal como se describe en el certificado de garantía. No están cubiertos los daños causados por un uso indebido, un tratamiento inadecuado del agua, el accionamiento con heladas o la falta del mantenimiento anual.</p>' +
  '<h2>7. Responsabilidad</h2><p>La responsabilidad de Lamella se limita a lo permitido por la ley y no incluye los daños indirectos. Esta limitación no se aplica en caso de dolo, culpa grave o daños por fallecimiento o lesiones personales.</p>' +
  '<h2>8. Datos personales</h2><p>Utilizamos los datos que nos facilita a través del sitio web para tramitar su solicitud y, con ese fin, los transmitimos al distribuidor que la atiende. Puede acceder a sus datos, rectificarlos o solicitar su supresión poniéndose en contacto con nosotros.</p>' +
  '<h2>9. Legislación aplicable y litigios</h2><p>Estas condiciones se rigen por el Derecho belga. En caso de litigio, los consumidores también pueden dirigirse al Servicio de Mediación del Consumidor de Bélgica. Los litigios se someterán al tribunal competente del domicilio del consumidor o, en el caso de empresas, del domicilio social de Lamella.</p>'

const terms: PageSeed = {
  key: 'terms',
  status: 'published',
  seo: {
    ...indexable,
    t: L(
      {
        title: 'Algemene voorwaarden',
        description:
          'De algemene voorwaarden van Lamella voor het gebruik van de website, offerteaanvragen en de verkoop van lamellenafdekkingen.',
      },
      {
        title: 'Terms and conditions',
        description:
          'Lamella’s general terms and conditions for the use of the website, quote requests and the sale of slatted covers.',
      },
      {
        title: 'Conditions générales',
        description:
          'Les conditions générales de Lamella pour l’utilisation du site, les demandes de devis et la vente de volets à lames.',
      },
      {
        title: 'AGB',
        description:
          'Die Allgemeinen Geschäftsbedingungen von Lamella für die Nutzung der Website, Angebotsanfragen und den Verkauf von Lamellenabdeckungen.',
      },
      {
        title: 'Términos y condiciones',
        description:
          'Las condiciones generales de Lamella para el uso del sitio web, las solicitudes de presupuesto y la venta de cubiertas de lamas.',
      },
    ),
  },
  t: L(
    { slug: 'algemene-voorwaarden', title: 'Algemene voorwaarden' },
    { slug: 'terms-and-conditions', title: 'Terms and conditions' },
    { slug: 'conditions-generales', title: 'Conditions générales' },
    { slug: 'agb', title: 'Allgemeine Geschäftsbedingungen' },
    { slug: 'terminos-y-condiciones', title: 'Términos y condiciones' },
  ),
  blocks: [
    {
      collection: 'block_rich_text',
      t: L(
        { title: 'Algemene voorwaarden', body: termsNl },
        { title: 'General terms and conditions', body: termsEn },
        { title: 'Conditions générales', body: termsFr },
        { title: 'Allgemeine Geschäftsbedingungen', body: termsDe },
        { title: 'Términos y condiciones generales', body: termsEs },
      ),
    },
  ],
}

// ---------------------------------------------------------------------------------------------
// About and our story (nested slug under about)
// ---------------------------------------------------------------------------------------------

const about: PageSeed = {
  key: 'about',
  status: 'published',
  seo: {
    ...indexable,
    t: L(
      {
        title: 'Over ons',
        description:
          'Lamella ontwikkelt lamellenafdekkingen voor privézwembaden en werkt samen met twintig erkende dealers in heel België.',
      },
      {
        title: 'About us',
        description:
          'Lamella develops slatted covers for private pools and works with twenty authorised dealers across Belgium.',
      },
      {
        title: 'À propos',
        description:
          'Lamella conçoit des volets à lames pour piscines privées et travaille avec vingt revendeurs agréés dans toute la Belgique.',
      },
      {
        title: 'Über uns',
        description:
          'Lamella entwickelt Lamellenabdeckungen für private Pools und arbeitet mit zwanzig autorisierten Fachhändlern in ganz Belgien zusammen.',
      },
      {
        title: 'Sobre nosotros',
        description:
          'Lamella desarrolla cubiertas de lamas para piscinas privadas y trabaja con veinte distribuidores autorizados en toda Bélgica.',
      },
    ),
  },
  t: L(
    { slug: 'over-ons', title: 'Over ons' },
    { slug: 'about', title: 'About us' },
    { slug: 'a-propos', title: 'À propos' },
    { slug: 'ueber-uns', title: 'Über uns' },
    { slug: 'sobre-nosotros', title: 'Sobre nosotros' },
  ),
  blocks: [
    {
      collection: 'block_rich_text',
      t: L(
        {
          title: 'Wie we zijn',
          body: '<p>Lamella is een Belgisch merk van automatische lamellenafdekkingen voor privézwembaden. We ontwikkelen de afdekkingen, kiezen de materialen en assembleren elke afdekking op maat van één zwembad.</p><h2>Samen met lokale dealers</h2><p>We verkopen niet rechtstreeks. Twintig erkende <a href="/dealers">dealers</a>, verspreid over alle provincies, adviseren, meten op, plaatsen en onderhouden. Zo hebt u één vast aanspreekpunt in uw buurt, van de eerste schets tot het jaarlijkse nazicht.</p><h2>Waar we voor staan</h2><ul><li>Afdekkingen die veilig, zuinig en eenvoudig in gebruik zijn</li><li>Eerlijk advies, ook als dat betekent dat een eenvoudigere oplossing volstaat</li><li>Service die blijft, lang na de plaatsing</li></ul><p>Hoe het allemaal begon, leest u in <a href="/about/our-story">ons verhaal</a>.</p>',
        },
        {
          title: 'Who we are',
          body: '<p>Lamella is a Belgian brand of automatic slatted covers for private swimming pools. We develop the covers, select the materials and assemble every cover to fit one specific pool.</p><h2>Working with local dealers</h2><p>We do not sell directly. Twenty authorised <a href="/dealers">dealers</a>, spread across every province, advise, measure, install and maintain. That gives you a single point of contact close to home, from the first sketch to the annual inspection.</p><h2>What we stand for</h2><ul><li>Covers that are safe, energy-efficient and easy to use</li><li>Honest advice, even when that means a simpler solution will do</li><li>Service that lasts long after installation</li></ul><p>How it all began? Read <a href="/about/our-story">our story</a>.</p>',
        },
        {
          title: 'Qui sommes-nous ?',
          body: '<p>Lamella est une marque belge de volets à lames automatiques pour piscines privées. Nous concevons les volets, sélectionnons les matériaux et assemblons chaque volet sur mesure pour un bassin précis.</p><h2>Avec des revendeurs locaux</h2><p>Nous ne vendons pas en direct. Vingt <a href="/dealers">revendeurs</a> agréés, répartis dans toutes les provinces, conseillent, mesurent, posent et entretiennent. Vous disposez ainsi d’un interlocuteur unique près de chez vous, de la première esquisse au contrôle annuel.</p><h2>Nos engagements</h2><ul><li>Des volets sûrs, économes et simples à utiliser</li><li>Un conseil honnête, même lorsqu’une solution plus simple suffit</li><li>Un service qui se poursuit bien après la pose</li></ul><p>Comment tout a commencé ? Lisez <a href="/about/our-story">notre histoire</a>.</p>',
        },
        {
          title: 'Wer wir sind',
          body: '<p>Lamella ist eine belgische Marke für automatische Lamellenabdeckungen für private Schwimmbecken. Wir entwickeln die Abdeckungen, wählen die Materialien aus und montieren jede Abdeckung passgenau für ein bestimmtes Becken.</p><h2>Gemeinsam mit Fachhändlern vor Ort</h2><p>Wir verkaufen nicht direkt. Zwanzig autorisierte <a href="/dealers">Fachhändler</a> in allen Provinzen beraten, messen auf, montieren und warten. So haben Sie einen festen Ansprechpartner in Ihrer Nähe – von der ersten Skizze bis zur jährlichen Inspektion.</p><h2>Wofür wir stehen</h2><ul><li>Abdeckungen, die sicher, sparsam und einfach zu bedienen sind</li><li>Ehrliche Beratung, auch wenn eine einfachere Lösung genügt</li><li>Service, der lange über die Montage hinaus besteht</li></ul><p>Wie alles begann, lesen Sie in <a href="/about/our-story">unserer Geschichte</a>.</p>',
        },
        {
          title: 'Quiénes somos',
          body: '<p>Lamella es una marca belga de cubiertas automáticas de lamas para piscinas privadas. Desarrollamos las cubiertas, seleccionamos los materiales y ensamblamos cada cubierta a la medida de una piscina concreta.</p><h2>Con distribuidores locales</h2><p>No vendemos directamente. Veinte <a href="/dealers">distribuidores</a> autorizados, repartidos por todas las provincias, asesoran, miden, instalan y realizan el mantenimiento. Así tiene un único interlocutor cerca de casa, desde el primer boceto hasta la revisión anual.</p><h2>Nuestros compromisos</h2><ul><li>Cubiertas seguras, eficientes y fáciles de usar</li><li>Un asesoramiento honesto, aunque baste una solución más sencilla</li><li>Un servicio que continúa mucho después de la instalación</li></ul><p>¿Cómo empezó todo? Lea <a href="/about/our-story">nuestra historia</a>.</p>',
        },
      ),
    },
    aboutGallery,
    {
      collection: 'block_cta',
      button_url: '/dealers',
      t: L(
        {
          title: 'Maak kennis met een dealer',
          text: 'Bezoek een toonzaal bij u in de buurt en bekijk de lamellen in het echt.',
          button_label: 'Vind een dealer',
        },
        {
          title: 'Meet a dealer',
          text: 'Visit a showroom near you and see the slats in real life.',
          button_label: 'Find a dealer',
        },
        {
          title: 'Rencontrez un revendeur',
          text: 'Visitez un showroom près de chez vous et découvrez les lames en vrai.',
          button_label: 'Trouver un revendeur',
        },
        {
          title: 'Lernen Sie einen Fachhändler kennen',
          text: 'Besuchen Sie eine Ausstellung in Ihrer Nähe und sehen Sie sich die Lamellen aus der Nähe an.',
          button_label: 'Fachhändler finden',
        },
        {
          title: 'Conozca a un distribuidor',
          text: 'Visite una sala de exposición cercana y vea las lamas en persona.',
          button_label: 'Buscar un distribuidor',
        },
      ),
    },
  ],
}

const ourStory: PageSeed = {
  key: 'our-story',
  status: 'published',
  seo: {
    ...indexable,
    t: L(
      {
        title: 'Ons verhaal',
        description:
          'Hoe een kleine werkplaats in West-Vlaanderen uitgroeide tot een merk van lamellenafdekkingen met dealers in heel België.',
      },
      {
        title: 'Our story',
        description:
          'How a small workshop in West Flanders grew into a brand of slatted covers with dealers throughout Belgium.',
      },
      {
        title: 'Notre histoire',
        description:
          'Comment un petit atelier de Flandre occidentale est devenu une marque de volets à lames présente dans toute la Belgique.',
      },
      {
        title: 'Unsere Geschichte',
        description:
          'Wie aus einer kleinen Werkstatt in Westflandern eine Marke für Lamellenabdeckungen mit Fachhändlern in ganz Belgien wurde.',
      },
      {
        title: 'Nuestra historia',
        description:
          'Cómo un pequeño taller de Flandes Occidental se convirtió en una marca de cubiertas de lamas con distribuidores en toda Bélgica.',
      },
    ),
  },
  t: L(
    { slug: 'over-ons/ons-verhaal', title: 'Ons verhaal' },
    { slug: 'about/our-story', title: 'Our story' },
    { slug: 'a-propos/notre-histoire', title: 'Notre histoire' },
    { slug: 'ueber-uns/unsere-geschichte', title: 'Unsere Geschichte' },
    { slug: 'sobre-nosotros/nuestra-historia', title: 'Nuestra historia' },
  ),
  blocks: [
    {
      collection: 'block_rich_text',
      t: L(
        {
          title: 'Ons verhaal',
          body: '<p>Lamella begon in 2009 in een kleine werkplaats in West-Vlaanderen. Een zwembadbouwer en een ingenieur stelden vast dat hun klanten een afdekking wilden die veilig was, het water warm hield en er ook mooi uitzag, en dat zo’n afdekking nauwelijks te vinden was.</p><h2>Van werkplaats tot merk</h2><p>De eerste afdekkingen werden voor zwembaden in de eigen regio gebouwd. Al snel vroegen collega-zwembadbouwers of ze de afdekkingen ook voor hun klanten konden bestellen. Zo ontstond het dealernetwerk dat vandaag twintig bedrijven in alle Belgische provincies telt.</p><h2>Wat er veranderde, en wat niet</h2><p>Het gamma groeide van drie naar tien kleuren, met transparante lamellen en solarlamellen voor wie de zon wil benutten. Wat bleef, is de werkwijze: elke afdekking wordt op maat gemaakt, en elke klant heeft een vaste <a href="/dealers">dealer</a> in de buurt.</p><p>Wie we vandaag zijn en hoe we met onze dealers samenwerken, leest u op de pagina <a href="/about">Over ons</a>.</p>',
        },
        {
          title: 'Our story',
          body: '<p>Lamella started in 2009 in a small workshop in West Flanders. A pool builder and an engineer noticed that their customers wanted a cover that was safe, kept the water warm and also looked good, and that such a cover was hard to find.</p><h2>From workshop to brand</h2><p>The first covers were built for pools in the local area. Before long, fellow pool builders asked whether they could order the covers for their own customers too. That was the beginning of the dealer network, which today counts twenty companies in every Belgian province.</p><h2>What changed, and what did not</h2><p>The range grew from three to ten colours, including transparent and solar slats for those who want to make use of the sun. What stayed the same is the way we work: every cover is made to measure, and every customer has a dedicated <a href="/dealers">dealer</a> nearby.</p><p>You can read who we are today, and how we work with our dealers, on our <a href="/about">About us</a> page.</p>',
        },
        {
          title: 'Notre histoire',
          body: '<p>Lamella a vu le jour en 2009 dans un petit atelier de Flandre occidentale. Un pisciniste et un ingénieur constataient que leurs clients voulaient une couverture sûre, qui garde l’eau au chaud et soit belle à regarder, et qu’une telle couverture était difficile à trouver.</p><h2>De l’atelier à la marque</h2><p>Les premiers volets ont été fabriqués pour des piscines de la région. Très vite, d’autres piscinistes ont demandé à pouvoir les commander pour leurs propres clients. C’est ainsi qu’est né le réseau de revendeurs, qui compte aujourd’hui vingt entreprises dans toutes les provinces belges.</p><h2>Ce qui a changé, et ce qui est resté</h2><p>La gamme est passée de trois à dix couleurs, avec des lames transparentes et solaires pour ceux qui veulent tirer parti du soleil. Ce qui n’a pas changé, c’est notre méthode : chaque volet est fabriqué sur mesure, et chaque client dispose d’un <a href="/dealers">revendeur</a> attitré près de chez lui.</p><p>Qui nous sommes aujourd’hui et comment nous travaillons avec nos revendeurs : vous le découvrirez sur la page <a href="/about">À propos</a>.</p>',
        },
        {
          title: 'Unsere Geschichte',
          body: '<p>Lamella begann 2009 in einer kleinen Werkstatt in Westflandern. Ein Poolbauer und ein Ingenieur stellten fest, dass ihre Kunden eine Abdeckung wünschten, die sicher ist, das Wasser warm hält und gut aussieht – und dass es eine solche Abdeckung kaum gab.</p><h2>Von der Werkstatt zur Marke</h2><p>Die ersten Abdeckungen entstanden für Pools in der eigenen Region. Schon bald fragten andere Poolbauer, ob sie die Abdeckungen auch für ihre Kunden bestellen könnten. So entstand das Händlernetz, das heute zwanzig Unternehmen in allen belgischen Provinzen umfasst.</p><h2>Was sich geändert hat – und was nicht</h2><p>Das Sortiment wuchs von drei auf zehn Farben, darunter transparente Lamellen und Solarlamellen für alle, die die Sonne nutzen möchten. Geblieben ist unsere Arbeitsweise: Jede Abdeckung wird maßgefertigt, und jeder Kunde hat einen festen <a href="/dealers">Fachhändler</a> in seiner Nähe.</p><p>Wer wir heute sind und wie wir mit unseren Fachhändlern zusammenarbeiten, lesen Sie auf der Seite <a href="/about">Über uns</a>.</p>',
        },
        {
          title: 'Nuestra historia',
          body: '<p>Lamella nació en 2009 en un pequeño taller de Flandes Occidental. Un constructor de piscinas y un ingeniero se dieron cuenta de que sus clientes querían una cubierta segura, que mantuviera el agua templada y que además fuera bonita, y de que algo así era difícil de encontrar.</p><h2>Del taller a la marca</h2><p>Las primeras cubiertas se fabricaron para piscinas de la zona. Muy pronto, otros constructores de piscinas preguntaron si podían encargarlas también para sus clientes. Así nació la red de distribuidores, que hoy reúne a veinte empresas en todas las provincias belgas.</p><h2>Lo que cambió y lo que no</h2><p>La gama pasó de tres a diez colores, con lamas transparentes y solares para quien quiera aprovechar el sol. Lo que se mantiene es nuestra forma de trabajar: cada cubierta se fabrica a medida y cada cliente tiene un <a href="/dealers">distribuidor</a> de referencia cerca de casa.</p><p>Quiénes somos hoy y cómo trabajamos con nuestros distribuidores, lo encontrará en la página <a href="/about">Sobre nosotros</a>.</p>',
        },
      ),
    },
    ourStorySlider,
  ],
}

// ---------------------------------------------------------------------------------------------
// Spring offer: where the promo banner of the global settings leads
// ---------------------------------------------------------------------------------------------

const springOffer: PageSeed = {
  key: 'spring-offer',
  status: 'published',
  seo: {
    ...indexable,
    t: L(
      {
        title: 'Lenteactie: solarlamellen zonder meerprijs',
        description:
          'Bestel dit voorjaar een lamellenafdekking van Lamella en uw dealer plaatst solarlamellen zonder meerprijs. Zo warmt uw zwembad sneller op.',
      },
      {
        title: 'Spring offer: solar slats at no extra cost',
        description:
          'Order a Lamella slatted cover this spring and your dealer fits solar slats at no extra cost, so your pool warms up sooner.',
      },
      {
        title: 'Offre de printemps : lames solaires sans supplément',
        description:
          'Commandez un volet à lames Lamella ce printemps et votre revendeur pose des lames solaires sans supplément : votre piscine se réchauffe plus vite.',
      },
      {
        title: 'Frühlingsaktion: Solarlamellen ohne Aufpreis',
        description:
          'Bestellen Sie in diesem Frühjahr eine Lamellenabdeckung von Lamella, und Ihr Fachhändler montiert Solarlamellen ohne Aufpreis. So wird Ihr Pool schneller warm.',
      },
      {
        title: 'Oferta de primavera: lamas solares sin coste adicional',
        description:
          'Encargue esta primavera una cubierta de lamas Lamella y su distribuidor le instala lamas solares sin coste adicional, para que su piscina se caliente antes.',
      },
    ),
  },
  t: L(
    { slug: 'lenteactie', title: 'Lenteactie' },
    { slug: 'spring-offer', title: 'Spring offer' },
    { slug: 'offre-de-printemps', title: 'Offre de printemps' },
    { slug: 'fruehlingsaktion', title: 'Frühlingsaktion' },
    { slug: 'oferta-de-primavera', title: 'Oferta de primavera' },
  ),
  blocks: [
    {
      collection: 'block_rich_text',
      t: L(
        {
          title: 'Solarlamellen zonder meerprijs',
          body: '<p>Bestel dit voorjaar een lamellenafdekking van Lamella en we rusten ze uit met solarlamellen, zonder meerprijs. Een solarlamel heeft een transparante bovenzijde en een donkere onderlaag die zonlicht omzet in warmte, precies waar de lamel het water raakt. Zo warmt uw zwembad eerder in het seizoen op.</p><h2>Zo werkt het</h2><ul><li>Vraag een offerte aan via onze website of ga langs bij een <a href="/dealers">dealer</a> in uw buurt.</li><li>Uw dealer meet het zwembad op en neemt de solarlamellen in transparant blauw op in de offerte.</li><li>De actie geldt voor nieuwe afdekkingen voor privézwembaden die dit voorjaar worden besteld en door een erkende dealer worden geplaatst.</li></ul><p>Wilt u eerst de verschillen zien? Vergelijk alle tien kleuren bij de <a href="/covers">afdekkingen</a>.</p>',
        },
        {
          title: 'Solar slats at no extra cost',
          body: '<p>Order a Lamella slatted cover this spring and we fit it with solar slats at no extra cost. A solar slat has a transparent top and a dark underside that turns sunlight into heat exactly where the slat touches the water, so your pool warms up earlier in the season.</p><h2>How it works</h2><ul><li>Request a quote through our website or visit a <a href="/dealers">dealer</a> near you.</li><li>Your dealer measures the pool and includes solar slats in transparent blue in the quote.</li><li>The offer applies to new covers for private pools that are ordered this spring and installed by an authorised dealer.</li></ul><p>Would you like to see the difference first? Compare all ten colours on our <a href="/covers">covers</a> page.</p>',
        },
        {
          title: 'Des lames solaires sans supplément',
          body: '<p>Commandez un volet à lames Lamella ce printemps et nous l’équipons de lames solaires, sans supplément. Une lame solaire associe une face supérieure transparente à une sous-couche foncée qui transforme la lumière en chaleur, précisément là où la lame touche l’eau : votre piscine se réchauffe plus tôt dans la saison.</p><h2>Comment en profiter</h2><ul><li>Demandez un devis sur notre site ou rendez-vous chez un <a href="/dealers">revendeur</a> près de chez vous.</li><li>Votre revendeur mesure la piscine et inclut les lames solaires bleu transparent dans le devis.</li><li>L’offre s’applique aux nouveaux volets pour piscines privées commandés ce printemps et posés par un revendeur agréé.</li></ul><p>Vous voulez d’abord voir la différence ? Comparez les dix couleurs sur la page des <a href="/covers">volets</a>.</p>',
        },
        {
          title: 'Solarlamellen ohne Aufpreis',
          body: '<p>Bestellen Sie in diesem Frühjahr eine Lamellenabdeckung von Lamella, und wir statten sie ohne Aufpreis mit Solarlamellen aus. Eine Solarlamelle hat eine transparente Oberseite und eine dunkle Unterschicht, die Sonnenlicht genau dort in Wärme umwandelt, wo die Lamelle auf dem Wasser aufliegt. So wird Ihr Pool früher in der Saison warm.</p><h2>So funktioniert es</h2><ul><li>Fordern Sie ein Angebot über unsere Website an oder besuchen Sie einen <a href="/dealers">Fachhändler</a> in Ihrer Nähe.</li><li>Ihr Fachhändler misst den Pool auf und nimmt die Solarlamellen in Transparent-Blau in das Angebot auf.</li><li>Die Aktion gilt für neue Abdeckungen privater Pools, die in diesem Frühjahr bestellt und von einem autorisierten Fachhändler montiert werden.</li></ul><p>Möchten Sie den Unterschied zuerst sehen? Vergleichen Sie alle zehn Farben bei den <a href="/covers">Abdeckungen</a>.</p>',
        },
        {
          title: 'Lamas solares sin coste adicional',
          body: '<p>Encargue esta primavera una cubierta de lamas Lamella y la equipamos con lamas solares sin coste adicional. Una lama solar combina una cara superior transparente con una capa inferior oscura que convierte la luz del sol en calor justo donde la lama toca el agua, para que su piscina se caliente antes en la temporada.</p><h2>Cómo funciona</h2><ul><li>Solicite un presupuesto en nuestra web o visite a un <a href="/dealers">distribuidor</a> cercano.</li><li>Su distribuidor mide la piscina e incluye en el presupuesto las lamas solares en azul transparente.</li><li>La oferta se aplica a cubiertas nuevas para piscinas privadas encargadas esta primavera e instaladas por un distribuidor autorizado.</li></ul><p>¿Quiere ver primero la diferencia? Compare los diez colores en la página de <a href="/covers">cubiertas</a>.</p>',
        },
      ),
    },
    {
      collection: 'block_cta',
      button_url: '/quote',
      t: L(
        {
          title: 'Vraag uw offerte aan',
          text: 'Vertel ons over uw zwembad en een dealer bij u in de buurt bezorgt u een offerte, met de solarlamellen inbegrepen.',
          button_label: 'Offerte aanvragen',
        },
        {
          title: 'Request your quote',
          text: 'Tell us about your pool and a dealer near you will send you a quote with the solar slats included.',
          button_label: 'Request a quote',
        },
        {
          title: 'Demandez votre devis',
          text: 'Parlez-nous de votre piscine : un revendeur près de chez vous vous enverra un devis, lames solaires comprises.',
          button_label: 'Demander un devis',
        },
        {
          title: 'Fordern Sie Ihr Angebot an',
          text: 'Erzählen Sie uns von Ihrem Pool, und ein Fachhändler in Ihrer Nähe schickt Ihnen ein Angebot mit den Solarlamellen inklusive.',
          button_label: 'Angebot anfordern',
        },
        {
          title: 'Solicite su presupuesto',
          text: 'Cuéntenos cómo es su piscina y un distribuidor cercano le enviará un presupuesto con las lamas solares incluidas.',
          button_label: 'Solicitar presupuesto',
        },
      ),
    },
  ],
}

// ---------------------------------------------------------------------------------------------
// Draft page, not visible to the content reader
// ---------------------------------------------------------------------------------------------

const draftPreview: PageSeed = {
  key: 'draft-preview',
  status: 'draft',
  seo: {
    no_index: true,
    no_follow: true,
    t: L(
      { title: 'Binnenkort', description: 'Deze pagina is nog in voorbereiding.' },
      { title: 'Coming soon', description: 'This page is still being prepared.' },
      {
        title: 'Bientôt disponible',
        description: 'Cette page est encore en préparation.',
      },
      {
        title: 'Demnächst',
        description: 'Diese Seite befindet sich noch in Vorbereitung.',
      },
      { title: 'Próximamente', description: 'Esta página todavía está en preparación.' },
    ),
  },
  t: L(
    { slug: 'binnenkort', title: 'Binnenkort' },
    { slug: 'coming-soon', title: 'Coming soon' },
    { slug: 'bientot-disponible', title: 'Bientôt disponible' },
    { slug: 'demnaechst', title: 'Demnächst' },
    { slug: 'proximamente', title: 'Próximamente' },
  ),
  blocks: [
    {
      collection: 'block_rich_text',
      t: L(
        {
          title: 'Nieuwe kleuren in voorbereiding',
          body: '<p>We werken aan een uitbreiding van ons kleurengamma. Meer nieuws volgt binnenkort via onze <a href="/blog">blog</a>.</p>',
        },
        {
          title: 'New colours in preparation',
          body: '<p>We are working on an extension of our colour range. More news will follow soon on our <a href="/blog">blog</a>.</p>',
        },
        {
          title: 'De nouvelles couleurs en préparation',
          body: '<p>Nous travaillons à l’élargissement de notre gamme de couleurs. Plus d’informations bientôt sur notre <a href="/blog">blog</a>.</p>',
        },
        {
          title: 'Neue Farben in Vorbereitung',
          body: '<p>Wir arbeiten an einer Erweiterung unserer Farbpalette. Weitere Neuigkeiten folgen in Kürze in unserem <a href="/blog">Blog</a>.</p>',
        },
        {
          title: 'Nuevos colores en preparación',
          body: '<p>Estamos ampliando nuestra gama de colores. Pronto le contaremos más en nuestro <a href="/blog">blog</a>.</p>',
        },
      ),
    },
  ],
}

export const pages: PageSeed[] = [
  home,
  terms,
  privacy,
  about,
  ourStory,
  springOffer,
  draftPreview,
  ...poolGuidePages,
]
