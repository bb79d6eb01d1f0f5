import { projectGalleries } from './project-galleries.ts'
import type { Lang, Localized, ProjectSeed, TextDoc } from './types.ts'

function doc(slug: string, title: string, summary: string, body: string): TextDoc {
  return { slug, title, summary, body }
}

const GLANCE: Localized<string> = {
  'nl-BE': 'In het kort',
  'en-US': 'At a glance',
  'fr-FR': 'En bref',
  'de-DE': 'Auf einen Blick',
  'es-ES': 'En resumen',
}

/** Builds a project body: two paragraphs of story, then a short fact list under an <h2>. */
function body(lang: Lang, story: [string, string], facts: string[]): string {
  return (
    `<p>${story[0]}</p><p>${story[1]}</p><h2>${GLANCE[lang]}</h2><ul>` +
    facts.map((f) => `<li>${f}</li>`).join('') +
    '</ul>'
  )
}

const stories: Omit<ProjectSeed, 'gallery'>[] = [
  {
    key: 'sint-martens-latem',
    date_completed: '2025-05-14',
    color: 'volcano_grey',
    cover_type: 'submerged',
    pool: 'horizon',
    stair: 'wide_lounge',
    municipality: 'Sint-Martens-Latem',
    image: {
      name: 'project-sint-martens-latem',
      title: 'Pool with volcano grey cover at a new-build villa in Sint-Martens-Latem',
      motif: 'garden',
      colors: ['#4b4f54', '#2e5f6e', '#7d8c6a'],
    },
    t: {
      'nl-BE': doc(
        'donkere-spiegel-sint-martens-latem',
        'Een donkere spiegel in Sint-Martens-Latem',
        'Een nieuwbouwvilla met een zwembad dat ook gesloten een rustig, donker vlak in de tuin vormt.',
        body(
          'nl-BE',
          [
            'De architect wilde dat het zwembad zou ogen als een donkere waterspiegel in het verlengde van de woonkamer. Gevel en schrijnwerk zijn antraciet, de liner is grafietgrijs.',
            'De afdekking zit in een verzonken put aan het diepe uiteinde, achter een rooster op waterniveau. Gesloten vormen de vulkaangrijze lamellen één egaal vlak met de liner, en de kinderen kunnen niet onopgemerkt het water in.',
          ],
          [
            'Zwembad: Horizon 11 × 4,5',
            'Afdekking: verzonken, vulkaangrijs',
            'Trap: brede loungetrap',
            'Opgeleverd: mei 2025',
          ],
        ),
      ),
      'en-US': doc(
        'dark-mirror-sint-martens-latem',
        'A dark mirror in Sint-Martens-Latem',
        'A new-build villa with a pool that remains a calm, dark surface in the garden even when closed.',
        body(
          'en-US',
          [
            'The architect wanted the pool to read as a dark reflecting pool extending the living room. The façade and window frames are anthracite, the liner is graphite grey.',
            'The cover sits in a submerged pit at the deep end, behind a grille at water level. When closed, the volcano grey slats form one even surface with the liner, and the children cannot get into the water unnoticed.',
          ],
          [
            'Pool: Horizon 11 × 4.5',
            'Cover: submerged, volcano grey',
            'Stairs: wide lounge stairs',
            'Completed: May 2025',
          ],
        ),
      ),
      'fr-FR': doc(
        'miroir-sombre-laethem-saint-martin',
        'Un miroir sombre à Laethem-Saint-Martin',
        'Une villa neuve dont la piscine reste, même fermée, une surface sombre et apaisante dans le jardin.',
        body(
          'fr-FR',
          [
            'L’architecte souhaitait que la piscine prolonge le séjour comme un miroir d’eau sombre. Façade et menuiseries sont anthracite, le liner est gris graphite.',
            'Le volet est logé dans une fosse immergée en bout de bassin, derrière une grille au niveau de l’eau. Fermé, le volet gris volcan forme une surface uniforme avec le liner, et les enfants ne peuvent pas accéder à l’eau sans être vus.',
          ],
          [
            'Piscine : Horizon 11 × 4,5',
            'Volet : immergé, gris volcan',
            'Escalier : large escalier lounge',
            'Réception : mai 2025',
          ],
        ),
      ),
      'de-DE': doc(
        'dunkler-spiegel-sint-martens-latem',
        'Ein dunkler Spiegel in Sint-Martens-Latem',
        'Eine Neubauvilla mit einem Pool, der auch geschlossen eine ruhige, dunkle Fläche im Garten bildet.',
        body(
          'de-DE',
          [
            'Der Architekt wollte, dass der Pool wie ein dunkler Wasserspiegel wirkt, der das Wohnzimmer nach draußen verlängert. Fassade und Fenster sind anthrazit, die Folie ist graphitgrau.',
            'Die Abdeckung liegt in einem Unterflurschacht am tiefen Beckenende, hinter einem Gitter auf Wasserhöhe. Geschlossen bilden die vulkangrauen Lamellen mit der Folie eine einheitliche Fläche, und die Kinder gelangen nicht unbemerkt ins Wasser.',
          ],
          [
            'Pool: Horizon 11 × 4,5',
            'Abdeckung: Unterflur, Vulkangrau',
            'Treppe: breite Lounge-Treppe',
            'Fertiggestellt: Mai 2025',
          ],
        ),
      ),
      'es-ES': doc(
        'espejo-oscuro-sint-martens-latem',
        'Un espejo oscuro en Sint-Martens-Latem',
        'Una villa de obra nueva cuya piscina sigue siendo, incluso cerrada, una superficie oscura y serena en el jardín.',
        body(
          'es-ES',
          [
            'El arquitecto quería que la piscina se leyera como una lámina de agua oscura que prolonga el salón. La fachada y las carpinterías son antracita, y el liner, gris grafito.',
            'La cubierta se aloja en un foso sumergido en el extremo profundo, tras una rejilla a nivel del agua. Cerrada, las lamas gris volcán forman una superficie continua con el liner, y los niños no pueden acceder al agua sin que nadie lo note.',
          ],
          [
            'Piscina: Horizon 11 × 4,5',
            'Cubierta: sumergida, gris volcán',
            'Escalera: escalera lounge ancha',
            'Entrega: mayo de 2025',
          ],
        ),
      ),
    },
  },
  {
    key: 'knokke-heist',
    date_completed: '2025-06-03',
    color: 'white',
    cover_type: 'submerged',
    pool: 'atrium',
    stair: 'stair_classic',
    municipality: 'Knokke-Heist',
    image: {
      name: 'project-knokke-heist',
      title: 'White slatted cover on a pool at a holiday home in Knokke-Heist',
      motif: 'garden',
      colors: ['#f4f5f2', '#5fa8c9', '#e3d6b8'],
    },
    t: {
      'nl-BE': doc(
        'zwembad-aan-zee-knokke-heist',
        'Zwembad aan zee in Knokke-Heist',
        'Een tweede verblijf waar het zwembad de hele week gesloten blijft en in het weekend meteen klaar is.',
        body(
          'nl-BE',
          [
            'De eigenaars komen vooral in het weekend naar hun woning aan de kust. Zeewind en opwaaiend zand maakten het vroegere zwembad zonder afdekking tot een wekelijkse poetsbeurt.',
            'Met een verzonken afdekking in wit, afgestemd op de witte gevel, blijft het water de hele week afgesloten. Zand en bladeren blijven op de lamellen liggen en worden er met de tuinslang afgespoeld. Op vrijdagavond volstaat één draai aan de sleutelschakelaar.',
          ],
          [
            'Zwembad: Atrium 8 × 4',
            'Afdekking: verzonken, wit',
            'Trap: klassieke hoektrap',
            'Opgeleverd: juni 2025',
          ],
        ),
      ),
      'en-US': doc(
        'coastal-pool-knokke-heist',
        'A seaside pool in Knokke-Heist',
        'A second home where the pool stays closed all week and is ready to use at the weekend.',
        body(
          'en-US',
          [
            'The owners mostly come to their house on the coast at weekends. Sea wind and blowing sand had turned their previous, uncovered pool into a weekly cleaning job.',
            'With a submerged cover in white, matching the white façade, the water stays sealed off all week. Sand and leaves stay on the slats and are simply hosed off. On Friday evening, one turn of the key switch is all it takes.',
          ],
          [
            'Pool: Atrium 8 × 4',
            'Cover: submerged, white',
            'Stairs: classic corner stairs',
            'Completed: June 2025',
          ],
        ),
      ),
      'fr-FR': doc(
        'piscine-a-la-cote-knokke-heist',
        'Une piscine à la côte, à Knokke-Heist',
        'Une résidence secondaire où la piscine reste fermée toute la semaine et se trouve prête dès le week-end.',
        body(
          'fr-FR',
          [
            'Les propriétaires séjournent surtout le week-end dans leur maison à la côte. Le vent marin et le sable transformaient leur ancienne piscine, sans couverture, en corvée de nettoyage hebdomadaire.',
            'Avec un volet immergé blanc, assorti à la façade, l’eau reste à l’abri toute la semaine. Le sable et les feuilles restent sur les lames et partent d’un simple coup de tuyau. Le vendredi soir, un tour de clé suffit.',
          ],
          [
            'Piscine : Atrium 8 × 4',
            'Volet : immergé, blanc',
            'Escalier : escalier d’angle classique',
            'Réception : juin 2025',
          ],
        ),
      ),
      'de-DE': doc(
        'pool-an-der-kueste-knokke-heist',
        'Ein Pool an der Küste in Knokke-Heist',
        'Ein Zweitwohnsitz, an dem der Pool die ganze Woche geschlossen bleibt und am Wochenende sofort bereit ist.',
        body(
          'de-DE',
          [
            'Die Eigentümer verbringen vor allem die Wochenenden in ihrem Haus an der Küste. Seewind und Flugsand hatten den früheren Pool ohne Abdeckung zu einer wöchentlichen Putzaktion gemacht.',
            'Mit einer weißen Unterflurabdeckung, passend zur weißen Fassade, bleibt das Wasser die ganze Woche geschützt. Sand und Laub bleiben auf den Lamellen liegen und werden einfach abgespritzt. Am Freitagabend genügt eine Drehung am Schlüsselschalter.',
          ],
          [
            'Pool: Atrium 8 × 4',
            'Abdeckung: Unterflur, Weiß',
            'Treppe: klassische Ecktreppe',
            'Fertiggestellt: Juni 2025',
          ],
        ),
      ),
      'es-ES': doc(
        'piscina-en-la-costa-knokke-heist',
        'Una piscina junto al mar en Knokke-Heist',
        'Una segunda residencia donde la piscina permanece cerrada toda la semana y está lista el fin de semana.',
        body(
          'es-ES',
          [
            'Los propietarios van sobre todo los fines de semana a su casa de la costa. El viento del mar y la arena habían convertido su antigua piscina, sin cubierta, en una limpieza semanal.',
            'Con una cubierta sumergida en blanco, a juego con la fachada, el agua queda protegida toda la semana. La arena y las hojas se quedan sobre las lamas y se retiran con la manguera. El viernes por la tarde basta con girar la llave del interruptor.',
          ],
          [
            'Piscina: Atrium 8 × 4',
            'Cubierta: sumergida, blanca',
            'Escalera: escalera clásica de esquina',
            'Entrega: junio de 2025',
          ],
        ),
      ),
    },
  },
  {
    key: 'tervuren',
    date_completed: '2025-04-22',
    color: 'transparent_blue_solar',
    cover_type: 'wall_integrated',
    pool: 'horizon',
    stair: 'stair_both_lounge',
    municipality: 'Tervuren',
    image: {
      name: 'project-tervuren',
      title: 'Renovated pool with solar slats in Tervuren',
      motif: 'garden',
      colors: ['#2d5d8a', '#7fb7d9', '#6f8a5c'],
    },
    t: {
      'nl-BE': doc(
        'renovatie-solarlamellen-tervuren',
        'Renovatie met solarlamellen in Tervuren',
        'Een zwembad uit de jaren tachtig kreeg een nieuwe kuip, een warmtepomp en een afdekking in de wand.',
        body(
          'nl-BE',
          [
            'Het oorspronkelijke zwembad werd met een oude gasketel verwarmd en lag het grootste deel van het jaar onder een zeil. Bij de renovatie vervingen de eigenaars de ketel door een warmtepomp en lieten ze aan beide kanten een loungetrap bouwen.',
            'Aan het uiteinde kwam een nieuwe wand met een nis voor de rol. De solarlamellen vangen de zon op en houden de warmte vast; in mei en september draait de warmtepomp merkbaar minder dan de installateur aanvankelijk had ingeschat.',
          ],
          [
            'Zwembad: Horizon 11 × 4,5 (renovatie)',
            'Afdekking: in de wand, solar transparant blauw',
            'Trap: loungetrap aan beide zijden',
            'Opgeleverd: april 2025',
          ],
        ),
      ),
      'en-US': doc(
        'renovation-solar-slats-tervuren',
        'A renovation with solar slats in Tervuren',
        'A 1980s pool was given a new shell, a heat pump and a wall-integrated cover.',
        body(
          'en-US',
          [
            'The original pool was heated by an old gas boiler and spent most of the year under a tarpaulin. During the renovation, the owners replaced the boiler with a heat pump and had lounge stairs built on both sides.',
            'A new wall with a recess for the roll was built at the far end. The solar slats capture the sun and hold in the heat; in May and September the heat pump runs noticeably less than the installer had first estimated.',
          ],
          [
            'Pool: Horizon 11 × 4.5 (renovation)',
            'Cover: wall-integrated, solar transparent blue',
            'Stairs: lounge stairs on both sides',
            'Completed: April 2025',
          ],
        ),
      ),
      'fr-FR': doc(
        'renovation-lames-solaires-tervuren',
        'Une rénovation avec lames solaires à Tervuren',
        'Une piscine des années 1980 a reçu un nouveau bassin, une pompe à chaleur et un volet intégré dans la paroi.',
        body(
          'fr-FR',
          [
            'La piscine d’origine était chauffée par une vieille chaudière au gaz et restait la majeure partie de l’année sous une bâche. Lors de la rénovation, les propriétaires ont remplacé la chaudière par une pompe à chaleur et fait construire un escalier lounge des deux côtés.',
            'En bout de bassin, une nouvelle paroi accueille l’enrouleur dans une niche. Les lames solaires captent le soleil et retiennent la chaleur ; en mai et en septembre, la pompe à chaleur tourne nettement moins que ce que l’installateur avait prévu.',
          ],
          [
            'Piscine : Horizon 11 × 4,5 (rénovation)',
            'Volet : intégré dans la paroi, bleu transparent solaire',
            'Escalier : escalier lounge des deux côtés',
            'Réception : avril 2025',
          ],
        ),
      ),
      'de-DE': doc(
        'sanierung-solarlamellen-tervuren',
        'Sanierung mit Solarlamellen in Tervuren',
        'Ein Pool aus den 1980er-Jahren erhielt ein neues Becken, eine Wärmepumpe und eine wandintegrierte Abdeckung.',
        body(
          'de-DE',
          [
            'Der ursprüngliche Pool wurde mit einem alten Gaskessel beheizt und lag den größten Teil des Jahres unter einer Plane. Bei der Sanierung ersetzten die Eigentümer den Kessel durch eine Wärmepumpe und ließen auf beiden Seiten eine Lounge-Treppe bauen.',
            'Am Beckenende entstand eine neue Wand mit einer Nische für die Rolle. Die Solarlamellen fangen die Sonne ein und halten die Wärme; im Mai und September läuft die Wärmepumpe spürbar weniger, als der Installateur ursprünglich geschätzt hatte.',
          ],
          [
            'Pool: Horizon 11 × 4,5 (Sanierung)',
            'Abdeckung: wandintegriert, Solar Transparent-Blau',
            'Treppe: beidseitige Lounge-Treppe',
            'Fertiggestellt: April 2025',
          ],
        ),
      ),
      'es-ES': doc(
        'renovacion-lamas-solares-tervuren',
        'Una renovación con lamas solares en Tervuren',
        'Una piscina de los años ochenta recibió un nuevo vaso, una bomba de calor y una cubierta integrada en el muro.',
        body(
          'es-ES',
          [
            'La piscina original se calentaba con una vieja caldera de gas y pasaba la mayor parte del año bajo una lona. En la renovación, los propietarios sustituyeron la caldera por una bomba de calor y añadieron una escalera lounge a ambos lados.',
            'En el extremo se levantó un nuevo muro con un nicho para el enrollador. Las lamas solares captan el sol y retienen el calor; en mayo y septiembre, la bomba de calor funciona bastante menos de lo que el instalador había calculado.',
          ],
          [
            'Piscina: Horizon 11 × 4,5 (renovación)',
            'Cubierta: integrada en el muro, azul transparente solar',
            'Escalera: escalera lounge a ambos lados',
            'Entrega: abril de 2025',
          ],
        ),
      ),
    },
  },
  {
    key: 'lasne',
    date_completed: '2025-07-10',
    color: 'cream',
    cover_type: 'bench',
    pool: 'atrium',
    stair: 'stair_left',
    municipality: 'Lasne',
    image: {
      name: 'project-lasne',
      title: 'Bench cover with cream slats beside a farmhouse in Lasne',
      motif: 'garden',
      colors: ['#efe6cf', '#6fb3c8', '#a08566'],
    },
    t: {
      'nl-BE': doc(
        'bankafdekking-hoeve-lasne',
        'Bankafdekking bij een hoeve in Lasne',
        'Een bestaand zwembad zonder afdekkingsput kreeg een bank die de rol verbergt en tegelijk als zitplaats dient.',
        body(
          'nl-BE',
          [
            'Het zwembad bij deze gerenoveerde hoeve was tien jaar oud en afgewerkt met een zandstenen boord. Een verzonken afdekking zou betekenen dat de kuip opengebroken moest worden, en dat wilden de eigenaars niet.',
            'De oplossing was een bank in eikenhout aan de korte zijde, waarin de rol en de motor verdwijnen. De crèmekleurige lamellen sluiten aan bij de zandsteen, en de bank is intussen de favoriete plek voor een aperitief aan het water.',
          ],
          [
            'Zwembad: Atrium 8 × 4',
            'Afdekking: bankafdekking, crème',
            'Trap: trap links',
            'Opgeleverd: juli 2025',
          ],
        ),
      ),
      'en-US': doc(
        'bench-cover-farmhouse-lasne',
        'A bench cover at a farmhouse in Lasne',
        'An existing pool without a cover pit was given a bench that hides the roll and doubles as seating.',
        body(
          'en-US',
          [
            'The pool at this renovated farmhouse was ten years old and finished with a sandstone coping. A submerged cover would have meant breaking open the shell, which the owners wanted to avoid.',
            'The solution was an oak bench on the short side that houses the roll and the motor. The cream slats tie in with the sandstone, and the bench has since become the favourite spot for an aperitif by the water.',
          ],
          [
            'Pool: Atrium 8 × 4',
            'Cover: bench cover, cream',
            'Stairs: left-hand stairs',
            'Completed: July 2025',
          ],
        ),
      ),
      'fr-FR': doc(
        'volet-banc-fermette-lasne',
        'Un volet banc pour une fermette à Lasne',
        'Une piscine existante sans fosse a reçu un banc qui cache l’enrouleur et sert aussi d’assise.',
        body(
          'fr-FR',
          [
            'La piscine de cette fermette rénovée avait dix ans et une margelle en grès. Un volet immergé aurait obligé à ouvrir le bassin, ce que les propriétaires souhaitaient éviter.',
            'La solution : un banc en chêne sur la petite largeur, qui abrite l’enrouleur et le moteur. Les lames crème s’harmonisent avec le grès, et le banc est devenu l’endroit préféré pour l’apéritif au bord de l’eau.',
          ],
          [
            'Piscine : Atrium 8 × 4',
            'Volet : volet banc, crème',
            'Escalier : escalier à gauche',
            'Réception : juillet 2025',
          ],
        ),
      ),
      'de-DE': doc(
        'bankabdeckung-landhaus-lasne',
        'Eine Bankabdeckung an einem Landhaus in Lasne',
        'Ein bestehender Pool ohne Abdeckungsschacht erhielt eine Bank, die die Rolle verbirgt und zugleich als Sitzplatz dient.',
        body(
          'de-DE',
          [
            'Der Pool dieses renovierten Bauernhauses war zehn Jahre alt und hatte einen Beckenrand aus Sandstein. Für eine Unterflurabdeckung hätte das Becken aufgebrochen werden müssen – das wollten die Eigentümer vermeiden.',
            'Die Lösung war eine Eichenbank an der Stirnseite, in der Rolle und Motor verschwinden. Die cremefarbenen Lamellen passen zum Sandstein, und die Bank ist inzwischen der Lieblingsplatz für einen Aperitif am Wasser.',
          ],
          [
            'Pool: Atrium 8 × 4',
            'Abdeckung: Bankabdeckung, Creme',
            'Treppe: Treppe links',
            'Fertiggestellt: Juli 2025',
          ],
        ),
      ),
      'es-ES': doc(
        'cubierta-banco-casa-de-campo-lasne',
        'Una cubierta de banco en una casa de campo de Lasne',
        'Una piscina existente sin foso recibió un banco que oculta el enrollador y sirve también de asiento.',
        body(
          'es-ES',
          [
            'La piscina de esta casa de campo rehabilitada tenía diez años y una coronación de arenisca. Una cubierta sumergida habría obligado a abrir el vaso, algo que los propietarios querían evitar.',
            'La solución fue un banco de roble en el lado corto que aloja el enrollador y el motor. Las lamas crema combinan con la arenisca, y el banco se ha convertido en el rincón favorito para el aperitivo junto al agua.',
          ],
          [
            'Piscina: Atrium 8 × 4',
            'Cubierta: de banco, crema',
            'Escalera: a la izquierda',
            'Entrega: julio de 2025',
          ],
        ),
      ),
    },
  },
  {
    key: 'lanaken',
    date_completed: '2025-05-28',
    color: 'grey',
    cover_type: 'mobile',
    pool: 'patio',
    stair: 'stair_oblique',
    municipality: 'Lanaken',
    image: {
      name: 'project-lanaken',
      title: 'Compact pool with a grey mobile cover in a town garden in Lanaken',
      motif: 'garden',
      colors: ['#8a8f94', '#5aa6cc', '#6b7a52'],
    },
    t: {
      'nl-BE': doc(
        'stadstuin-zwembad-lanaken',
        'Een zwembad in een stadstuin in Lanaken',
        'Een compact opbouwzwembad op de plek van het oude terras, met een mobiele afdekking die weinig ruimte vraagt.',
        body(
          'nl-BE',
          [
            'De tuin achter deze rijwoning is twaalf meter diep. Een inbouwzwembad zou er te veel ruimte innemen, maar een Patio van zes op drie meter paste precies op de plaats van het vroegere terras.',
            'De mobiele afdekking staat op een onderstel aan de korte zijde en wordt met een sleutelschakelaar bediend. De grijze lamellen sluiten aan bij de composietbekleding van het zwembad, zodat het geheel rustig oogt in een kleine tuin.',
          ],
          [
            'Zwembad: Patio 6 × 3, half ingegraven',
            'Afdekking: mobiel, grijs',
            'Trap: schuine hoektrap',
            'Opgeleverd: mei 2025',
          ],
        ),
      ),
      'en-US': doc(
        'town-garden-pool-lanaken',
        'A town garden pool in Lanaken',
        'A compact above-ground pool where the old terrace used to be, with a mobile cover that needs little space.',
        body(
          'en-US',
          [
            'The garden behind this terraced house is twelve metres deep. A built-in pool would have taken up too much of it, but a six-by-three-metre Patio fitted exactly where the old terrace used to be.',
            'The mobile cover stands on a frame at the short end and is operated with a key switch. The grey slats match the composite cladding of the pool, so the whole looks calm in a small garden.',
          ],
          [
            'Pool: Patio 6 × 3, partly sunk',
            'Cover: mobile, grey',
            'Stairs: diagonal corner stairs',
            'Completed: May 2025',
          ],
        ),
      ),
      'fr-FR': doc(
        'piscine-jardin-de-ville-lanaken',
        'Une piscine de jardin de ville à Lanaken',
        'Une piscine hors-sol compacte à la place de l’ancienne terrasse, avec un volet mobile peu encombrant.',
        body(
          'fr-FR',
          [
            'Le jardin de cette maison mitoyenne fait douze mètres de profondeur. Une piscine enterrée aurait pris trop de place, mais une Patio de six mètres sur trois s’est glissée exactement à l’emplacement de l’ancienne terrasse.',
            'Le volet mobile repose sur un châssis en bout de bassin et se commande par un interrupteur à clé. Les lames grises s’accordent avec l’habillage en composite, pour un ensemble sobre dans un petit jardin.',
          ],
          [
            'Piscine : Patio 6 × 3, semi-enterrée',
            'Volet : mobile, gris',
            'Escalier : escalier d’angle en biais',
            'Réception : mai 2025',
          ],
        ),
      ),
      'de-DE': doc(
        'stadtgarten-pool-lanaken',
        'Ein Pool im Stadtgarten in Lanaken',
        'Ein kompakter Aufstellpool an der Stelle der alten Terrasse, mit einer mobilen Abdeckung, die wenig Platz braucht.',
        body(
          'de-DE',
          [
            'Der Garten hinter diesem Reihenhaus ist zwölf Meter tief. Ein Einbaupool hätte zu viel Raum eingenommen, doch ein Patio mit sechs mal drei Metern passte genau an die Stelle der früheren Terrasse.',
            'Die mobile Abdeckung steht auf einem Gestell an der Stirnseite und wird per Schlüsselschalter bedient. Die grauen Lamellen passen zur WPC-Verkleidung des Beckens, sodass das Ganze im kleinen Garten ruhig wirkt.',
          ],
          [
            'Pool: Patio 6 × 3, teilweise eingelassen',
            'Abdeckung: mobil, Grau',
            'Treppe: schräge Ecktreppe',
            'Fertiggestellt: Mai 2025',
          ],
        ),
      ),
      'es-ES': doc(
        'piscina-jardin-urbano-lanaken',
        'Una piscina en un jardín urbano de Lanaken',
        'Una piscina elevada compacta en lugar de la antigua terraza, con una cubierta móvil que ocupa poco espacio.',
        body(
          'es-ES',
          [
            'El jardín de esta casa adosada tiene doce metros de fondo. Una piscina enterrada habría ocupado demasiado, pero una Patio de seis por tres metros encajó justo donde estaba la antigua terraza.',
            'La cubierta móvil se apoya en un bastidor en el lado corto y se acciona con un interruptor de llave. Las lamas grises combinan con el revestimiento de composite, y el conjunto resulta sereno en un jardín pequeño.',
          ],
          [
            'Piscina: Patio 6 × 3, semienterrada',
            'Cubierta: móvil, gris',
            'Escalera: de esquina en diagonal',
            'Entrega: mayo de 2025',
          ],
        ),
      ),
    },
  },
  {
    key: 'waregem',
    date_completed: '2025-08-19',
    color: 'crystal_clear',
    cover_type: 'bench',
    pool: 'terra',
    stair: 'stair_right_lounge',
    municipality: 'Waregem',
    image: {
      name: 'project-waregem',
      title: 'Crystal clear slats over a lit pool at dusk in Waregem',
      motif: 'garden',
      colors: ['#e4f3f7', '#2f7fae', '#1f2a3a'],
    },
    t: {
      'nl-BE': doc(
        'avondlicht-waregem',
        'Avondlicht in Waregem',
        'Een Terra-zwembad in een verhoogd terras, met kristalheldere lamellen zodat de verlichting ’s avonds zichtbaar blijft.',
        body(
          'nl-BE',
          [
            'De eigenaars ontvangen vaak vrienden op hun terras, ook als niemand nog gaat zwemmen. Ze wilden dat het verlichte zwembad ’s avonds een blikvanger bleef, ook met de afdekking dicht.',
            'Het Terra-zwembad werd ingewerkt in een verhoogd terras in thermowood, met de rol in een bank aan de korte zijde. Door de kristalheldere lamellen schijnen de ledspots gewoon door, terwijl de afdekking de warmte vasthoudt.',
          ],
          [
            'Zwembad: Terra 7 × 3,5, ingewerkt in een verhoogd terras',
            'Afdekking: bankafdekking, kristalhelder',
            'Trap: loungetrap rechts',
            'Opgeleverd: augustus 2025',
          ],
        ),
      ),
      'en-US': doc(
        'evening-light-waregem',
        'Evening light in Waregem',
        'A Terra pool set into a raised deck, with crystal clear slats so the lighting stays visible in the evening.',
        body(
          'en-US',
          [
            'The owners often have friends over on their terrace, even when nobody is swimming any more. They wanted the lit pool to remain a feature in the evening, even with the cover closed.',
            'The Terra pool was set into a raised thermowood deck, with the roll housed in a bench on the short side. The LED lights shine straight through the crystal clear slats, while the cover keeps the heat in.',
          ],
          [
            'Pool: Terra 7 × 3.5, set into a raised deck',
            'Cover: bench cover, crystal clear',
            'Stairs: right-hand lounge stairs',
            'Completed: August 2025',
          ],
        ),
      ),
      'fr-FR': doc(
        'lumiere-du-soir-waregem',
        'Lumière du soir à Waregem',
        'Une piscine Terra intégrée dans une terrasse surélevée, avec des lames cristal pour que l’éclairage reste visible le soir.',
        body(
          'fr-FR',
          [
            'Les propriétaires reçoivent souvent des amis sur leur terrasse, même quand plus personne ne se baigne. Ils voulaient que la piscine éclairée reste un point d’attraction le soir, même volet fermé.',
            'La piscine Terra a été intégrée dans une terrasse surélevée en bois thermo-traité, avec l’enrouleur logé dans un banc sur la petite largeur. Les spots LED traversent les lames cristal, tandis que le volet conserve la chaleur.',
          ],
          [
            'Piscine : Terra 7 × 3,5, intégrée dans une terrasse surélevée',
            'Volet : volet banc, cristal',
            'Escalier : escalier lounge à droite',
            'Réception : août 2025',
          ],
        ),
      ),
      'de-DE': doc(
        'abendlicht-waregem',
        'Abendlicht in Waregem',
        'Ein Terra-Pool in einer erhöhten Terrasse, mit kristallklaren Lamellen, damit die Beleuchtung abends sichtbar bleibt.',
        body(
          'de-DE',
          [
            'Die Eigentümer haben oft Freunde auf der Terrasse zu Gast, auch wenn niemand mehr schwimmt. Der beleuchtete Pool sollte abends ein Blickfang bleiben – auch bei geschlossener Abdeckung.',
            'Der Terra-Pool wurde in eine erhöhte Terrasse aus Thermoholz eingelassen, die Rolle sitzt in einer Bank an der Stirnseite. Die LED-Strahler leuchten durch die kristallklaren Lamellen hindurch, während die Abdeckung die Wärme hält.',
          ],
          [
            'Pool: Terra 7 × 3,5, in eine erhöhte Terrasse eingelassen',
            'Abdeckung: Bankabdeckung, Kristallklar',
            'Treppe: Lounge-Treppe rechts',
            'Fertiggestellt: August 2025',
          ],
        ),
      ),
      'es-ES': doc(
        'luz-del-atardecer-waregem',
        'Luz del atardecer en Waregem',
        'Una piscina Terra integrada en una tarima elevada, con lamas cristal para que la iluminación siga viéndose por la noche.',
        body(
          'es-ES',
          [
            'Los propietarios reciben a menudo a amigos en la terraza, aunque ya nadie se bañe. Querían que la piscina iluminada siguiera siendo protagonista por la noche, también con la cubierta cerrada.',
            'La piscina Terra se integró en una tarima elevada de madera termotratada, con el enrollador alojado en un banco en el lado corto. Los focos LED se ven a través de las lamas cristal, mientras la cubierta conserva el calor.',
          ],
          [
            'Piscina: Terra 7 × 3,5, integrada en una tarima elevada',
            'Cubierta: de banco, cristal',
            'Escalera: lounge a la derecha',
            'Entrega: agosto de 2025',
          ],
        ),
      ),
    },
  },
  {
    key: 'spa',
    date_completed: '2025-09-02',
    color: 'blue',
    cover_type: 'mobile',
    pool: 'terra',
    stair: 'stair_essential',
    municipality: 'Spa',
    image: {
      name: 'project-spa',
      title: 'Blue slatted cover on a holiday home pool in Spa',
      motif: 'garden',
      colors: ['#2f6fa8', '#4d9cc7', '#58704a'],
    },
    t: {
      'nl-BE': doc(
        'vakantiewoning-spa',
        'Een vakantiewoning in Spa',
        'Een verhuurde vakantiewoning waar gasten met kleine kinderen veilig van het zwembad genieten.',
        body(
          'nl-BE',
          [
            'Deze vakantiewoning in de heuvels rond Spa wordt het hele jaar door verhuurd, vaak aan gezinnen met jonge kinderen. De eigenaar wilde een zwembad dat eenvoudig te beheren is op afstand en dat veilig afgesloten kan worden.',
            'Het Terra-zwembad kreeg een mobiele afdekking met sleutelschakelaar: alleen volwassenen kunnen ze openen. De blauwe lamellen geven het zwembad een klassieke uitstraling die goed oogt op de foto’s van de verhuurwebsite.',
          ],
          [
            'Zwembad: Terra 7 × 3,5',
            'Afdekking: mobiel, blauw, met sleutelschakelaar',
            'Trap: compacte Essential-trap',
            'Opgeleverd: september 2025',
          ],
        ),
      ),
      'en-US': doc(
        'holiday-home-spa',
        'A holiday home in Spa',
        'A holiday rental where guests with young children can enjoy the pool safely.',
        body(
          'en-US',
          [
            'This holiday home in the hills around Spa is let all year round, often to families with young children. The owner wanted a pool that is easy to manage remotely and can be securely closed.',
            'The Terra pool was fitted with a mobile cover and a key switch, so only adults can open it. The blue slats give the pool a classic look that also works well in the photos on the rental website.',
          ],
          [
            'Pool: Terra 7 × 3.5',
            'Cover: mobile, blue, with key switch',
            'Stairs: compact Essential stairs',
            'Completed: September 2025',
          ],
        ),
      ),
      'fr-FR': doc(
        'gite-spa',
        'Un gîte à Spa',
        'Un gîte de location où les familles avec de jeunes enfants profitent de la piscine en toute sécurité.',
        body(
          'fr-FR',
          [
            'Ce gîte situé sur les hauteurs de Spa est loué toute l’année, souvent à des familles avec de jeunes enfants. Le propriétaire voulait une piscine facile à gérer à distance et qui puisse être fermée en toute sécurité.',
            'La piscine Terra a été équipée d’un volet mobile avec interrupteur à clé : seuls les adultes peuvent l’ouvrir. Les lames bleues donnent au bassin un aspect classique qui rend bien sur les photos du site de réservation.',
          ],
          [
            'Piscine : Terra 7 × 3,5',
            'Volet : mobile, bleu, avec interrupteur à clé',
            'Escalier : escalier compact Essential',
            'Réception : septembre 2025',
          ],
        ),
      ),
      'de-DE': doc(
        'ferienhaus-spa',
        'Ein Ferienhaus in Spa',
        'Ein Ferienhaus, in dem Gäste mit kleinen Kindern den Pool sicher genießen.',
        body(
          'de-DE',
          [
            'Dieses Ferienhaus in den Hügeln rund um Spa wird das ganze Jahr über vermietet, oft an Familien mit kleinen Kindern. Der Eigentümer wünschte sich einen Pool, der sich leicht aus der Ferne betreuen und sicher verschließen lässt.',
            'Der Terra-Pool erhielt eine mobile Abdeckung mit Schlüsselschalter: Nur Erwachsene können sie öffnen. Die blauen Lamellen verleihen dem Becken einen klassischen Look, der auch auf den Fotos der Vermietungsseite gut wirkt.',
          ],
          [
            'Pool: Terra 7 × 3,5',
            'Abdeckung: mobil, Blau, mit Schlüsselschalter',
            'Treppe: kompakte Essential-Treppe',
            'Fertiggestellt: September 2025',
          ],
        ),
      ),
      'es-ES': doc(
        'casa-rural-spa',
        'Una casa rural en Spa',
        'Una casa de alquiler vacacional donde las familias con niños pequeños disfrutan de la piscina con total seguridad.',
        body(
          'es-ES',
          [
            'Esta casa en las colinas de Spa se alquila todo el año, a menudo a familias con niños pequeños. El propietario quería una piscina fácil de gestionar a distancia y que pudiera cerrarse de forma segura.',
            'La piscina Terra se equipó con una cubierta móvil con interruptor de llave: solo los adultos pueden abrirla. Las lamas azules le dan un aspecto clásico que luce bien en las fotos de la web de reservas.',
          ],
          [
            'Piscina: Terra 7 × 3,5',
            'Cubierta: móvil, azul, con interruptor de llave',
            'Escalera: compacta Essential',
            'Entrega: septiembre de 2025',
          ],
        ),
      ),
    },
  },
  {
    key: 'schilde',
    date_completed: '2025-03-18',
    color: 'aluminium_look',
    cover_type: 'wall_integrated',
    pool: 'atrium',
    stair: 'stair_right',
    municipality: 'Schilde',
    image: {
      name: 'project-schilde',
      title: 'Aluminium-look cover at a contemporary house in Schilde',
      motif: 'garden',
      colors: ['#b9bec4', '#5a9cbf', '#3c3f42'],
    },
    t: {
      'nl-BE': doc(
        'aluminium-en-water-schilde',
        'Aluminium en water in Schilde',
        'Een kubistische woning met aluminium gevelpanelen en een afdekking die daar naadloos op aansluit.',
        body(
          'nl-BE',
          [
            'De woning is opgetrokken in witte crepi met aluminium gevelpanelen en ramen. Voor het zwembad zochten de eigenaars een afdekking die dezelfde strakke, technische uitstraling zou hebben.',
            'De rol zit in een nis in de wand van het zwembad, onder een doorlopende boord, zodat er aan de oppervlakte niets te zien is. De lamellen in aluminiumlook weerspiegelen het licht op dezelfde manier als de gevelpanelen.',
          ],
          [
            'Zwembad: Atrium 8 × 4',
            'Afdekking: in de wand, aluminiumlook',
            'Trap: trap rechts',
            'Opgeleverd: maart 2025',
          ],
        ),
      ),
      'en-US': doc(
        'aluminium-and-water-schilde',
        'Aluminium and water in Schilde',
        'A cubist house with aluminium façade panels and a cover that ties in seamlessly.',
        body(
          'en-US',
          [
            'The house is finished in white render with aluminium façade panels and window frames. For the pool, the owners were looking for a cover with the same clean, technical look.',
            'The roll sits in a recess in the pool wall beneath a continuous coping, so nothing is visible at the surface. The aluminium-look slats reflect the light in the same way as the façade panels.',
          ],
          [
            'Pool: Atrium 8 × 4',
            'Cover: wall-integrated, aluminium look',
            'Stairs: right-hand stairs',
            'Completed: March 2025',
          ],
        ),
      ),
      'fr-FR': doc(
        'aluminium-et-eau-schilde',
        'Aluminium et eau à Schilde',
        'Une maison cubique aux panneaux de façade en aluminium, avec un volet parfaitement assorti.',
        body(
          'fr-FR',
          [
            'La maison associe un crépi blanc à des panneaux de façade et des châssis en aluminium. Pour la piscine, les propriétaires cherchaient un volet à l’esthétique tout aussi nette et technique.',
            'L’enrouleur est logé dans une niche de la paroi du bassin, sous une margelle continue : rien n’apparaît en surface. Les lames aspect aluminium reflètent la lumière comme les panneaux de façade.',
          ],
          [
            'Piscine : Atrium 8 × 4',
            'Volet : intégré dans la paroi, aspect aluminium',
            'Escalier : escalier à droite',
            'Réception : mars 2025',
          ],
        ),
      ),
      'de-DE': doc(
        'aluminium-und-wasser-schilde',
        'Aluminium und Wasser in Schilde',
        'Ein kubisches Haus mit Aluminium-Fassadenpaneelen und einer Abdeckung, die sich nahtlos einfügt.',
        body(
          'de-DE',
          [
            'Das Haus verbindet weißen Putz mit Fassadenpaneelen und Fenstern aus Aluminium. Für den Pool suchten die Eigentümer eine Abdeckung mit derselben klaren, technischen Ausstrahlung.',
            'Die Rolle sitzt in einer Nische in der Beckenwand unter einem durchgehenden Beckenrand, sodass an der Oberfläche nichts zu sehen ist. Die Lamellen in Aluminium-Optik reflektieren das Licht wie die Fassadenpaneele.',
          ],
          [
            'Pool: Atrium 8 × 4',
            'Abdeckung: wandintegriert, Aluminium-Optik',
            'Treppe: Treppe rechts',
            'Fertiggestellt: März 2025',
          ],
        ),
      ),
      'es-ES': doc(
        'aluminio-y-agua-schilde',
        'Aluminio y agua en Schilde',
        'Una casa cúbica con paneles de fachada de aluminio y una cubierta que encaja a la perfección.',
        body(
          'es-ES',
          [
            'La vivienda combina un revoco blanco con paneles de fachada y carpinterías de aluminio. Para la piscina, los propietarios buscaban una cubierta con la misma estética limpia y técnica.',
            'El enrollador se aloja en un nicho del muro de la piscina, bajo una coronación continua, de modo que en la superficie no se ve nada. Las lamas efecto aluminio reflejan la luz igual que los paneles de la fachada.',
          ],
          [
            'Piscina: Atrium 8 × 4',
            'Cubierta: integrada en el muro, efecto aluminio',
            'Escalera: a la derecha',
            'Entrega: marzo de 2025',
          ],
        ),
      ),
    },
  },
  {
    key: 'durbuy',
    date_completed: '2025-10-07',
    color: 'transparent',
    cover_type: 'bench',
    pool: 'patio',
    stair: 'stair_lounge',
    municipality: 'Durbuy',
    image: {
      name: 'project-durbuy',
      title: 'Transparent slats on a small pool beside a stone barn in Durbuy',
      motif: 'garden',
      colors: ['#cfe8f0', '#3f93bd', '#8c8173'],
    },
    t: {
      'nl-BE': doc(
        'stenen-schuur-durbuy',
        'Een stenen schuur in Durbuy',
        'Een klein zwembad naast een gerenoveerde schuur, met transparante lamellen voor extra warmte in het koelere Ardense klimaat.',
        body(
          'nl-BE',
          [
            'In de Ardennen blijft het water vaak een paar graden kouder dan in het noorden van het land. De eigenaars van deze gerenoveerde kalkstenen schuur wilden hun seizoen zo lang mogelijk rekken, zonder een grote verwarmingsinstallatie.',
            'Een Patio-zwembad met loungetrap, een bank in eikenhout voor de rol en transparante lamellen bleek de juiste combinatie. Op zonnige dagen in het voorjaar warmt het water onder de gesloten afdekking merkbaar op.',
          ],
          [
            'Zwembad: Patio 6 × 3, half ingegraven',
            'Afdekking: bankafdekking, transparant',
            'Trap: loungetrap',
            'Opgeleverd: oktober 2025',
          ],
        ),
      ),
      'en-US': doc(
        'stone-barn-durbuy',
        'A stone barn in Durbuy',
        'A small pool beside a renovated barn, with transparent slats for extra warmth in the cooler Ardennes climate.',
        body(
          'en-US',
          [
            'In the Ardennes, the water often stays a few degrees cooler than in the north of the country. The owners of this renovated limestone barn wanted to stretch their season as far as possible without a large heating system.',
            'A Patio pool with lounge stairs, an oak bench to house the roll and transparent slats turned out to be the right combination. On sunny spring days, the water under the closed cover warms up noticeably.',
          ],
          [
            'Pool: Patio 6 × 3, partly sunk',
            'Cover: bench cover, transparent',
            'Stairs: lounge stairs',
            'Completed: October 2025',
          ],
        ),
      ),
      'fr-FR': doc(
        'grange-en-pierre-durbuy',
        'Une grange en pierre à Durbuy',
        'Une petite piscine près d’une grange rénovée, avec des lames transparentes pour plus de chaleur sous le climat ardennais.',
        body(
          'fr-FR',
          [
            'En Ardenne, l’eau reste souvent plus fraîche de quelques degrés que dans le nord du pays. Les propriétaires de cette grange en pierre calcaire rénovée voulaient prolonger leur saison le plus possible, sans installation de chauffage importante.',
            'Une piscine Patio avec escalier lounge, un banc en chêne pour l’enrouleur et des lames transparentes : la combinaison s’est révélée idéale. Par les journées ensoleillées du printemps, l’eau se réchauffe nettement sous le volet fermé.',
          ],
          [
            'Piscine : Patio 6 × 3, semi-enterrée',
            'Volet : volet banc, transparent',
            'Escalier : escalier lounge',
            'Réception : octobre 2025',
          ],
        ),
      ),
      'de-DE': doc(
        'steinscheune-durbuy',
        'Eine Steinscheune in Durbuy',
        'Ein kleiner Pool neben einer renovierten Scheune, mit transparenten Lamellen für zusätzliche Wärme im kühleren Ardennenklima.',
        body(
          'de-DE',
          [
            'In den Ardennen bleibt das Wasser oft einige Grad kühler als im Norden des Landes. Die Eigentümer dieser renovierten Kalksteinscheune wollten ihre Badesaison möglichst verlängern, ohne eine große Heizanlage.',
            'Ein Patio-Pool mit Lounge-Treppe, eine Eichenbank für die Rolle und transparente Lamellen erwiesen sich als die richtige Kombination. An sonnigen Frühlingstagen erwärmt sich das Wasser unter der geschlossenen Abdeckung spürbar.',
          ],
          [
            'Pool: Patio 6 × 3, teilweise eingelassen',
            'Abdeckung: Bankabdeckung, Transparent',
            'Treppe: Lounge-Treppe',
            'Fertiggestellt: Oktober 2025',
          ],
        ),
      ),
      'es-ES': doc(
        'granero-de-piedra-durbuy',
        'Un granero de piedra en Durbuy',
        'Una piscina pequeña junto a un granero rehabilitado, con lamas transparentes para ganar calor en el clima más fresco de las Ardenas.',
        body(
          'es-ES',
          [
            'En las Ardenas, el agua suele estar unos grados más fría que en el norte del país. Los propietarios de este granero de piedra caliza rehabilitado querían alargar la temporada al máximo sin una gran instalación de climatización.',
            'Una piscina Patio con escalera lounge, un banco de roble para el enrollador y lamas transparentes resultó la combinación adecuada. En los días soleados de primavera, el agua se calienta de forma notable bajo la cubierta cerrada.',
          ],
          [
            'Piscina: Patio 6 × 3, semienterrada',
            'Cubierta: de banco, transparente',
            'Escalera: lounge',
            'Entrega: octubre de 2025',
          ],
        ),
      ),
    },
  },
  {
    key: 'keerbergen',
    date_completed: '2025-06-25',
    color: 'transparent_blue',
    cover_type: 'submerged',
    pool: 'horizon',
    stair: 'stair_left_lounge',
    municipality: 'Keerbergen',
    image: {
      name: 'project-keerbergen',
      title: 'Pool with transparent blue cover among pine trees in Keerbergen',
      motif: 'garden',
      colors: ['#7fb7d9', '#3a86b4', '#3f5b3a'],
    },
    t: {
      'nl-BE': doc(
        'zwemmen-tussen-dennen-keerbergen',
        'Zwemmen tussen de dennen in Keerbergen',
        'Een bosrijk perceel met veel naalden en schaduw, en een afdekking die het water schoon en warm houdt.',
        body(
          'nl-BE',
          [
            'Het perceel ligt tussen hoge grove dennen. Prachtig, maar het betekent ook het hele jaar naalden en kegels in het water en weinig rechtstreekse zon op het zwembad.',
            'Een verzonken afdekking houdt het meeste vuil buiten: wat op de lamellen valt, spoelt u er voor het openen af. De transparant blauwe lamellen laten het zonlicht dat wél door de bomen komt tot bij het water, en de afdekking voorkomt dat de warmte ’s nachts verloren gaat.',
          ],
          [
            'Zwembad: Horizon 11 × 4,5',
            'Afdekking: verzonken, transparant blauw',
            'Trap: loungetrap links',
            'Opgeleverd: juni 2025',
          ],
        ),
      ),
      'en-US': doc(
        'pool-among-pines-keerbergen',
        'A pool among the pines in Keerbergen',
        'A wooded plot with plenty of needles and shade, and a cover that keeps the water clean and warm.',
        body(
          'en-US',
          [
            'The plot sits among tall Scots pines. Beautiful, but it also means needles and cones in the water all year round and little direct sunlight on the pool.',
            'A submerged cover keeps most of the debris out: whatever lands on the slats is rinsed off before opening. The transparent blue slats let through the sunlight that does reach the water between the trees, and the cover stops the heat escaping overnight.',
          ],
          [
            'Pool: Horizon 11 × 4.5',
            'Cover: submerged, transparent blue',
            'Stairs: left-hand lounge stairs',
            'Completed: June 2025',
          ],
        ),
      ),
      'fr-FR': doc(
        'piscine-sous-les-pins-keerbergen',
        'Une piscine sous les pins à Keerbergen',
        'Un terrain boisé, beaucoup d’aiguilles et d’ombre, et un volet qui garde l’eau propre et chaude.',
        body(
          'fr-FR',
          [
            'Le terrain est planté de grands pins sylvestres. Magnifique, mais cela signifie aussi des aiguilles et des pommes de pin dans l’eau toute l’année, et peu de soleil direct sur le bassin.',
            'Un volet immergé arrête l’essentiel des débris : ce qui tombe sur les lames se rince avant l’ouverture. Les lames bleu transparent laissent passer le soleil qui filtre entre les arbres, et le volet évite que la chaleur ne s’échappe la nuit.',
          ],
          [
            'Piscine : Horizon 11 × 4,5',
            'Volet : immergé, bleu transparent',
            'Escalier : escalier lounge à gauche',
            'Réception : juin 2025',
          ],
        ),
      ),
      'de-DE': doc(
        'pool-unter-kiefern-keerbergen',
        'Ein Pool unter Kiefern in Keerbergen',
        'Ein bewaldetes Grundstück mit vielen Nadeln und Schatten – und eine Abdeckung, die das Wasser sauber und warm hält.',
        body(
          'de-DE',
          [
            'Das Grundstück liegt zwischen hohen Waldkiefern. Wunderschön, aber das bedeutet auch das ganze Jahr über Nadeln und Zapfen im Wasser und wenig direkte Sonne auf dem Becken.',
            'Eine Unterflurabdeckung hält den meisten Schmutz fern: Was auf die Lamellen fällt, wird vor dem Öffnen abgespült. Die transparent-blauen Lamellen lassen das Sonnenlicht durch, das zwischen den Bäumen hindurch das Wasser erreicht, und die Abdeckung verhindert, dass die Wärme nachts entweicht.',
          ],
          [
            'Pool: Horizon 11 × 4,5',
            'Abdeckung: Unterflur, Transparent-Blau',
            'Treppe: Lounge-Treppe links',
            'Fertiggestellt: Juni 2025',
          ],
        ),
      ),
      'es-ES': doc(
        'piscina-entre-pinos-keerbergen',
        'Una piscina entre pinos en Keerbergen',
        'Una parcela boscosa con muchas agujas y sombra, y una cubierta que mantiene el agua limpia y templada.',
        body(
          'es-ES',
          [
            'La parcela está rodeada de altos pinos silvestres. Precioso, pero también supone agujas y piñas en el agua todo el año y poco sol directo sobre la piscina.',
            'Una cubierta sumergida impide la entrada de casi toda la suciedad: lo que cae sobre las lamas se enjuaga antes de abrir. Las lamas azul transparente dejan pasar el sol que se cuela entre los árboles, y la cubierta evita que el calor se escape por la noche.',
          ],
          [
            'Piscina: Horizon 11 × 4,5',
            'Cubierta: sumergida, azul transparente',
            'Escalera: lounge a la izquierda',
            'Entrega: junio de 2025',
          ],
        ),
      ),
    },
  },
  {
    key: 'maastricht',
    date_completed: '2025-11-12',
    color: 'volcano_grey',
    cover_type: 'wall_integrated',
    pool: 'atrium',
    stair: 'stair_classic',
    municipality: 'Maastricht',
    image: {
      name: 'project-maastricht',
      title: 'Volcano grey wall-integrated cover at a town villa in Maastricht',
      motif: 'garden',
      colors: ['#4b4f54', '#336a7a', '#e8e0c8'],
    },
    t: {
      'nl-BE': doc(
        'over-de-grens-maastricht',
        'Over de grens in Maastricht',
        'Een stadsvilla in Nederlands-Limburg, waar een Limburgse dealer een zwembad met afdekking in de wand bouwde.',
        body(
          'nl-BE',
          [
            'Voor deze klant in Maastricht lag de dichtstbijzijnde Lamella-dealer gewoon aan de andere kant van de grens, in Belgisch-Limburg. De tuin achter de stadsvilla is omringd door muren in mergelsteen en biedt weinig ruimte voor een bank of een mobiele rol.',
            'Daarom werd de rol in een nis in de zwembadwand ingebouwd. Het vulkaangrijs vormt een mooi contrast met de lichte mergel, en gesloten is het zwembad een strak, donker vlak in de binnentuin.',
          ],
          [
            'Zwembad: Atrium 8 × 4',
            'Afdekking: in de wand, vulkaangrijs',
            'Trap: klassieke hoektrap',
            'Opgeleverd: november 2025',
          ],
        ),
      ),
      'en-US': doc(
        'across-the-border-maastricht',
        'Across the border in Maastricht',
        'A town villa in Dutch Limburg, where a dealer from Belgian Limburg built a pool with a wall-integrated cover.',
        body(
          'en-US',
          [
            'For this client in Maastricht, the nearest Lamella dealer was just across the border in Belgian Limburg. The garden behind the town villa is enclosed by marlstone walls and leaves little room for a bench or a mobile roll.',
            'The roll was therefore built into a recess in the pool wall. The volcano grey contrasts beautifully with the pale marlstone, and when closed the pool becomes a crisp, dark surface in the walled garden.',
          ],
          [
            'Pool: Atrium 8 × 4',
            'Cover: wall-integrated, volcano grey',
            'Stairs: classic corner stairs',
            'Completed: November 2025',
          ],
        ),
      ),
      'fr-FR': doc(
        'au-dela-de-la-frontiere-maastricht',
        'De l’autre côté de la frontière, à Maastricht',
        'Une villa urbaine du Limbourg néerlandais, où un revendeur du Limbourg belge a construit une piscine avec volet intégré dans la paroi.',
        body(
          'fr-FR',
          [
            'Pour ce client de Maastricht, le revendeur Lamella le plus proche se trouvait juste de l’autre côté de la frontière, dans le Limbourg belge. Le jardin de la villa est entouré de murs en marne et laisse peu de place pour un banc ou un enrouleur mobile.',
            'L’enrouleur a donc été intégré dans une niche de la paroi du bassin. Le gris volcan contraste joliment avec la marne claire et, une fois fermée, la piscine devient une surface sombre et nette dans le jardin clos.',
          ],
          [
            'Piscine : Atrium 8 × 4',
            'Volet : intégré dans la paroi, gris volcan',
            'Escalier : escalier d’angle classique',
            'Réception : novembre 2025',
          ],
        ),
      ),
      'de-DE': doc(
        'ueber-die-grenze-maastricht',
        'Über die Grenze nach Maastricht',
        'Eine Stadtvilla im niederländischen Limburg, wo ein Fachhändler aus Belgisch-Limburg einen Pool mit wandintegrierter Abdeckung baute.',
        body(
          'de-DE',
          [
            'Für diesen Kunden in Maastricht lag der nächste Lamella-Fachhändler gleich jenseits der Grenze im belgischen Limburg. Der Garten hinter der Stadtvilla ist von Mauern aus Mergelstein umgeben und bietet kaum Platz für eine Bank oder eine mobile Rolle.',
            'Deshalb wurde die Rolle in eine Nische der Beckenwand eingebaut. Das Vulkangrau bildet einen schönen Kontrast zum hellen Mergel, und geschlossen wird der Pool zu einer klaren, dunklen Fläche im ummauerten Garten.',
          ],
          [
            'Pool: Atrium 8 × 4',
            'Abdeckung: wandintegriert, Vulkangrau',
            'Treppe: klassische Ecktreppe',
            'Fertiggestellt: November 2025',
          ],
        ),
      ),
      'es-ES': doc(
        'al-otro-lado-de-la-frontera-maastricht',
        'Al otro lado de la frontera, en Maastricht',
        'Una villa urbana en el Limburgo neerlandés, donde un distribuidor del Limburgo belga construyó una piscina con cubierta integrada en el muro.',
        body(
          'es-ES',
          [
            'Para este cliente de Maastricht, el distribuidor de Lamella más cercano estaba justo al otro lado de la frontera, en el Limburgo belga. El jardín de la villa está rodeado de muros de marga y deja poco espacio para un banco o un enrollador móvil.',
            'Por eso el enrollador se integró en un nicho del muro de la piscina. El gris volcán contrasta con la marga clara y, cerrada, la piscina se convierte en una superficie oscura y limpia en el jardín tapiado.',
          ],
          [
            'Piscina: Atrium 8 × 4',
            'Cubierta: integrada en el muro, gris volcán',
            'Escalera: clásica de esquina',
            'Entrega: noviembre de 2025',
          ],
        ),
      ),
    },
  },
  {
    key: 'bondues',
    date_completed: '2026-03-20',
    color: 'white',
    cover_type: 'bench',
    pool: 'horizon',
    stair: 'stair_both_lounge',
    municipality: 'Bondues',
    image: {
      name: 'project-bondues',
      title: 'White bench cover on a family pool in Bondues',
      motif: 'garden',
      colors: ['#f4f5f2', '#4a9bc4', '#c2b49a'],
    },
    t: {
      'nl-BE': doc(
        'veiligheid-voorop-bondues',
        'Veiligheid voorop in Bondues',
        'Een gezinszwembad in Noord-Frankrijk, waar de wet een veiligheidsvoorziening voor privézwembaden verplicht.',
        body(
          'nl-BE',
          [
            'In Frankrijk moet elk ingegraven privézwembad uitgerust zijn met een genormeerde veiligheidsvoorziening: een omheining, een alarm, een overkapping of een afdekking. Dit gezin met drie jonge kinderen koos bewust voor een afdekking, omdat die ook warmte en onderhoud bespaart.',
            'De witte lamellen zitten in een bank op het terras en worden met een sleutelschakelaar bediend. Gesloten rust de afdekking op de oplegrand en wordt ze aan het uiteinde vergrendeld volgens de Franse norm NF P90-308.',
          ],
          [
            'Zwembad: Horizon 11 × 4,5',
            'Afdekking: bankafdekking, wit, met vergrendeling',
            'Trap: loungetrap aan beide zijden',
            'Opgeleverd: maart 2026',
          ],
        ),
      ),
      'en-US': doc(
        'safety-first-bondues',
        'Safety first in Bondues',
        'A family pool in northern France, where the law requires a safety device on private pools.',
        body(
          'en-US',
          [
            'In France, every private in-ground pool must be fitted with a certified safety device: a fence, an alarm, an enclosure or a cover. This family with three young children deliberately chose a cover, because it also saves on heating and maintenance.',
            'The white slats are housed in a bench on the terrace and operated with a key switch. When closed, the cover rests on the support rim and is locked at the far end in accordance with the French standard NF P90-308.',
          ],
          [
            'Pool: Horizon 11 × 4.5',
            'Cover: bench cover, white, with locking',
            'Stairs: lounge stairs on both sides',
            'Completed: March 2026',
          ],
        ),
      ),
      'fr-FR': doc(
        'securite-d-abord-bondues',
        'La sécurité d’abord à Bondues',
        'Une piscine familiale dans le Nord, où la loi impose un dispositif de sécurité pour les piscines privées.',
        body(
          'fr-FR',
          [
            'En France, toute piscine privée enterrée doit être équipée d’un dispositif de sécurité normalisé : barrière, alarme, abri ou couverture. Cette famille avec trois jeunes enfants a délibérément opté pour un volet, qui permet aussi d’économiser sur le chauffage et l’entretien.',
            'Les lames blanches sont logées dans un banc sur la terrasse et se commandent par un interrupteur à clé. Fermé, le volet repose sur le rebord d’appui et se verrouille en bout de bassin conformément à la norme NF P90-308.',
          ],
          [
            'Piscine : Horizon 11 × 4,5',
            'Volet : volet banc, blanc, avec verrouillage',
            'Escalier : escalier lounge des deux côtés',
            'Réception : mars 2026',
          ],
        ),
      ),
      'de-DE': doc(
        'sicherheit-zuerst-bondues',
        'Sicherheit zuerst in Bondues',
        'Ein Familienpool in Nordfrankreich, wo das Gesetz eine Sicherheitsvorrichtung für private Pools vorschreibt.',
        body(
          'de-DE',
          [
            'In Frankreich muss jeder private Einbaupool mit einer genormten Sicherheitsvorrichtung ausgestattet sein: einem Zaun, einem Alarm, einer Überdachung oder einer Abdeckung. Diese Familie mit drei kleinen Kindern entschied sich bewusst für eine Abdeckung, weil sie zusätzlich Heiz- und Pflegeaufwand spart.',
            'Die weißen Lamellen sitzen in einer Bank auf der Terrasse und werden per Schlüsselschalter bedient. Geschlossen liegt die Abdeckung auf der Auflagekante und wird am Beckenende gemäß der französischen Norm NF P90-308 verriegelt.',
          ],
          [
            'Pool: Horizon 11 × 4,5',
            'Abdeckung: Bankabdeckung, Weiß, mit Verriegelung',
            'Treppe: beidseitige Lounge-Treppe',
            'Fertiggestellt: März 2026',
          ],
        ),
      ),
      'es-ES': doc(
        'la-seguridad-primero-bondues',
        'La seguridad, lo primero en Bondues',
        'Una piscina familiar en el norte de Francia, donde la ley exige un dispositivo de seguridad en las piscinas privadas.',
        body(
          'es-ES',
          [
            'En Francia, toda piscina privada enterrada debe contar con un dispositivo de seguridad homologado: una valla, una alarma, un cerramiento o una cubierta. Esta familia con tres niños pequeños eligió conscientemente una cubierta, porque además ahorra en climatización y mantenimiento.',
            'Las lamas blancas se alojan en un banco de la terraza y se accionan con un interruptor de llave. Cerrada, la cubierta descansa sobre el reborde de apoyo y se bloquea en el extremo conforme a la norma francesa NF P90-308.',
          ],
          [
            'Piscina: Horizon 11 × 4,5',
            'Cubierta: de banco, blanca, con bloqueo',
            'Escalera: lounge a ambos lados',
            'Entrega: marzo de 2026',
          ],
        ),
      ),
    },
  },
  {
    key: 'aachen',
    date_completed: '2026-04-15',
    color: 'transparent_blue_solar',
    cover_type: 'submerged',
    pool: 'atrium',
    stair: 'wide_lounge',
    municipality: 'Aachen',
    image: {
      name: 'project-aachen',
      title: 'Pool with solar slats and a wide lounge stair in Aachen',
      motif: 'garden',
      colors: ['#2d5d8a', '#7fb7d9', '#d9d4c7'],
    },
    t: {
      'nl-BE': doc(
        'solarlamellen-aken',
        'Solarlamellen in Aken',
        'Een zwembad dat zoveel mogelijk op zonne-energie draait, aangelegd door een dealer uit de Oostkantons.',
        body(
          'nl-BE',
          [
            'De eigenaars in Aken hebben zonnepanelen op het dak en wilden een zwembad dat daar zo goed mogelijk op aansluit. De warmtepomp draait overdag op eigen stroom; de afdekking moet de rest doen.',
            'De dealer uit Eupen bouwde een Atrium met een brede loungetrap en een verzonken afdekking met solarlamellen. Zo vangt het zwembad ook zelf zonnewarmte op en blijft die ’s nachts binnen.',
          ],
          [
            'Zwembad: Atrium 8 × 4',
            'Afdekking: verzonken, solar transparant blauw',
            'Trap: brede loungetrap',
            'Opgeleverd: april 2026',
          ],
        ),
      ),
      'en-US': doc(
        'solar-slats-aachen',
        'Solar slats in Aachen',
        'A pool that runs on solar energy as much as possible, installed by a dealer from the German-speaking East of Belgium.',
        body(
          'en-US',
          [
            'The owners in Aachen have solar panels on their roof and wanted a pool that makes the most of them. The heat pump runs on their own electricity during the day; the cover has to do the rest.',
            'The dealer from Eupen built an Atrium with wide lounge stairs and a submerged cover with solar slats. This way the pool captures solar heat itself and keeps it in overnight.',
          ],
          [
            'Pool: Atrium 8 × 4',
            'Cover: submerged, solar transparent blue',
            'Stairs: wide lounge stairs',
            'Completed: April 2026',
          ],
        ),
      ),
      'fr-FR': doc(
        'lames-solaires-aix-la-chapelle',
        'Des lames solaires à Aix-la-Chapelle',
        'Une piscine qui fonctionne autant que possible à l’énergie solaire, installée par un revendeur des Cantons de l’Est.',
        body(
          'fr-FR',
          [
            'Les propriétaires, à Aix-la-Chapelle, disposent de panneaux photovoltaïques et voulaient une piscine qui en tire le meilleur parti. La pompe à chaleur tourne la journée avec leur propre électricité ; le volet fait le reste.',
            'Le revendeur d’Eupen a construit une Atrium avec un large escalier lounge et un volet immergé à lames solaires. Le bassin capte ainsi lui-même la chaleur du soleil et la conserve pendant la nuit.',
          ],
          [
            'Piscine : Atrium 8 × 4',
            'Volet : immergé, bleu transparent solaire',
            'Escalier : large escalier lounge',
            'Réception : avril 2026',
          ],
        ),
      ),
      'de-DE': doc(
        'solarlamellen-aachen',
        'Solarlamellen in Aachen',
        'Ein Pool, der so weit wie möglich mit Sonnenenergie läuft – gebaut von einem Fachhändler aus Ostbelgien.',
        body(
          'de-DE',
          [
            'Die Eigentümer in Aachen haben eine Photovoltaikanlage auf dem Dach und wünschten sich einen Pool, der diese optimal nutzt. Die Wärmepumpe läuft tagsüber mit eigenem Strom; den Rest übernimmt die Abdeckung.',
            'Der Fachhändler aus Eupen baute einen Atrium mit breiter Lounge-Treppe und einer Unterflurabdeckung mit Solarlamellen. So fängt das Becken selbst Sonnenwärme ein und hält sie über Nacht.',
          ],
          [
            'Pool: Atrium 8 × 4',
            'Abdeckung: Unterflur, Solar Transparent-Blau',
            'Treppe: breite Lounge-Treppe',
            'Fertiggestellt: April 2026',
          ],
        ),
      ),
      'es-ES': doc(
        'lamas-solares-aquisgran',
        'Lamas solares en Aquisgrán',
        'Una piscina que funciona en lo posible con energía solar, instalada por un distribuidor de la comunidad germanófona de Bélgica.',
        body(
          'es-ES',
          [
            'Los propietarios, en Aquisgrán, tienen placas solares en el tejado y querían una piscina que les sacara el máximo partido. La bomba de calor funciona de día con su propia electricidad; la cubierta hace el resto.',
            'El distribuidor de Eupen construyó una Atrium con escalera lounge ancha y una cubierta sumergida con lamas solares. Así, la piscina capta por sí misma el calor del sol y lo conserva durante la noche.',
          ],
          [
            'Piscina: Atrium 8 × 4',
            'Cubierta: sumergida, azul transparente solar',
            'Escalera: lounge ancha',
            'Entrega: abril de 2026',
          ],
        ),
      ),
    },
  },
  {
    key: 'breda',
    date_completed: '2026-04-02',
    color: 'grey',
    cover_type: 'mobile',
    pool: 'terra',
    stair: 'stair_right_lounge',
    municipality: 'Breda',
    image: {
      name: 'project-breda',
      title: 'Semi-sunk Terra pool with a grey mobile cover in Breda',
      motif: 'garden',
      colors: ['#8a8f94', '#4d9cc7', '#7a9a5e'],
    },
    t: {
      'nl-BE': doc(
        'half-ingegraven-zwembad-breda',
        'Een half ingegraven zwembad in Breda',
        'Een nieuwbouwtuin waar het zwembad half in de grond zit en de boord als zitrand dient.',
        body(
          'nl-BE',
          [
            'In deze nieuwbouwwijk staat het grondwater vrij hoog. Een volledig ingegraven zwembad had een dure bemaling gevraagd, dus koos het gezin voor een Terra dat voor de helft in de grond zit.',
            'De boord op zithoogte maakt van het zwembad een gezellige plek, ook voor wie niet zwemt. De mobiele afdekking in grijs staat aan de korte zijde en kan bij een latere tuinaanleg eenvoudig verplaatst worden.',
          ],
          [
            'Zwembad: Terra 7 × 3,5, half ingegraven',
            'Afdekking: mobiel, grijs',
            'Trap: loungetrap rechts',
            'Opgeleverd: april 2026',
          ],
        ),
      ),
      'en-US': doc(
        'semi-sunk-pool-breda',
        'A semi-sunk pool in Breda',
        'A new-build garden where the pool sits halfway into the ground and the coping doubles as seating.',
        body(
          'en-US',
          [
            'The groundwater in this new residential area is fairly high. A fully sunk pool would have required costly dewatering, so the family chose a Terra set halfway into the ground.',
            'The coping at seat height makes the pool a sociable spot, even for those who are not swimming. The grey mobile cover stands at the short end and can easily be moved if the garden is redesigned later.',
          ],
          [
            'Pool: Terra 7 × 3.5, partly sunk',
            'Cover: mobile, grey',
            'Stairs: right-hand lounge stairs',
            'Completed: April 2026',
          ],
        ),
      ),
      'fr-FR': doc(
        'piscine-semi-enterree-breda',
        'Une piscine semi-enterrée à Breda',
        'Un jardin de construction neuve où la piscine est à moitié enterrée et où la margelle sert d’assise.',
        body(
          'fr-FR',
          [
            'Dans ce nouveau quartier, la nappe phréatique est assez haute. Une piscine entièrement enterrée aurait nécessité un rabattement de nappe coûteux : la famille a donc choisi une Terra enterrée à mi-hauteur.',
            'La margelle à hauteur d’assise fait de la piscine un lieu convivial, même pour ceux qui ne se baignent pas. Le volet mobile gris se trouve sur la petite largeur et pourra facilement être déplacé si le jardin est réaménagé.',
          ],
          [
            'Piscine : Terra 7 × 3,5, semi-enterrée',
            'Volet : mobile, gris',
            'Escalier : escalier lounge à droite',
            'Réception : avril 2026',
          ],
        ),
      ),
      'de-DE': doc(
        'eingelassener-pool-breda',
        'Ein halb eingelassener Pool in Breda',
        'Ein Neubaugarten, in dem der Pool zur Hälfte im Boden sitzt und der Beckenrand als Sitzfläche dient.',
        body(
          'de-DE',
          [
            'In diesem Neubaugebiet steht das Grundwasser recht hoch. Ein vollständig eingelassenes Becken hätte eine teure Wasserhaltung erfordert, deshalb entschied sich die Familie für einen Terra, der zur Hälfte im Boden sitzt.',
            'Der Beckenrand auf Sitzhöhe macht den Pool zu einem geselligen Ort, auch für alle, die nicht schwimmen. Die graue mobile Abdeckung steht an der Stirnseite und lässt sich bei einer späteren Gartenumgestaltung leicht versetzen.',
          ],
          [
            'Pool: Terra 7 × 3,5, halb eingelassen',
            'Abdeckung: mobil, Grau',
            'Treppe: Lounge-Treppe rechts',
            'Fertiggestellt: April 2026',
          ],
        ),
      ),
      'es-ES': doc(
        'piscina-semienterrada-breda',
        'Una piscina semienterrada en Breda',
        'Un jardín de obra nueva donde la piscina está medio enterrada y la coronación sirve de asiento.',
        body(
          'es-ES',
          [
            'En este barrio nuevo, el nivel freático es bastante alto. Una piscina totalmente enterrada habría exigido un costoso achique de agua, así que la familia optó por una Terra enterrada hasta la mitad.',
            'La coronación a la altura de un asiento convierte la piscina en un lugar de reunión, también para quien no se baña. La cubierta móvil gris está en el lado corto y podrá trasladarse con facilidad si el jardín se reforma más adelante.',
          ],
          [
            'Piscina: Terra 7 × 3,5, semienterrada',
            'Cubierta: móvil, gris',
            'Escalera: lounge a la derecha',
            'Entrega: abril de 2026',
          ],
        ),
      ),
    },
  },
  {
    key: 'de-haan',
    date_completed: '2026-05-06',
    color: 'transparent_blue',
    cover_type: 'submerged',
    pool: 'horizon',
    stair: 'stair_lounge',
    municipality: 'De Haan',
    image: {
      name: 'project-de-haan',
      title: 'Pool at a bed and breakfast near the dunes in De Haan',
      motif: 'garden',
      colors: ['#7fb7d9', '#3a86b4', '#e6d8b5'],
    },
    t: {
      'nl-BE': doc(
        'ochtendzwemmen-de-haan',
        'Ochtendzwemmen bij een B&B in De Haan',
        'Een bed and breakfast vlak bij de duinen, waar gasten ’s ochtends vroeg baantjes trekken.',
        body(
          'nl-BE',
          [
            'De uitbaatster van deze B&B wilde haar gasten een zwembad aanbieden dat ook bij een frisse zeewind aangenaam blijft. Veel gasten zwemmen vroeg, voor het ontbijt, wanneer de luchttemperatuur nog laag is.',
            'Een Horizon met loungetrap en een verzonken afdekking in transparant blauw houdt de warmte van de dag vast. ’s Ochtends opent de afdekking in minder dan twee minuten, en ’s avonds gaat ze weer dicht zodra de laatste gast uit het water is.',
          ],
          [
            'Zwembad: Horizon 11 × 4,5',
            'Afdekking: verzonken, transparant blauw',
            'Trap: loungetrap',
            'Opgeleverd: mei 2026',
          ],
        ),
      ),
      'en-US': doc(
        'morning-swims-de-haan',
        'Morning swims at a B&B in De Haan',
        'A bed and breakfast close to the dunes, where guests swim lengths early in the morning.',
        body(
          'en-US',
          [
            'The owner of this B&B wanted to offer her guests a pool that stays pleasant even in a fresh sea breeze. Many guests swim early, before breakfast, when the air is still cool.',
            'A Horizon with lounge stairs and a submerged cover in transparent blue holds on to the warmth of the day. In the morning the cover opens in under two minutes, and in the evening it closes again as soon as the last guest is out of the water.',
          ],
          [
            'Pool: Horizon 11 × 4.5',
            'Cover: submerged, transparent blue',
            'Stairs: lounge stairs',
            'Completed: May 2026',
          ],
        ),
      ),
      'fr-FR': doc(
        'baignades-matinales-le-coq',
        'Baignades matinales dans une maison d’hôtes au Coq',
        'Une maison d’hôtes proche des dunes, où les clients enchaînent les longueurs tôt le matin.',
        body(
          'fr-FR',
          [
            'La propriétaire de cette maison d’hôtes voulait offrir à ses clients une piscine agréable même par vent de mer. Beaucoup nagent tôt, avant le petit-déjeuner, quand l’air est encore frais.',
            'Une Horizon avec escalier lounge et un volet immergé bleu transparent conserve la chaleur de la journée. Le matin, le volet s’ouvre en moins de deux minutes ; le soir, il se referme dès que le dernier client est sorti de l’eau.',
          ],
          [
            'Piscine : Horizon 11 × 4,5',
            'Volet : immergé, bleu transparent',
            'Escalier : escalier lounge',
            'Réception : mai 2026',
          ],
        ),
      ),
      'de-DE': doc(
        'morgenschwimmen-de-haan',
        'Morgenschwimmen in einem B&B in De Haan',
        'Ein Bed & Breakfast nahe den Dünen, in dem Gäste frühmorgens ihre Bahnen ziehen.',
        body(
          'de-DE',
          [
            'Die Inhaberin dieses B&B wollte ihren Gästen einen Pool bieten, der auch bei frischem Seewind angenehm bleibt. Viele Gäste schwimmen früh vor dem Frühstück, wenn die Luft noch kühl ist.',
            'Ein Horizon mit Lounge-Treppe und einer Unterflurabdeckung in Transparent-Blau hält die Wärme des Tages. Morgens öffnet die Abdeckung in weniger als zwei Minuten, abends schließt sie wieder, sobald der letzte Gast aus dem Wasser ist.',
          ],
          [
            'Pool: Horizon 11 × 4,5',
            'Abdeckung: Unterflur, Transparent-Blau',
            'Treppe: Lounge-Treppe',
            'Fertiggestellt: Mai 2026',
          ],
        ),
      ),
      'es-ES': doc(
        'banos-matinales-de-haan',
        'Baños matinales en un B&B de De Haan',
        'Un alojamiento rural junto a las dunas, donde los huéspedes hacen largos a primera hora de la mañana.',
        body(
          'es-ES',
          [
            'La propietaria de este B&B quería ofrecer a sus huéspedes una piscina agradable incluso con brisa marina. Muchos nadan temprano, antes del desayuno, cuando el aire todavía está fresco.',
            'Una Horizon con escalera lounge y una cubierta sumergida en azul transparente conserva el calor del día. Por la mañana, la cubierta se abre en menos de dos minutos, y por la noche se cierra en cuanto sale del agua el último huésped.',
          ],
          [
            'Piscina: Horizon 11 × 4,5',
            'Cubierta: sumergida, azul transparente',
            'Escalera: lounge',
            'Entrega: mayo de 2026',
          ],
        ),
      ),
    },
  },
  {
    key: 'hannut',
    date_completed: '2025-09-24',
    color: 'cream',
    cover_type: 'mobile',
    pool: 'patio',
    stair: 'stair_essential',
    municipality: 'Hannut',
    image: {
      name: 'project-hannut',
      title: 'Compact pool with a cream mobile cover in Hannut',
      motif: 'garden',
      colors: ['#efe6cf', '#5aa6cc', '#c9c0ad'],
    },
    t: {
      'nl-BE': doc(
        'dagelijks-zwemmen-hannuit',
        'Dagelijks zwemmen in Hannuit',
        'Een gepensioneerd koppel koos een compact zwembad om elke ochtend te zwemmen, met een afdekking die met één draai opent.',
        body(
          'nl-BE',
          [
            'Na hun pensioen wilden deze Haspengouwse klanten elke dag zwemmen, zonder de rit naar het zwembad in de stad. Een groot zwembad was niet nodig: met een tegenstroominstallatie zwemmen ze ter plaatse.',
            'Het Patio-zwembad kreeg een mobiele afdekking met motor en sleutelschakelaar, die ze zonder inspanning bedienen. De crèmekleurige lamellen passen bij het terras in lichte kalksteen.',
          ],
          [
            'Zwembad: Patio 6 × 3, met tegenstroominstallatie',
            'Afdekking: mobiel, crème',
            'Trap: compacte Essential-trap',
            'Opgeleverd: september 2025',
          ],
        ),
      ),
      'en-US': doc(
        'daily-swim-hannut',
        'A daily swim in Hannut',
        'A retired couple chose a compact pool for their morning swim, with a cover that opens with one turn of a key.',
        body(
          'en-US',
          [
            'After retiring, these clients in the Hesbaye region wanted to swim every day without the drive to the public pool in town. A large pool was not necessary: with a counter-current unit they swim on the spot.',
            'The Patio pool was fitted with a motorised mobile cover and a key switch that takes no effort to operate. The cream slats match the pale limestone terrace.',
          ],
          [
            'Pool: Patio 6 × 3, with counter-current unit',
            'Cover: mobile, cream',
            'Stairs: compact Essential stairs',
            'Completed: September 2025',
          ],
        ),
      ),
      'fr-FR': doc(
        'baignade-quotidienne-hannut',
        'Une baignade quotidienne à Hannut',
        'Un couple de retraités a choisi une piscine compacte pour nager chaque matin, avec un volet qui s’ouvre d’un tour de clé.',
        body(
          'fr-FR',
          [
            'Une fois à la retraite, ces clients hesbignons voulaient nager tous les jours sans devoir se rendre à la piscine communale. Inutile d’avoir un grand bassin : avec une nage à contre-courant, ils nagent sur place.',
            'La piscine Patio a été équipée d’un volet mobile motorisé avec interrupteur à clé, qui se manœuvre sans effort. Les lames crème s’accordent avec la terrasse en pierre calcaire claire.',
          ],
          [
            'Piscine : Patio 6 × 3, avec nage à contre-courant',
            'Volet : mobile, crème',
            'Escalier : escalier compact Essential',
            'Réception : septembre 2025',
          ],
        ),
      ),
      'de-DE': doc(
        'taegliches-schwimmen-hannut',
        'Tägliches Schwimmen in Hannut',
        'Ein Paar im Ruhestand wählte einen kompakten Pool für das Morgenschwimmen – mit einer Abdeckung, die sich mit einer Schlüsseldrehung öffnet.',
        body(
          'de-DE',
          [
            'Nach dem Eintritt in den Ruhestand wollten diese Kunden aus dem Haspengau täglich schwimmen, ohne den Weg ins Hallenbad der Stadt. Ein großes Becken war nicht nötig: Mit einer Gegenstromanlage schwimmen sie auf der Stelle.',
            'Der Patio-Pool erhielt eine motorisierte mobile Abdeckung mit Schlüsselschalter, die sich mühelos bedienen lässt. Die cremefarbenen Lamellen passen zur Terrasse aus hellem Kalkstein.',
          ],
          [
            'Pool: Patio 6 × 3, mit Gegenstromanlage',
            'Abdeckung: mobil, Creme',
            'Treppe: kompakte Essential-Treppe',
            'Fertiggestellt: September 2025',
          ],
        ),
      ),
      'es-ES': doc(
        'bano-diario-hannut',
        'Un baño diario en Hannut',
        'Una pareja jubilada eligió una piscina compacta para nadar cada mañana, con una cubierta que se abre con un giro de llave.',
        body(
          'es-ES',
          [
            'Tras jubilarse, estos clientes de la región de Hesbaye querían nadar a diario sin tener que ir en coche a la piscina municipal. No hacía falta una piscina grande: con un equipo de contracorriente nadan sin desplazarse.',
            'La piscina Patio se equipó con una cubierta móvil motorizada e interruptor de llave, muy fácil de accionar. Las lamas crema combinan con la terraza de piedra caliza clara.',
          ],
          [
            'Piscina: Patio 6 × 3, con equipo de contracorriente',
            'Cubierta: móvil, crema',
            'Escalera: compacta Essential',
            'Entrega: septiembre de 2025',
          ],
        ),
      ),
    },
  },
]

export const projects: ProjectSeed[] = stories.map((project) => ({
  ...project,
  gallery: projectGalleries[project.key] ?? [],
}))
