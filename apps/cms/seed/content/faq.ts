import type { FaqCategorySeed, Localized } from './types.ts'

type QA = { question: string; answer: string }

function qa(t: Localized<QA>): { t: Localized<QA> } {
  return { t }
}

export const faqCategories: FaqCategorySeed[] = [
  {
    key: 'covers-and-operation',
    t: {
      'nl-BE': { slug: 'afdekking-en-bediening', title: 'Afdekking en bediening' },
      'en-US': { slug: 'covers-and-operation', title: 'Covers and operation' },
      'fr-FR': { slug: 'volets-et-utilisation', title: 'Volets et utilisation' },
      'de-DE': { slug: 'abdeckung-und-bedienung', title: 'Abdeckung und Bedienung' },
      'es-ES': { slug: 'cubiertas-y-funcionamiento', title: 'Cubiertas y funcionamiento' },
    },
    items: [
      qa({
        'nl-BE': {
          question: 'Mag je op een gesloten lamellenafdekking lopen?',
          answer:
            '<p>Nee. Een gesloten en vergrendelde afdekking voorkomt dat een jong kind of een huisdier in het water valt, maar ze is geen vloer. Laat niemand op de lamellen lopen, spelen of liggen, en houd kinderen altijd in het oog in de buurt van het zwembad.</p>',
        },
        'en-US': {
          question: 'Can you walk on a closed slatted cover?',
          answer:
            '<p>No. A closed and locked cover prevents a young child or a pet from falling into the water, but it is not a floor. Do not let anyone walk, play or lie on the slats, and always keep an eye on children near the pool.</p>',
        },
        'fr-FR': {
          question: 'Peut-on marcher sur un volet à lames fermé ?',
          answer:
            '<p>Non. Un volet fermé et verrouillé empêche un jeune enfant ou un animal de tomber à l’eau, mais ce n’est pas un plancher. Ne laissez personne marcher, jouer ou s’allonger sur les lames, et surveillez toujours les enfants à proximité de la piscine.</p>',
        },
        'de-DE': {
          question: 'Darf man eine geschlossene Lamellenabdeckung betreten?',
          answer:
            '<p>Nein. Eine geschlossene und verriegelte Abdeckung verhindert, dass ein kleines Kind oder ein Haustier ins Wasser fällt, ist aber kein Boden. Lassen Sie niemanden auf den Lamellen laufen, spielen oder liegen, und behalten Sie Kinder in der Nähe des Pools immer im Blick.</p>',
        },
        'es-ES': {
          question: '¿Se puede caminar sobre una cubierta de lamas cerrada?',
          answer:
            '<p>No. Una cubierta cerrada y bloqueada evita que un niño pequeño o una mascota caigan al agua, pero no es un suelo. No deje que nadie camine, juegue ni se tumbe sobre las lamas, y vigile siempre a los niños cerca de la piscina.</p>',
        },
      }),
      qa({
        'nl-BE': {
          question: 'Hoe lang duurt het openen en sluiten?',
          answer:
            '<p>Afhankelijk van de lengte van het zwembad duurt een volledige beweging één tot drie minuten. De afdekking beweegt alleen zolang u de sleutelschakelaar vasthoudt. Zo blijft u erbij en ziet u het hele zwembad terwijl de lamellen bewegen.</p>',
        },
        'en-US': {
          question: 'How long does it take to open and close the cover?',
          answer:
            '<p>Depending on the length of the pool, a full movement takes one to three minutes. The cover only moves while you hold the key switch. That way you stay with it and can see the whole pool while the slats are moving.</p>',
        },
        'fr-FR': {
          question: 'Combien de temps faut-il pour ouvrir et fermer le volet ?',
          answer:
            '<p>Selon la longueur du bassin, une manœuvre complète prend d’une à trois minutes. Le volet ne bouge que tant que vous maintenez l’interrupteur à clé. Vous restez ainsi présent et gardez toute la piscine sous les yeux pendant le mouvement des lames.</p>',
        },
        'de-DE': {
          question: 'Wie lange dauert das Öffnen und Schließen?',
          answer:
            '<p>Je nach Beckenlänge dauert ein vollständiger Vorgang ein bis drei Minuten. Die Abdeckung bewegt sich nur, solange Sie den Schlüsselschalter gedrückt halten. So bleiben Sie dabei und haben das gesamte Becken im Blick, während sich die Lamellen bewegen.</p>',
        },
        'es-ES': {
          question: '¿Cuánto se tarda en abrir y cerrar la cubierta?',
          answer:
            '<p>Según la longitud de la piscina, un recorrido completo dura entre uno y tres minutos. La cubierta solo se mueve mientras mantiene girada la llave del interruptor. Así permanece junto a la piscina y la ve entera mientras las lamas se desplazan.</p>',
        },
      }),
      qa({
        'nl-BE': {
          question: 'Kan ik een bestaand zwembad nog uitrusten met een lamellenafdekking?',
          answer:
            '<p>Meestal wel. Zonder ingrijpende werken kiest u voor een <a href="/covers">mobiele afdekking of een bankafdekking</a> op het terras. Een verzonken afdekking of een afdekking in de wand vraagt aanpassingen aan de kuip. Uw <a href="/dealers">dealer</a> komt langs om de mogelijkheden te bekijken.</p>',
        },
        'en-US': {
          question: 'Can an existing pool be fitted with a slatted cover?',
          answer:
            '<p>In most cases, yes. If you want to avoid major work, choose a <a href="/covers">mobile or bench cover</a> on the terrace. A submerged or wall-integrated cover requires changes to the pool shell. Your <a href="/dealers">dealer</a> will visit to assess the options.</p>',
        },
        'fr-FR': {
          question: 'Peut-on équiper une piscine existante d’un volet à lames ?',
          answer:
            '<p>Dans la plupart des cas, oui. Pour éviter de gros travaux, optez pour un <a href="/covers">volet mobile ou un volet banc</a> sur la terrasse. Un volet immergé ou intégré dans la paroi demande des adaptations du bassin. Votre <a href="/dealers">revendeur</a> se déplace pour évaluer les possibilités.</p>',
        },
        'de-DE': {
          question:
            'Lässt sich ein bestehender Pool nachträglich mit einer Lamellenabdeckung ausstatten?',
          answer:
            '<p>In den meisten Fällen ja. Ohne größere Umbauten wählen Sie eine <a href="/covers">mobile Abdeckung oder eine Bankabdeckung</a> auf der Terrasse. Eine Unterflur- oder wandintegrierte Abdeckung erfordert Anpassungen am Becken. Ihr <a href="/dealers">Fachhändler</a> kommt vorbei und prüft die Möglichkeiten.</p>',
        },
        'es-ES': {
          question: '¿Se puede instalar una cubierta de lamas en una piscina existente?',
          answer:
            '<p>En la mayoría de los casos, sí. Si quiere evitar obras importantes, elija una <a href="/covers">cubierta móvil o de banco</a> sobre la terraza. Una cubierta sumergida o integrada en el muro requiere modificar el vaso. Su <a href="/dealers">distribuidor</a> le visitará para valorar las opciones.</p>',
        },
      }),
      qa({
        'nl-BE': {
          question: 'Wat gebeurt er bij een stroomonderbreking?',
          answer:
            '<p>De afdekking blijft gewoon in de positie waarin ze stond. Is ze gesloten, dan blijft het zwembad afgesloten. Zodra de stroom terug is, werkt de bediening weer normaal. Uw dealer kan u tonen hoe de afdekking in noodgevallen manueel bediend wordt.</p>',
        },
        'en-US': {
          question: 'What happens during a power cut?',
          answer:
            '<p>The cover simply stays where it is. If it is closed, the pool remains closed. As soon as the power is back, the controls work normally again. Your dealer can show you how to operate the cover manually in an emergency.</p>',
        },
        'fr-FR': {
          question: 'Que se passe-t-il en cas de coupure de courant ?',
          answer:
            '<p>Le volet reste simplement dans sa position. S’il est fermé, la piscine reste fermée. Dès le retour du courant, la commande fonctionne à nouveau normalement. Votre revendeur peut vous montrer comment manœuvrer le volet manuellement en cas d’urgence.</p>',
        },
        'de-DE': {
          question: 'Was passiert bei einem Stromausfall?',
          answer:
            '<p>Die Abdeckung bleibt einfach in ihrer Position. Ist sie geschlossen, bleibt der Pool verschlossen. Sobald der Strom zurück ist, funktioniert die Bedienung wieder normal. Ihr Fachhändler zeigt Ihnen, wie Sie die Abdeckung im Notfall von Hand bedienen.</p>',
        },
        'es-ES': {
          question: '¿Qué ocurre si se corta la luz?',
          answer:
            '<p>La cubierta se queda en la posición en la que estaba. Si está cerrada, la piscina sigue cerrada. En cuanto vuelve la corriente, el mando funciona con normalidad. Su distribuidor puede enseñarle a accionar la cubierta manualmente en caso de emergencia.</p>',
        },
      }),
      qa({
        'nl-BE': {
          question: 'Voor welke zwembadvormen is een lamellenafdekking geschikt?',
          answer:
            '<p>Een lamellenafdekking werkt het best op een rechthoekig zwembad, met de trap binnen de rechthoek, zoals bij al onze <a href="/pools">zwembaden</a>. Voor andere vormen, zoals een Romeinse trap of een vrije vorm, bekijkt uw dealer wat haalbaar is.</p>',
        },
        'en-US': {
          question: 'Which pool shapes are suitable for a slatted cover?',
          answer:
            '<p>A slatted cover works best on a rectangular pool with the stairs inside the rectangle, as on all our <a href="/pools">pools</a>. For other shapes, such as a Roman stair or a freeform pool, your dealer will look at what is feasible.</p>',
        },
        'fr-FR': {
          question: 'Pour quelles formes de piscine un volet à lames convient-il ?',
          answer:
            '<p>Un volet à lames s’adapte le mieux à une piscine rectangulaire dont l’escalier se trouve à l’intérieur du rectangle, comme toutes nos <a href="/pools">piscines</a>. Pour d’autres formes, comme un escalier roman ou un bassin de forme libre, votre revendeur étudie ce qui est réalisable.</p>',
        },
        'de-DE': {
          question: 'Für welche Beckenformen eignet sich eine Lamellenabdeckung?',
          answer:
            '<p>Eine Lamellenabdeckung eignet sich am besten für ein rechteckiges Becken, bei dem die Treppe innerhalb des Rechtecks liegt – wie bei all unseren <a href="/pools">Pools</a>. Bei anderen Formen, etwa einer römischen Treppe oder einem Freiformbecken, prüft Ihr Fachhändler, was machbar ist.</p>',
        },
        'es-ES': {
          question: '¿Para qué formas de piscina es adecuada una cubierta de lamas?',
          answer:
            '<p>Una cubierta de lamas funciona mejor en una piscina rectangular con la escalera dentro del rectángulo, como todas nuestras <a href="/pools">piscinas</a>. Para otras formas, como una escalera romana o una piscina de forma libre, su distribuidor estudiará qué es viable.</p>',
        },
      }),
    ],
  },
  {
    key: 'maintenance-and-winter',
    t: {
      'nl-BE': { slug: 'onderhoud-en-winter', title: 'Onderhoud en winter' },
      'en-US': { slug: 'maintenance-and-winter', title: 'Maintenance and winter' },
      'fr-FR': { slug: 'entretien-et-hivernage', title: 'Entretien et hivernage' },
      'de-DE': { slug: 'pflege-und-ueberwinterung', title: 'Pflege und Überwinterung' },
      'es-ES': { slug: 'mantenimiento-e-invernaje', title: 'Mantenimiento e invernaje' },
    },
    items: [
      qa({
        'nl-BE': {
          question: 'Hoe reinig ik de lamellen?',
          answer:
            '<p>Spoel de lamellen regelmatig af met de tuinslang, bij voorkeur voor u de afdekking opent. Gebruik voor hardnekkig vuil een zachte borstel en een mild, niet-schurend reinigingsmiddel. Vermijd oplosmiddelen en richt een hogedrukreiniger nooit van dichtbij op de lamellen.</p>',
        },
        'en-US': {
          question: 'How do I clean the slats?',
          answer:
            '<p>Rinse the slats regularly with the garden hose, ideally before you open the cover. For stubborn dirt, use a soft brush and a mild, non-abrasive cleaner. Avoid solvents and never aim a pressure washer at the slats from close range.</p>',
        },
        'fr-FR': {
          question: 'Comment nettoyer les lames ?',
          answer:
            '<p>Rincez régulièrement les lames au tuyau d’arrosage, de préférence avant d’ouvrir le volet. Pour les salissures tenaces, utilisez une brosse douce et un produit doux, non abrasif. Évitez les solvants et ne dirigez jamais un nettoyeur haute pression de près sur les lames.</p>',
        },
        'de-DE': {
          question: 'Wie reinige ich die Lamellen?',
          answer:
            '<p>Spülen Sie die Lamellen regelmäßig mit dem Gartenschlauch ab, am besten bevor Sie die Abdeckung öffnen. Bei hartnäckigem Schmutz helfen eine weiche Bürste und ein mildes, nicht scheuerndes Reinigungsmittel. Verzichten Sie auf Lösungsmittel und richten Sie einen Hochdruckreiniger nie aus kurzer Distanz auf die Lamellen.</p>',
        },
        'es-ES': {
          question: '¿Cómo limpio las lamas?',
          answer:
            '<p>Enjuague las lamas con regularidad con la manguera, a ser posible antes de abrir la cubierta. Para la suciedad persistente, utilice un cepillo suave y un limpiador neutro no abrasivo. Evite los disolventes y no dirija nunca una hidrolimpiadora a corta distancia sobre las lamas.</p>',
        },
      }),
      qa({
        'nl-BE': {
          question: 'Mag de afdekking dicht blijven na een chloorshock?',
          answer:
            '<p>Nee. Laat de afdekking na een shockbehandeling minstens enkele uren open, zodat de dampen kunnen ontsnappen. Een te hoge chloorconcentratie onder een gesloten afdekking kan de lamellen op termijn aantasten en verkleuren.</p>',
        },
        'en-US': {
          question: 'Can the cover stay closed after a chlorine shock treatment?',
          answer:
            '<p>No. Leave the cover open for at least a few hours after a shock treatment so the fumes can escape. A high chlorine concentration under a closed cover can damage and discolour the slats over time.</p>',
        },
        'fr-FR': {
          question: 'Peut-on laisser le volet fermé après une chloration choc ?',
          answer:
            '<p>Non. Après un traitement choc, laissez le volet ouvert pendant au moins quelques heures pour que les vapeurs puissent s’échapper. Une concentration de chlore trop élevée sous un volet fermé peut, à terme, abîmer et décolorer les lames.</p>',
        },
        'de-DE': {
          question: 'Darf die Abdeckung nach einer Chlor-Stoßbehandlung geschlossen bleiben?',
          answer:
            '<p>Nein. Lassen Sie die Abdeckung nach einer Stoßchlorung mindestens einige Stunden offen, damit die Dämpfe entweichen können. Eine zu hohe Chlorkonzentration unter einer geschlossenen Abdeckung kann die Lamellen auf Dauer angreifen und verfärben.</p>',
        },
        'es-ES': {
          question: '¿Puede quedarse cerrada la cubierta después de un tratamiento de choque?',
          answer:
            '<p>No. Tras una cloración de choque, deje la cubierta abierta al menos unas horas para que los vapores puedan salir. Una concentración de cloro demasiado alta bajo una cubierta cerrada puede dañar y decolorar las lamas con el tiempo.</p>',
        },
      }),
      qa({
        'nl-BE': {
          question: 'Wat doe ik met de afdekking in de winter?',
          answer:
            '<p>Laat de afdekking in de winter gesloten en houd het waterpeil op het normale niveau, zodat de lamellen blijven drijven. Bedien de afdekking niet wanneer er ijs op het water of op de lamellen ligt. In ons artikel over <a href="/blog">overwinteren</a> leest u alle stappen.</p>',
        },
        'en-US': {
          question: 'What should I do with the cover in winter?',
          answer:
            '<p>Keep the cover closed in winter and leave the water at its normal level so the slats stay afloat. Do not operate the cover when there is ice on the water or on the slats. Our article on <a href="/blog">winterising</a> walks you through every step.</p>',
        },
        'fr-FR': {
          question: 'Que faire du volet en hiver ?',
          answer:
            '<p>Laissez le volet fermé en hiver et maintenez l’eau à son niveau normal, pour que les lames continuent de flotter. Ne manœuvrez pas le volet lorsqu’il y a de la glace sur l’eau ou sur les lames. Notre article sur l’<a href="/blog">hivernage</a> détaille toutes les étapes.</p>',
        },
        'de-DE': {
          question: 'Was mache ich im Winter mit der Abdeckung?',
          answer:
            '<p>Lassen Sie die Abdeckung im Winter geschlossen und halten Sie den Wasserstand auf normalem Niveau, damit die Lamellen weiter schwimmen. Bedienen Sie die Abdeckung nicht, wenn Eis auf dem Wasser oder auf den Lamellen liegt. Unser Beitrag zur <a href="/blog">Überwinterung</a> erklärt alle Schritte.</p>',
        },
        'es-ES': {
          question: '¿Qué hago con la cubierta en invierno?',
          answer:
            '<p>Mantenga la cubierta cerrada en invierno y el agua a su nivel normal, para que las lamas sigan flotando. No accione la cubierta si hay hielo en el agua o sobre las lamas. En nuestro artículo sobre el <a href="/blog">invernaje</a> encontrará todos los pasos.</p>',
        },
      }),
      qa({
        'nl-BE': {
          question: 'Er zit een groene aanslag tussen de lamellen. Wat nu?',
          answer:
            '<p>Een groene aanslag wijst meestal op een verstoorde waterbalans. Controleer de pH (tussen 7,0 en 7,4) en het chloorgehalte, en verleng zo nodig de filtertijd. Spoel de lamellen daarna af met de tuinslang. Blijft het probleem terugkomen, neem dan contact op met uw dealer.</p>',
        },
        'en-US': {
          question: 'There is a green film between the slats. What should I do?',
          answer:
            '<p>A green film usually points to an unbalanced water chemistry. Check the pH (between 7.0 and 7.4) and the chlorine level, and run the filter longer if necessary. Then rinse the slats with the garden hose. If the problem keeps coming back, contact your dealer.</p>',
        },
        'fr-FR': {
          question: 'Un dépôt vert apparaît entre les lames. Que faire ?',
          answer:
            '<p>Un dépôt vert signale le plus souvent un déséquilibre de l’eau. Contrôlez le pH (entre 7,0 et 7,4) et le taux de chlore, et prolongez si nécessaire la durée de filtration. Rincez ensuite les lames au tuyau d’arrosage. Si le problème revient, contactez votre revendeur.</p>',
        },
        'de-DE': {
          question: 'Zwischen den Lamellen bildet sich ein grüner Belag. Was tun?',
          answer:
            '<p>Ein grüner Belag deutet meist auf unausgewogene Wasserwerte hin. Prüfen Sie den pH-Wert (zwischen 7,0 und 7,4) und den Chlorgehalt und verlängern Sie bei Bedarf die Filterlaufzeit. Spülen Sie die Lamellen anschließend mit dem Gartenschlauch ab. Tritt das Problem immer wieder auf, wenden Sie sich an Ihren Fachhändler.</p>',
        },
        'es-ES': {
          question: 'Hay una película verde entre las lamas. ¿Qué hago?',
          answer:
            '<p>Una película verde suele indicar un desequilibrio del agua. Compruebe el pH (entre 7,0 y 7,4) y el nivel de cloro, y alargue la filtración si es necesario. Después, enjuague las lamas con la manguera. Si el problema se repite, póngase en contacto con su distribuidor.</p>',
        },
      }),
      qa({
        'nl-BE': {
          question: 'Hoe vaak moet de afdekking nagekeken worden?',
          answer:
            '<p>We raden een jaarlijkse controle door uw dealer aan, bij voorkeur in het voorjaar. Daarbij worden de eindkappen, de bevestigingsbanden, de as en de motor nagekeken en worden de lamellen ook langs de onderzijde gereinigd.</p>',
        },
        'en-US': {
          question: 'How often should the cover be serviced?',
          answer:
            '<p>We recommend an annual inspection by your dealer, preferably in spring. The end caps, fixing straps, axle and motor are checked, and the slats are cleaned on the underside as well.</p>',
        },
        'fr-FR': {
          question: 'À quelle fréquence faut-il faire contrôler le volet ?',
          answer:
            '<p>Nous conseillons un contrôle annuel par votre revendeur, de préférence au printemps. Les embouts, les sangles de fixation, l’axe et le moteur sont vérifiés, et les lames sont également nettoyées sur leur face inférieure.</p>',
        },
        'de-DE': {
          question: 'Wie oft sollte die Abdeckung gewartet werden?',
          answer:
            '<p>Wir empfehlen eine jährliche Inspektion durch Ihren Fachhändler, am besten im Frühjahr. Dabei werden Endkappen, Befestigungsgurte, Welle und Motor geprüft und die Lamellen auch an der Unterseite gereinigt.</p>',
        },
        'es-ES': {
          question: '¿Cada cuánto hay que revisar la cubierta?',
          answer:
            '<p>Recomendamos una revisión anual por parte de su distribuidor, preferiblemente en primavera. Se comprueban los tapones, las cinchas de sujeción, el eje y el motor, y se limpian también las lamas por su cara inferior.</p>',
        },
      }),
    ],
  },
  {
    // Deliberately empty: the site must handle a category without questions.
    key: 'warranty-and-service',
    t: {
      'nl-BE': { slug: 'garantie-en-service', title: 'Garantie en service' },
      'en-US': { slug: 'warranty-and-service', title: 'Warranty and service' },
      'fr-FR': { slug: 'garantie-et-service', title: 'Garantie et service' },
      'de-DE': { slug: 'garantie-und-service', title: 'Garantie und Service' },
      'es-ES': { slug: 'garantia-y-servicio', title: 'Garantía y servicio' },
    },
    items: [],
  },
]
