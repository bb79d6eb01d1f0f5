import type { BlockSeed, Localized, PageSeed } from './types.ts'

/**
 * The pool guide: a page that leads into four topics (those of the pool navigation block: built-in
 * or surface construction, controls, energy saving, safety), one short page per topic.
 */

/** Shorthand for a localized value, in the order nl-BE, en-US, fr-FR, de-DE, es-ES. */
function L<T>(nl: T, en: T, fr: T, de: T, es: T): Localized<T> {
  return { 'nl-BE': nl, 'en-US': en, 'fr-FR': fr, 'de-DE': de, 'es-ES': es }
}

const indexable = { no_index: false, no_follow: false }

type Text = { title: string; body: string }
type Cta = { title: string; text: string; button_label: string }

interface Topic {
  key: string
  slugs: Localized<{ slug: string; title: string }>
  description: Localized<string>
  body: Localized<Text>
  cta: { url: string; t: Localized<Cta> }
}

function topicPage({ key, slugs, description, body, cta }: Topic): PageSeed {
  const seoT = Object.fromEntries(
    Object.entries(slugs).map(([code, { title }]) => [
      code,
      { title, description: description[code as keyof typeof description] },
    ]),
  ) as Localized<{ title: string; description: string }>
  return {
    key,
    status: 'published',
    seo: { ...indexable, t: seoT },
    t: slugs,
    blocks: [
      { collection: 'block_rich_text', t: body },
      { collection: 'block_cta', button_url: cta.url, t: cta.t },
    ],
  }
}

const backToGuide = (nl: string, en: string, fr: string, de: string, es: string) =>
  L(
    `<p><a href="/pool-guide">${nl}</a></p>`,
    `<p><a href="/pool-guide">${en}</a></p>`,
    `<p><a href="/pool-guide">${fr}</a></p>`,
    `<p><a href="/pool-guide">${de}</a></p>`,
    `<p><a href="/pool-guide">${es}</a></p>`,
  )
const back = backToGuide(
  'Terug naar de zwembadgids',
  'Back to the pool guide',
  'Retour au guide de la piscine',
  'Zurück zum Pool-Ratgeber',
  'Volver a la guía de la piscina',
)

const withBack = (body: Localized<Text>): Localized<Text> =>
  L(
    { ...body['nl-BE'], body: body['nl-BE'].body + back['nl-BE'] },
    { ...body['en-US'], body: body['en-US'].body + back['en-US'] },
    { ...body['fr-FR'], body: body['fr-FR'].body + back['fr-FR'] },
    { ...body['de-DE'], body: body['de-DE'].body + back['de-DE'] },
    { ...body['es-ES'], body: body['es-ES'].body + back['es-ES'] },
  )

const projectsCta: Topic['cta'] = {
  url: '/projects',
  t: L(
    {
      title: 'Zie het in het echt',
      text: 'Bekijk zwembaden van klanten, van de kust tot de Ardennen.',
      button_label: 'Bekijk de realisaties',
    },
    {
      title: 'See it for real',
      text: 'Browse our customers’ pools, from the coast to the Ardennes.',
      button_label: 'View our projects',
    },
    {
      title: 'Voyez-le en vrai',
      text: 'Parcourez les piscines de nos clients, de la côte aux Ardennes.',
      button_label: 'Voir nos réalisations',
    },
    {
      title: 'In echt ansehen',
      text: 'Entdecken Sie Pools unserer Kunden, von der Küste bis in die Ardennen.',
      button_label: 'Projekte ansehen',
    },
    {
      title: 'Véalo en la realidad',
      text: 'Descubra piscinas de nuestros clientes, desde la costa hasta las Ardenas.',
      button_label: 'Ver nuestros proyectos',
    },
  ),
}

const coversCta: Topic['cta'] = {
  url: '/covers',
  t: L(
    {
      title: 'Kies uw kleur',
      text: 'Tien kleuren, van kristalhelder tot vulkaangrijs, en solarlamellen die de zon benutten.',
      button_label: 'Ontdek de afdekkingen',
    },
    {
      title: 'Choose your colour',
      text: 'Ten colours, from crystal clear to volcano grey, and solar slats that put the sun to work.',
      button_label: 'Discover our covers',
    },
    {
      title: 'Choisissez votre couleur',
      text: 'Dix couleurs, du cristal au gris volcan, et des lames solaires qui mettent le soleil au travail.',
      button_label: 'Découvrir nos volets',
    },
    {
      title: 'Wählen Sie Ihre Farbe',
      text: 'Zehn Farben, von glasklar bis Vulkangrau, und Solarlamellen, die die Sonne nutzen.',
      button_label: 'Abdeckungen entdecken',
    },
    {
      title: 'Elija su color',
      text: 'Diez colores, del cristal al gris volcán, y lamas solares que aprovechan el sol.',
      button_label: 'Descubra nuestras cubiertas',
    },
  ),
}

const faqCta: Topic['cta'] = {
  url: '/faq',
  t: L(
    {
      title: 'Nog vragen?',
      text: 'De antwoorden op de vragen die we het vaakst krijgen, staan bij elkaar.',
      button_label: 'Naar de veelgestelde vragen',
    },
    {
      title: 'More questions?',
      text: 'The answers to the questions we hear most are all in one place.',
      button_label: 'Read the FAQ',
    },
    {
      title: 'D’autres questions ?',
      text: 'Les réponses aux questions qu’on nous pose le plus souvent sont réunies ici.',
      button_label: 'Lire la FAQ',
    },
    {
      title: 'Noch Fragen?',
      text: 'Die Antworten auf die häufigsten Fragen finden Sie gesammelt an einem Ort.',
      button_label: 'Zu den häufigen Fragen',
    },
    {
      title: '¿Más preguntas?',
      text: 'Las respuestas a las preguntas que más nos hacen, reunidas en un solo lugar.',
      button_label: 'Ir a las preguntas frecuentes',
    },
  ),
}

const construction = topicPage({
  key: 'pool-guide-construction',
  slugs: L(
    { slug: 'zwembadgids/inbouw-of-opbouw', title: 'Inbouw of opbouw' },
    { slug: 'pool-guide/construction', title: 'Built-in or surface construction' },
    { slug: 'guide-piscine/enterree-ou-hors-sol', title: 'Enterrée ou hors-sol' },
    { slug: 'pool-ratgeber/einbau-oder-aufbau', title: 'Einbau oder Aufbau' },
    { slug: 'guia-piscina/enterrada-o-elevada', title: 'Enterrada o elevada' },
  ),
  description: L(
    'Een ingegraven zwembad of een zwembad op het terras: wat elke bouwwijze betekent voor de lamellenafdekking.',
    'A pool dug into the garden or one standing on the terrace: what each way of building means for a slatted cover.',
    'Une piscine enterrée ou posée sur la terrasse : ce que chaque mode de construction implique pour le volet.',
    'Ein eingelassener Pool oder einer auf der Terrasse: was die Bauweise für die Lamellenabdeckung bedeutet.',
    'Una piscina enterrada o una sobre la terraza: lo que cada forma de construir implica para la cubierta.',
  ),
  body: withBack(
    L(
      {
        title: 'Inbouw of opbouw',
        body: '<p>Een <strong>inbouwzwembad</strong> zit in de grond, met de rand op het niveau van het terras. De rol van de afdekking verdwijnt dan in een put onder de vloer of achter een wand in het water, zodat u alleen het water en de lamellen ziet.</p><p>Een <strong>opbouwzwembad</strong> staat op of half in de grond. Het is sneller geplaatst en vraagt minder graafwerk. De rol staat dan op een bank aan het uiteinde, die u kunt bekleden in hout of steen, zodat ze een zitplek wordt.</p><p>Welke bouwwijze ook: de afdekking wordt op maat van het zwembad gemaakt. Beslis er dus over vóór de bouw begint, want de plaats van de rol bepaalt de opbouw van het bad.</p>',
      },
      {
        title: 'Built-in or surface construction',
        body: '<p>A <strong>built-in pool</strong> sits in the ground, its edge level with the terrace. The cover’s roller then disappears into a pit below the deck or behind a wall under water, so all you see is the water and the slats.</p><p>A <strong>surface pool</strong> stands on the ground or half in it. It is quicker to install and needs less digging. The roller then sits on a bench at one end, which you can clad in wood or stone so that it becomes a place to sit.</p><p>Whichever you choose, the cover is made to measure for the pool. Decide on it before building starts: where the roller goes shapes the pool itself.</p>',
      },
      {
        title: 'Enterrée ou hors-sol',
        body: '<p>Une <strong>piscine enterrée</strong> est creusée dans le sol, sa margelle au niveau de la terrasse. L’enrouleur du volet disparaît alors dans une fosse sous la plage ou derrière un mur immergé : on ne voit que l’eau et les lames.</p><p>Une <strong>piscine hors-sol</strong> est posée sur le sol ou semi-enterrée. Elle s’installe plus vite et demande moins de terrassement. L’enrouleur repose alors sur un banc en bout de bassin, que l’on peut habiller de bois ou de pierre pour en faire une assise.</p><p>Dans les deux cas, le volet est fabriqué sur mesure. Décidez-en avant le début des travaux : l’emplacement de l’enrouleur détermine la construction du bassin.</p>',
      },
      {
        title: 'Einbau oder Aufbau',
        body: '<p>Ein <strong>Einbaupool</strong> liegt im Boden, der Beckenrand auf Höhe der Terrasse. Die Welle der Abdeckung verschwindet dann in einem Schacht unter dem Deck oder hinter einer Unterwasserwand – zu sehen sind nur Wasser und Lamellen.</p><p>Ein <strong>Aufbaupool</strong> steht auf dem Boden oder ist halb eingelassen. Er ist schneller montiert und braucht weniger Erdarbeiten. Die Welle sitzt dann auf einer Bank am Beckenende, die sich mit Holz oder Stein verkleiden lässt und so zur Sitzbank wird.</p><p>In beiden Fällen wird die Abdeckung maßgefertigt. Entscheiden Sie sich vor Baubeginn: Wo die Welle sitzt, bestimmt den Aufbau des Beckens.</p>',
      },
      {
        title: 'Enterrada o elevada',
        body: '<p>Una <strong>piscina enterrada</strong> está excavada en el suelo, con el borde a la altura de la terraza. El enrollador de la cubierta queda entonces en un foso bajo la playa o tras un muro sumergido, y solo se ven el agua y las lamas.</p><p>Una <strong>piscina elevada</strong> se apoya sobre el suelo o está semienterrada. Se instala antes y requiere menos excavación. El enrollador descansa en un banco en un extremo, que puede revestirse de madera o piedra para convertirlo en un asiento.</p><p>En ambos casos la cubierta se fabrica a medida. Decídalo antes de empezar la obra: la posición del enrollador condiciona la construcción de la piscina.</p>',
      },
    ),
  ),
  cta: projectsCta,
})

const controls = topicPage({
  key: 'pool-guide-controls',
  slugs: L(
    { slug: 'zwembadgids/bediening', title: 'Bediening' },
    { slug: 'pool-guide/controls', title: 'Controls' },
    { slug: 'guide-piscine/commande', title: 'Commande' },
    { slug: 'pool-ratgeber/bedienung', title: 'Bedienung' },
    { slug: 'guia-piscina/mandos', title: 'Mandos' },
  ),
  description: L(
    'Sleutelschakelaar, afstandsbediening of domotica: zo opent en sluit u de lamellenafdekking.',
    'Key switch, remote control or home automation: how you open and close a slatted cover.',
    'Interrupteur à clé, télécommande ou domotique : comment ouvrir et fermer votre volet à lames.',
    'Schlüsselschalter, Fernbedienung oder Hausautomation: So öffnen und schließen Sie die Abdeckung.',
    'Interruptor de llave, mando a distancia o domótica: así se abre y se cierra la cubierta.',
  ),
  body: withBack(
    L(
      {
        title: 'Bediening',
        body: '<p>Elke afdekking wordt standaard bediend met een <strong>sleutelschakelaar</strong> naast het zwembad. De afdekking beweegt alleen zolang u de sleutel vasthoudt, zodat u het water in het oog houdt terwijl de lamellen bewegen.</p><p>Wilt u meer comfort, dan kan uw dealer een <strong>afstandsbediening</strong> of een koppeling met uw <strong>domotica</strong> voorzien. Ook dan blijft de veiligheid voorop: sluiten kan alleen wie het zwembad ziet.</p><p>De motor zit in de as van de rol, onzichtbaar en onderhoudsvrij. Een volledige beweging duurt één tot drie minuten.</p>',
      },
      {
        title: 'Controls',
        body: '<p>Every cover comes with a <strong>key switch</strong> beside the pool. The cover only moves while you hold the key, so you keep an eye on the water while the slats are moving.</p><p>For more comfort, your dealer can add a <strong>remote control</strong> or connect the cover to your <strong>home automation</strong>. Safety still comes first: only someone who can see the pool can close it.</p><p>The motor sits inside the roller’s axle, out of sight and maintenance-free. A full movement takes one to three minutes.</p>',
      },
      {
        title: 'Commande',
        body: '<p>Chaque volet est livré avec un <strong>interrupteur à clé</strong> placé près du bassin. Le volet ne bouge que tant que vous tenez la clé : vous gardez ainsi un œil sur l’eau pendant que les lames se déplacent.</p><p>Pour plus de confort, votre revendeur peut ajouter une <strong>télécommande</strong> ou relier le volet à votre <strong>domotique</strong>. La sécurité reste prioritaire : seul celui qui voit la piscine peut la fermer.</p><p>Le moteur est logé dans l’axe de l’enrouleur, invisible et sans entretien. Un mouvement complet dure d’une à trois minutes.</p>',
      },
      {
        title: 'Bedienung',
        body: '<p>Jede Abdeckung wird mit einem <strong>Schlüsselschalter</strong> am Becken geliefert. Sie bewegt sich nur, solange Sie den Schlüssel halten – so behalten Sie das Wasser im Blick, während die Lamellen fahren.</p><p>Für mehr Komfort kann Ihr Fachhändler eine <strong>Fernbedienung</strong> oder die Anbindung an Ihre <strong>Hausautomation</strong> einrichten. Die Sicherheit hat dabei Vorrang: Schließen kann nur, wer den Pool sieht.</p><p>Der Motor sitzt in der Welle, unsichtbar und wartungsfrei. Eine vollständige Bewegung dauert ein bis drei Minuten.</p>',
      },
      {
        title: 'Mandos',
        body: '<p>Todas las cubiertas incluyen un <strong>interruptor de llave</strong> junto a la piscina. La cubierta solo se mueve mientras mantiene girada la llave, así que no pierde de vista el agua mientras se desplazan las lamas.</p><p>Si quiere más comodidad, su distribuidor puede añadir un <strong>mando a distancia</strong> o conectar la cubierta a su <strong>domótica</strong>. La seguridad sigue siendo lo primero: solo puede cerrarla quien ve la piscina.</p><p>El motor va dentro del eje del enrollador, oculto y sin mantenimiento. Un recorrido completo dura de uno a tres minutos.</p>',
      },
    ),
  ),
  cta: faqCta,
})

const energySaving = topicPage({
  key: 'pool-guide-energy-saving',
  slugs: L(
    { slug: 'zwembadgids/energie-besparen', title: 'Energie besparen' },
    { slug: 'pool-guide/energy-saving', title: 'Energy saving' },
    { slug: 'guide-piscine/economies-d-energie', title: 'Économies d’énergie' },
    { slug: 'pool-ratgeber/energie-sparen', title: 'Energie sparen' },
    { slug: 'guia-piscina/ahorro-de-energia', title: 'Ahorro de energía' },
  ),
  description: L(
    'Hoe een gesloten afdekking de warmte in het water houdt, en solarlamellen er zelf warmte bij maken.',
    'How a closed cover keeps the heat in the water, and how solar slats add warmth of their own.',
    'Comment un volet fermé garde la chaleur dans l’eau, et comment les lames solaires en ajoutent.',
    'Wie eine geschlossene Abdeckung die Wärme im Wasser hält und Solarlamellen eigene Wärme hinzufügen.',
    'Cómo una cubierta cerrada mantiene el calor en el agua y cómo las lamas solares aportan más.',
  ),
  body: withBack(
    L(
      {
        title: 'Energie besparen',
        body: '<p>Een open zwembad verliest het grootste deel van zijn warmte door <strong>verdamping</strong>. Een gesloten lamellenafdekking ligt op het water en houdt die verdamping grotendeels tegen, ’s nachts en op elke dag dat u niet zwemt.</p><p>Met <strong>solarlamellen</strong> doet de afdekking meer: de transparante bovenkant laat zonlicht door en de donkere onderkant zet het om in warmte voor het water. Zo begint het zwemseizoen vroeger en loopt het langer door.</p><p>Minder verdamping betekent ook minder water bijvullen en minder chemicaliën. Uw warmtepomp draait minder lang, en dat merkt u op de energiefactuur.</p>',
      },
      {
        title: 'Energy saving',
        body: '<p>An open pool loses most of its heat through <strong>evaporation</strong>. A closed slatted cover lies on the water and stops most of that evaporation, at night and on every day you do not swim.</p><p>With <strong>solar slats</strong> the cover does more: their clear top lets sunlight through and their dark underside turns it into heat for the water. The swimming season starts earlier and lasts longer.</p><p>Less evaporation also means less topping up and fewer chemicals. Your heat pump runs for shorter periods, and you will notice it on your energy bill.</p>',
      },
      {
        title: 'Économies d’énergie',
        body: '<p>Une piscine ouverte perd l’essentiel de sa chaleur par <strong>évaporation</strong>. Un volet à lames fermé repose sur l’eau et bloque la plus grande partie de cette évaporation, la nuit et chaque jour où vous ne vous baignez pas.</p><p>Avec des <strong>lames solaires</strong>, le volet va plus loin : leur face supérieure transparente laisse passer la lumière et leur face inférieure sombre la transforme en chaleur pour l’eau. La saison de baignade commence plus tôt et dure plus longtemps.</p><p>Moins d’évaporation, c’est aussi moins d’appoint d’eau et moins de produits. Votre pompe à chaleur tourne moins longtemps, et cela se voit sur la facture.</p>',
      },
      {
        title: 'Energie sparen',
        body: '<p>Ein offener Pool verliert den größten Teil seiner Wärme durch <strong>Verdunstung</strong>. Eine geschlossene Lamellenabdeckung liegt auf dem Wasser und hält den Großteil davon zurück – nachts und an jedem Tag, an dem Sie nicht schwimmen.</p><p>Mit <strong>Solarlamellen</strong> leistet die Abdeckung noch mehr: Die klare Oberseite lässt Sonnenlicht durch, die dunkle Unterseite wandelt es in Wärme für das Wasser um. So beginnt die Badesaison früher und dauert länger.</p><p>Weniger Verdunstung heißt auch weniger Nachfüllen und weniger Chemie. Ihre Wärmepumpe läuft kürzer, und das spüren Sie auf der Energierechnung.</p>',
      },
      {
        title: 'Ahorro de energía',
        body: '<p>Una piscina abierta pierde la mayor parte de su calor por <strong>evaporación</strong>. Una cubierta de lamas cerrada descansa sobre el agua y frena casi toda esa evaporación, por la noche y cada día que no se baña.</p><p>Con <strong>lamas solares</strong> la cubierta hace aún más: su cara superior transparente deja pasar la luz y la inferior, oscura, la convierte en calor para el agua. La temporada de baño empieza antes y dura más.</p><p>Menos evaporación también significa rellenar menos agua y usar menos productos químicos. La bomba de calor funciona menos tiempo, y se nota en la factura.</p>',
      },
    ),
  ),
  cta: coversCta,
})

const safety = topicPage({
  key: 'pool-guide-safety',
  slugs: L(
    { slug: 'zwembadgids/veiligheid', title: 'Veiligheid' },
    { slug: 'pool-guide/safety', title: 'Safety' },
    { slug: 'guide-piscine/securite', title: 'Sécurité' },
    { slug: 'pool-ratgeber/sicherheit', title: 'Sicherheit' },
    { slug: 'guia-piscina/seguridad', title: 'Seguridad' },
  ),
  description: L(
    'Wat een vergrendelde lamellenafdekking doet voor kinderen en huisdieren, en wat niet.',
    'What a locked slatted cover does for children and pets, and what it does not.',
    'Ce qu’un volet à lames verrouillé apporte aux enfants et aux animaux, et ce qu’il ne remplace pas.',
    'Was eine verriegelte Lamellenabdeckung für Kinder und Haustiere leistet – und was nicht.',
    'Lo que una cubierta de lamas bloqueada hace por niños y mascotas, y lo que no.',
  ),
  body: withBack(
    L(
      {
        title: 'Veiligheid',
        body: '<p>Gesloten en vergrendeld voorkomt een lamellenafdekking dat een jong kind of een huisdier in het water valt. <strong>Veiligheidssloten</strong> aan de rand houden de laatste lamel op haar plaats, zodat niemand de afdekking kan optillen.</p><p>De sleutelschakelaar zorgt ervoor dat alleen wie de sleutel heeft de afdekking opent, en alleen zolang hij erbij blijft.</p><p>Een afdekking is geen vloer: laat niemand op de lamellen lopen of spelen, en houd kinderen in de buurt van het zwembad altijd in het oog.</p>',
      },
      {
        title: 'Safety',
        body: '<p>Closed and locked, a slatted cover stops a young child or a pet from falling into the water. <strong>Safety locks</strong> at the edge hold the last slat in place, so nobody can lift the cover.</p><p>The key switch makes sure that only someone with the key can open the cover, and only while they stay with it.</p><p>A cover is not a floor: do not let anyone walk or play on the slats, and always keep an eye on children near the pool.</p>',
      },
      {
        title: 'Sécurité',
        body: '<p>Fermé et verrouillé, un volet à lames empêche un jeune enfant ou un animal de tomber à l’eau. Des <strong>fixations de sécurité</strong> au bord maintiennent la dernière lame en place : personne ne peut soulever le volet.</p><p>L’interrupteur à clé garantit que seul celui qui a la clé ouvre le volet, et seulement tant qu’il reste à côté.</p><p>Un volet n’est pas un plancher : ne laissez personne marcher ou jouer sur les lames, et surveillez toujours les enfants près de la piscine.</p>',
      },
      {
        title: 'Sicherheit',
        body: '<p>Geschlossen und verriegelt verhindert eine Lamellenabdeckung, dass ein kleines Kind oder ein Haustier ins Wasser fällt. <strong>Sicherheitsverschlüsse</strong> am Rand halten die letzte Lamelle fest, sodass niemand die Abdeckung anheben kann.</p><p>Der Schlüsselschalter sorgt dafür, dass nur öffnet, wer den Schlüssel hat – und nur, solange er dabeibleibt.</p><p>Eine Abdeckung ist kein Boden: Lassen Sie niemanden auf den Lamellen laufen oder spielen, und behalten Sie Kinder am Pool immer im Blick.</p>',
      },
      {
        title: 'Seguridad',
        body: '<p>Cerrada y bloqueada, una cubierta de lamas impide que un niño pequeño o una mascota caigan al agua. Los <strong>cierres de seguridad</strong> del borde sujetan la última lama, de modo que nadie puede levantar la cubierta.</p><p>El interruptor de llave garantiza que solo quien tiene la llave abre la cubierta, y solo mientras se queda a su lado.</p><p>Una cubierta no es un suelo: no deje que nadie camine ni juegue sobre las lamas y vigile siempre a los niños cerca de la piscina.</p>',
      },
    ),
  ),
  cta: faqCta,
})

const poolNavigation: BlockSeed = {
  collection: 'block_pool_navigation',
  t: L(
    {
      heading: 'Alles over uw zwembad',
      text: 'Vier onderwerpen om door te nemen voor u een zwembad en een afdekking kiest.',
    },
    {
      heading: 'Everything about your pool',
      text: 'Four topics to read before you choose a pool and its cover.',
    },
    {
      heading: 'Tout sur votre piscine',
      text: 'Quatre sujets à parcourir avant de choisir une piscine et son volet.',
    },
    {
      heading: 'Alles rund um Ihren Pool',
      text: 'Vier Themen, die Sie kennen sollten, bevor Sie Pool und Abdeckung wählen.',
    },
    {
      heading: 'Todo sobre su piscina',
      text: 'Cuatro temas que conviene leer antes de elegir una piscina y su cubierta.',
    },
  ),
  entries: [
    {
      icon: 'construction',
      url: '/pool-guide/construction',
      t: L(
        {
          title: 'Inbouw of opbouw',
          text: 'Ingegraven of op het terras: wat de bouwwijze betekent voor de afdekking.',
        },
        {
          title: 'Built-in or surface construction',
          text: 'Dug in or standing on the terrace: what the way you build means for the cover.',
        },
        {
          title: 'Enterrée ou hors-sol',
          text: 'Creusée ou posée sur la terrasse : ce que la construction change pour le volet.',
        },
        {
          title: 'Einbau oder Aufbau',
          text: 'Eingelassen oder auf der Terrasse: was die Bauweise für die Abdeckung bedeutet.',
        },
        {
          title: 'Enterrada o elevada',
          text: 'Excavada o sobre la terraza: lo que la construcción implica para la cubierta.',
        },
      ),
    },
    {
      icon: 'controls',
      url: '/pool-guide/controls',
      t: L(
        {
          title: 'Bediening',
          text: 'Sleutelschakelaar, afstandsbediening of domotica: zo opent en sluit u.',
        },
        {
          title: 'Controls',
          text: 'Key switch, remote control or home automation: how you open and close it.',
        },
        {
          title: 'Commande',
          text: 'Interrupteur à clé, télécommande ou domotique : comment ouvrir et fermer.',
        },
        {
          title: 'Bedienung',
          text: 'Schlüsselschalter, Fernbedienung oder Hausautomation: so öffnen und schließen Sie.',
        },
        {
          title: 'Mandos',
          text: 'Interruptor de llave, mando a distancia o domótica: así se abre y se cierra.',
        },
      ),
    },
    {
      icon: 'energy',
      url: '/pool-guide/energy-saving',
      t: L(
        {
          title: 'Energie besparen',
          text: 'Minder verdamping, warmer water en solarlamellen die de zon benutten.',
        },
        {
          title: 'Energy saving',
          text: 'Less evaporation, warmer water and solar slats that put the sun to work.',
        },
        {
          title: 'Économies d’énergie',
          text: 'Moins d’évaporation, une eau plus chaude et des lames solaires.',
        },
        {
          title: 'Energie sparen',
          text: 'Weniger Verdunstung, wärmeres Wasser und Solarlamellen, die die Sonne nutzen.',
        },
        {
          title: 'Ahorro de energía',
          text: 'Menos evaporación, agua más templada y lamas solares que aprovechan el sol.',
        },
      ),
    },
    {
      icon: 'safety',
      url: '/pool-guide/safety',
      t: L(
        {
          title: 'Veiligheid',
          text: 'Wat een vergrendelde afdekking doet voor kinderen en huisdieren.',
        },
        {
          title: 'Safety',
          text: 'What a locked cover does for children and pets, and what it does not.',
        },
        {
          title: 'Sécurité',
          text: 'Ce qu’un volet verrouillé apporte aux enfants et aux animaux.',
        },
        {
          title: 'Sicherheit',
          text: 'Was eine verriegelte Abdeckung für Kinder und Haustiere leistet.',
        },
        {
          title: 'Seguridad',
          text: 'Lo que una cubierta bloqueada hace por niños y mascotas.',
        },
      ),
    },
  ],
}

/** Every FAQ category (none picked), so the empty one shows its message here too. */
const faq: BlockSeed = {
  collection: 'block_faq',
  t: L(
    { heading: 'Vragen over uw afdekking' },
    { heading: 'Questions about your cover' },
    { heading: 'Questions sur votre volet' },
    { heading: 'Fragen zu Ihrer Abdeckung' },
    { heading: 'Preguntas sobre su cubierta' },
  ),
}

const guide: PageSeed = {
  key: 'pool-guide',
  status: 'published',
  seo: {
    ...indexable,
    t: L(
      {
        title: 'Zwembadgids',
        description:
          'Inbouw of opbouw, bediening, energie besparen en veiligheid: wat u moet weten voor u een zwembad en een lamellenafdekking kiest.',
      },
      {
        title: 'Pool guide',
        description:
          'Built-in or surface construction, controls, energy saving and safety: what to know before you choose a pool and a slatted cover.',
      },
      {
        title: 'Guide de la piscine',
        description:
          'Enterrée ou hors-sol, commande, économies d’énergie et sécurité : l’essentiel avant de choisir une piscine et un volet à lames.',
      },
      {
        title: 'Pool-Ratgeber',
        description:
          'Einbau oder Aufbau, Bedienung, Energie sparen und Sicherheit: was Sie wissen sollten, bevor Sie Pool und Lamellenabdeckung wählen.',
      },
      {
        title: 'Guía de la piscina',
        description:
          'Enterrada o elevada, mandos, ahorro de energía y seguridad: lo que conviene saber antes de elegir piscina y cubierta de lamas.',
      },
    ),
  },
  t: L(
    { slug: 'zwembadgids', title: 'Zwembadgids' },
    { slug: 'pool-guide', title: 'Pool guide' },
    { slug: 'guide-piscine', title: 'Guide de la piscine' },
    { slug: 'pool-ratgeber', title: 'Pool-Ratgeber' },
    { slug: 'guia-piscina', title: 'Guía de la piscina' },
  ),
  blocks: [poolNavigation, faq],
}

export const poolGuidePages: PageSeed[] = [guide, construction, controls, energySaving, safety]
