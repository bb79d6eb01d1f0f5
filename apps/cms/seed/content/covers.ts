import type { CoverSeed, TextDoc } from './types.ts'

function doc(slug: string, title: string, summary: string, body: string): TextDoc {
  return { slug, title, summary, body }
}

/** Terrace tone used as the third colour of every cover picture. */
const STONE = '#d8d2c4'

export const covers: CoverSeed[] = [
  {
    key: 'cover-white',
    color: 'white',
    image: {
      name: 'cover-white',
      title: 'White slatted cover on a pool with a bluestone edge',
      motif: 'cover',
      colors: ['#f4f5f2', '#5fa8c9', STONE],
    },
    t: {
      'nl-BE': doc(
        'wit',
        'Wit',
        'Fris en tijdloos: witte PVC-lamellen weerkaatsen het zonlicht en houden het water koel op warme dagen.',
        '<p>Witte lamellen passen bij vrijwel elke zwembadomgeving, van een strakke blauwsteenrand tot een houten terras. Omdat wit het zonlicht sterk weerkaatst, warmt de afdekking zelf nauwelijks op. Dat maakt deze kleur een logische keuze voor binnenzwembaden en voor zwembaden die de hele dag in de volle zon liggen.</p><h2>Goed om te weten</h2><ul><li>Ondoorzichtige PVC-lamellen met luchtkamers en waterdicht gelaste eindkappen</li><li>Houdt het licht tegen, waardoor algen minder kans krijgen zolang de afdekking gesloten is</li><li>Beperkt verdamping en warmteverlies tijdens de nacht</li></ul><p>Op wit zijn bladeren en stof sneller zichtbaar. Een korte spoelbeurt met de tuinslang volstaat meestal; in onze <a href="/faq">veelgestelde vragen</a> leest u hoe u de lamellen onderhoudt.</p>',
      ),
      'en-US': doc(
        'white',
        'White',
        'Fresh and timeless: white PVC slats reflect sunlight and keep the water cool on hot days.',
        '<p>White slats suit almost any pool setting, from a crisp bluestone coping to a timber deck. Because white reflects most of the sunlight, the cover itself barely warms up. That makes it a sensible choice for indoor pools and for pools that sit in full sun all day.</p><h2>Good to know</h2><ul><li>Opaque PVC slats with air chambers and watertight welded end caps</li><li>Blocks daylight, so algae have less chance to develop while the cover is closed</li><li>Limits evaporation and heat loss overnight</li></ul><p>Leaves and dust show up more quickly on white. A quick rinse with the garden hose is usually enough; our <a href="/faq">frequently asked questions</a> explain how to look after the slats.</p>',
      ),
      'fr-FR': doc(
        'blanc',
        'Blanc',
        'Frais et intemporel : les lames en PVC blanc réfléchissent le soleil et gardent l’eau fraîche par temps chaud.',
        '<p>Les lames blanches s’accordent avec presque tous les environnements, d’une margelle en pierre bleue à une terrasse en bois. Comme le blanc réfléchit fortement la lumière, le volet lui-même chauffe très peu. C’est donc un choix logique pour les piscines intérieures et pour les bassins exposés en plein soleil toute la journée.</p><h2>Bon à savoir</h2><ul><li>Lames opaques en PVC à chambres d’air, avec embouts soudés étanches</li><li>Bloque la lumière : les algues se développent moins lorsque le volet est fermé</li><li>Limite l’évaporation et les pertes de chaleur pendant la nuit</li></ul><p>Les feuilles et la poussière se voient plus vite sur du blanc. Un simple rinçage au tuyau d’arrosage suffit le plus souvent ; notre <a href="/faq">foire aux questions</a> détaille l’entretien des lames.</p>',
      ),
      'de-DE': doc(
        'weiss',
        'Weiß',
        'Frisch und zeitlos: Weiße PVC-Lamellen reflektieren das Sonnenlicht und halten das Wasser an heißen Tagen kühl.',
        '<p>Weiße Lamellen passen zu nahezu jeder Poolumgebung, vom klaren Blaustein-Beckenrand bis zur Holzterrasse. Da Weiß das Sonnenlicht stark reflektiert, erwärmt sich die Abdeckung selbst kaum. Damit ist diese Farbe eine naheliegende Wahl für Hallenbäder und für Becken, die den ganzen Tag in der prallen Sonne liegen.</p><h2>Gut zu wissen</h2><ul><li>Blickdichte PVC-Lamellen mit Luftkammern und wasserdicht verschweißten Endkappen</li><li>Hält das Licht ab, sodass Algen bei geschlossener Abdeckung kaum eine Chance haben</li><li>Verringert Verdunstung und Wärmeverlust in der Nacht</li></ul><p>Auf Weiß fallen Laub und Staub schneller auf. Meist genügt ein kurzes Abspülen mit dem Gartenschlauch; in unseren <a href="/faq">häufig gestellten Fragen</a> erfahren Sie, wie Sie die Lamellen pflegen.</p>',
      ),
      'es-ES': doc(
        'blanco',
        'Blanco',
        'Fresco y atemporal: las lamas de PVC blanco reflejan la luz del sol y mantienen el agua fresca en los días de calor.',
        '<p>Las lamas blancas encajan en casi cualquier entorno, desde una coronación de piedra azul hasta una tarima de madera. Como el blanco refleja gran parte de la luz, la cubierta apenas se calienta. Por eso es una elección lógica para piscinas interiores y para vasos expuestos a pleno sol durante todo el día.</p><h2>Conviene saber</h2><ul><li>Lamas opacas de PVC con cámaras de aire y tapones soldados estancos</li><li>Bloquea la luz, de modo que las algas proliferan menos mientras la cubierta está cerrada</li><li>Reduce la evaporación y la pérdida de calor durante la noche</li></ul><p>Sobre el blanco, las hojas y el polvo se ven antes. Normalmente basta con enjuagarla con la manguera; en nuestras <a href="/faq">preguntas frecuentes</a> le explicamos cómo cuidar las lamas.</p>',
      ),
    },
  },
  {
    key: 'cover-grey',
    color: 'grey',
    image: {
      name: 'cover-grey',
      title: 'Grey slatted cover next to a concrete-look terrace',
      motif: 'cover',
      colors: ['#8a8f94', '#4f93b5', '#c9c6bf'],
    },
    t: {
      'nl-BE': doc(
        'grijs',
        'Grijs',
        'Een rustige, neutrale tint die past bij beton, keramische tegels en antraciet schrijnwerk.',
        '<p>Grijs is de kleur die het minst opvalt, en dat is precies de bedoeling. Naast een terras in betonlook of keramische tegels vormt de afdekking één geheel met de omgeving. Kleine vlekjes en kalkresten zijn op grijs veel minder zichtbaar dan op wit.</p><h2>Goed om te weten</h2><ul><li>Ondoorzichtige PVC-lamellen, uv-gestabiliseerd tegen verkleuren</li><li>Neemt iets meer zonnewarmte op dan wit, zonder het water merkbaar op te warmen</li><li>Combineert goed met een grijze of witte liner</li></ul><p>Twijfelt u tussen grijs en vulkaangrijs? Vraag bij uw <a href="/dealers">dealer</a> een staal aan en bekijk beide kleuren bij daglicht naast uw terrastegels.</p>',
      ),
      'en-US': doc(
        'grey',
        'Grey',
        'A calm, neutral shade that works with concrete, ceramic tiles and anthracite window frames.',
        '<p>Grey is the colour that draws the least attention, and that is exactly the point. Next to a concrete-look terrace or ceramic tiles, the cover blends into its surroundings. Small marks and limescale are far less visible on grey than on white.</p><h2>Good to know</h2><ul><li>Opaque PVC slats, UV-stabilised to resist fading</li><li>Absorbs slightly more solar heat than white, without noticeably warming the water</li><li>Pairs well with a grey or white liner</li></ul><p>Torn between grey and volcano grey? Ask your <a href="/dealers">dealer</a> for a sample and compare both colours in daylight next to your paving.</p>',
      ),
      'fr-FR': doc(
        'gris',
        'Gris',
        'Une teinte neutre et apaisante qui s’accorde avec le béton, le carrelage céramique et les menuiseries anthracite.',
        '<p>Le gris est la couleur la plus discrète, et c’est tout son intérêt. À côté d’une terrasse aspect béton ou d’un carrelage céramique, le volet se fond dans le décor. Les petites taches et les traces de calcaire se remarquent beaucoup moins que sur du blanc.</p><h2>Bon à savoir</h2><ul><li>Lames opaques en PVC, stabilisées contre les UV pour limiter la décoloration</li><li>Capte un peu plus de chaleur que le blanc, sans réchauffer l’eau de façon sensible</li><li>Se marie bien avec un liner gris ou blanc</li></ul><p>Vous hésitez entre le gris et le gris volcan ? Demandez un échantillon à votre <a href="/dealers">revendeur</a> et comparez les deux teintes à la lumière du jour, à côté de vos dalles.</p>',
      ),
      'de-DE': doc(
        'grau',
        'Grau',
        'Ein ruhiger, neutraler Farbton, der zu Beton, Keramikfliesen und anthrazitfarbenen Fensterrahmen passt.',
        '<p>Grau ist die unauffälligste Farbe – und genau darum geht es. Neben einer Terrasse in Betonoptik oder Keramikplatten fügt sich die Abdeckung harmonisch ein. Kleine Flecken und Kalkspuren fallen auf Grau deutlich weniger auf als auf Weiß.</p><h2>Gut zu wissen</h2><ul><li>Blickdichte PVC-Lamellen, UV-stabilisiert gegen Ausbleichen</li><li>Nimmt etwas mehr Sonnenwärme auf als Weiß, ohne das Wasser spürbar zu erwärmen</li><li>Harmoniert mit einer grauen oder weißen Folie</li></ul><p>Sie schwanken zwischen Grau und Vulkangrau? Fragen Sie Ihren <a href="/dealers">Fachhändler</a> nach einem Muster und vergleichen Sie beide Farben bei Tageslicht neben Ihren Terrassenplatten.</p>',
      ),
      'es-ES': doc(
        'gris',
        'Gris',
        'Un tono neutro y sereno que combina con el hormigón, la cerámica y las carpinterías en antracita.',
        '<p>El gris es el color que menos llama la atención, y esa es precisamente la idea. Junto a una terraza de aspecto hormigón o un pavimento cerámico, la cubierta se integra en el conjunto. Las pequeñas manchas y los restos de cal se notan mucho menos que sobre el blanco.</p><h2>Conviene saber</h2><ul><li>Lamas opacas de PVC, estabilizadas frente a los rayos UV para evitar la decoloración</li><li>Absorbe algo más de calor que el blanco, sin calentar el agua de forma apreciable</li><li>Combina bien con un liner gris o blanco</li></ul><p>¿Duda entre el gris y el gris volcán? Pida una muestra a su <a href="/dealers">distribuidor</a> y compare ambos colores con luz natural junto a su pavimento.</p>',
      ),
    },
  },
  {
    key: 'cover-cream',
    color: 'cream',
    image: {
      name: 'cover-cream',
      title: 'Cream slatted cover beside a sandstone terrace',
      motif: 'cover',
      colors: ['#efe6cf', '#6fb3c8', '#cbb994'],
    },
    t: {
      'nl-BE': doc(
        'creme',
        'Crème',
        'Een warme, zachte tint voor zwembaden met natuursteen, zandkleurige liners en houten terrassen.',
        '<p>Crème brengt warmte in de tuin zonder op te vallen. De kleur sluit mooi aan bij zandsteen, travertin en een beige of zandkleurige liner, en geeft een zwembad een zuiderse uitstraling. Naast een gevel in gele of witte baksteen is het vaak de meest natuurlijke keuze.</p><h2>Goed om te weten</h2><ul><li>Ondoorzichtige PVC-lamellen met uv-bescherming</li><li>Zachter voor het oog dan helder wit bij fel zonlicht</li><li>Past bij zowel klassieke als landelijke architectuur</li></ul><p>Bekijk in onze <a href="/projects">realisaties</a> hoe crème lamellen staan bij een natuurstenen boord.</p>',
      ),
      'en-US': doc(
        'cream',
        'Cream',
        'A warm, soft shade for pools with natural stone, sand-coloured liners and timber decks.',
        '<p>Cream brings warmth to the garden without standing out. It pairs nicely with sandstone, travertine and a beige or sand-coloured liner, and gives a pool a Mediterranean feel. Next to a yellow or white brick façade it is often the most natural choice.</p><h2>Good to know</h2><ul><li>Opaque PVC slats with UV protection</li><li>Easier on the eye than bright white in strong sunlight</li><li>Suits both classic and country-style architecture</li></ul><p>See in our <a href="/projects">projects</a> how cream slats look alongside a natural stone coping.</p>',
      ),
      'fr-FR': doc(
        'creme',
        'Crème',
        'Une teinte chaude et douce pour les piscines en pierre naturelle, avec liner sable et terrasse en bois.',
        '<p>Le crème apporte de la chaleur au jardin sans s’imposer. Il s’accorde joliment avec le grès, le travertin et un liner beige ou sable, et donne à la piscine un air méditerranéen. À côté d’une façade en brique jaune ou blanche, c’est souvent le choix le plus naturel.</p><h2>Bon à savoir</h2><ul><li>Lames opaques en PVC avec protection anti-UV</li><li>Plus doux pour les yeux qu’un blanc éclatant en plein soleil</li><li>Convient aussi bien à une architecture classique qu’à une maison de campagne</li></ul><p>Découvrez dans nos <a href="/projects">réalisations</a> le rendu des lames crème avec une margelle en pierre naturelle.</p>',
      ),
      'de-DE': doc(
        'creme',
        'Creme',
        'Ein warmer, sanfter Farbton für Pools mit Naturstein, sandfarbener Folie und Holzterrasse.',
        '<p>Creme bringt Wärme in den Garten, ohne sich in den Vordergrund zu drängen. Der Farbton passt gut zu Sandstein, Travertin und einer beigen oder sandfarbenen Folie und verleiht dem Pool eine mediterrane Note. Neben einer Fassade aus gelbem oder weißem Klinker ist er oft die natürlichste Wahl.</p><h2>Gut zu wissen</h2><ul><li>Blickdichte PVC-Lamellen mit UV-Schutz</li><li>Bei starker Sonne angenehmer für die Augen als strahlendes Weiß</li><li>Passt zu klassischer wie zu ländlicher Architektur</li></ul><p>In unseren <a href="/projects">Projekten</a> sehen Sie, wie cremefarbene Lamellen neben einem Natursteinrand wirken.</p>',
      ),
      'es-ES': doc(
        'crema',
        'Crema',
        'Un tono cálido y suave para piscinas con piedra natural, liner color arena y tarima de madera.',
        '<p>El color crema aporta calidez al jardín sin imponerse. Combina muy bien con la arenisca, el travertino y un liner beige o arena, y da a la piscina un aire mediterráneo. Junto a una fachada de ladrillo amarillo o blanco suele ser la opción más natural.</p><h2>Conviene saber</h2><ul><li>Lamas opacas de PVC con protección UV</li><li>Más agradable a la vista que el blanco intenso bajo un sol fuerte</li><li>Encaja tanto en una arquitectura clásica como en una casa de campo</li></ul><p>Vea en nuestros <a href="/projects">proyectos</a> cómo quedan las lamas crema junto a una coronación de piedra natural.</p>',
      ),
    },
  },
  {
    key: 'cover-blue',
    color: 'blue',
    image: {
      name: 'cover-blue',
      title: 'Blue slatted cover on a pool with a blue liner',
      motif: 'cover',
      colors: ['#2f6fa8', '#4d9cc7', STONE],
    },
    t: {
      'nl-BE': doc(
        'blauw',
        'Blauw',
        'De klassieke zwembadkleur: ook gesloten blijft uw zwembad eruitzien als water.',
        '<p>Blauwe lamellen sluiten naadloos aan bij een blauwe of lichtblauwe liner. Ook wanneer de afdekking dicht is, blijft het zwembad er als een waterpartij uitzien in plaats van als een vlak in de tuin. Voor wie een traditioneel zwembad heeft of wil, is dit de veilige keuze.</p><h2>Goed om te weten</h2><ul><li>Ondoorzichtige PVC-lamellen met luchtkamers, uv-gestabiliseerd</li><li>Neemt meer zonnewarmte op dan wit of crème</li><li>Houdt het licht tegen en remt zo algengroei</li></ul><p>Combineer blauw met een <a href="/covers">solarlamel</a> in transparant blauw als u de zon extra wilt benutten.</p>',
      ),
      'en-US': doc(
        'blue',
        'Blue',
        'The classic pool colour: even when closed, your pool still looks like water.',
        '<p>Blue slats match a blue or light blue liner seamlessly. Even with the cover closed, the pool still reads as water rather than a flat surface in the garden. For anyone who owns or wants a traditional pool, this is the safe choice.</p><h2>Good to know</h2><ul><li>Opaque PVC slats with air chambers, UV-stabilised</li><li>Absorbs more solar heat than white or cream</li><li>Blocks daylight and so slows algae growth</li></ul><p>If you want to make more of the sun, consider <a href="/covers">solar slats</a> in transparent blue instead.</p>',
      ),
      'fr-FR': doc(
        'bleu',
        'Bleu',
        'La couleur classique de la piscine : même fermé, votre bassin garde l’aspect d’un plan d’eau.',
        '<p>Les lames bleues se fondent parfaitement avec un liner bleu ou bleu clair. Même volet fermé, la piscine conserve l’apparence d’un plan d’eau plutôt que d’une simple surface dans le jardin. Pour une piscine traditionnelle, c’est le choix sans risque.</p><h2>Bon à savoir</h2><ul><li>Lames opaques en PVC à chambres d’air, stabilisées contre les UV</li><li>Captent davantage la chaleur du soleil que le blanc ou le crème</li><li>Bloquent la lumière et freinent ainsi le développement des algues</li></ul><p>Pour profiter davantage du soleil, pensez plutôt aux <a href="/covers">lames solaires</a> bleu transparent.</p>',
      ),
      'de-DE': doc(
        'blau',
        'Blau',
        'Die klassische Poolfarbe: Auch geschlossen wirkt Ihr Becken wie eine Wasserfläche.',
        '<p>Blaue Lamellen gehen nahtlos in eine blaue oder hellblaue Folie über. Auch bei geschlossener Abdeckung wirkt der Pool wie Wasser und nicht wie eine Fläche im Garten. Für alle, die ein traditionelles Schwimmbecken haben oder planen, ist das die sichere Wahl.</p><h2>Gut zu wissen</h2><ul><li>Blickdichte PVC-Lamellen mit Luftkammern, UV-stabilisiert</li><li>Nimmt mehr Sonnenwärme auf als Weiß oder Creme</li><li>Hält das Licht ab und bremst so das Algenwachstum</li></ul><p>Wenn Sie die Sonne stärker nutzen möchten, sind <a href="/covers">Solarlamellen</a> in Transparent-Blau die Alternative.</p>',
      ),
      'es-ES': doc(
        'azul',
        'Azul',
        'El color clásico de piscina: incluso cerrada, su piscina sigue pareciendo agua.',
        '<p>Las lamas azules se funden con un liner azul o azul claro. Incluso con la cubierta cerrada, la piscina sigue pareciendo una lámina de agua y no una superficie más del jardín. Para quien tiene o quiere una piscina tradicional, es la opción segura.</p><h2>Conviene saber</h2><ul><li>Lamas opacas de PVC con cámaras de aire, estabilizadas frente a los UV</li><li>Absorben más calor solar que el blanco o el crema</li><li>Bloquean la luz y frenan así la aparición de algas</li></ul><p>Si desea aprovechar más el sol, valore las <a href="/covers">lamas solares</a> en azul transparente.</p>',
      ),
    },
  },
  {
    key: 'cover-volcano-grey',
    color: 'volcano_grey',
    image: {
      name: 'cover-volcano-grey',
      title: 'Volcano grey slatted cover on a pool with a dark liner',
      motif: 'cover',
      colors: ['#4b4f54', '#2e5f6e', '#b8b4ab'],
    },
    t: {
      'nl-BE': doc(
        'vulkaangrijs',
        'Vulkaangrijs',
        'Een diepe antracietkleur voor moderne architectuur en zwembaden met een donkere liner.',
        '<p>Vulkaangrijs is onze populairste kleur bij nieuwbouw. De donkere tint past bij antraciet schrijnwerk, zwarte gevelsteen en een grafietkleurige liner, die het water een natuurlijke, diepe kleur geeft. Gesloten oogt het zwembad als een strak, rustig vlak in de tuin.</p><h2>Goed om te weten</h2><ul><li>Ondoorzichtige PVC-lamellen met uv-gestabiliseerde toplaag</li><li>De donkere kleur neemt zonnewarmte op en geeft die deels door aan het water</li><li>Vuil en kalkaanslag vallen nauwelijks op</li></ul><p>Vulkaangrijs staat bijzonder goed bij een <a href="/pools">inbouwzwembad</a> met een verzonken afdekking, waarbij de rol volledig uit het zicht verdwijnt.</p>',
      ),
      'en-US': doc(
        'volcano-grey',
        'Volcano grey',
        'A deep anthracite shade for contemporary architecture and pools with a dark liner.',
        '<p>Volcano grey is our most requested colour for new builds. The dark shade matches anthracite window frames, black brickwork and a graphite liner, which gives the water a natural, deep tone. When closed, the pool reads as a calm, clean surface in the garden.</p><h2>Good to know</h2><ul><li>Opaque PVC slats with a UV-stabilised top layer</li><li>The dark colour absorbs solar heat and passes part of it on to the water</li><li>Dirt and limescale are hardly noticeable</li></ul><p>Volcano grey looks particularly good on a <a href="/pools">built-in pool</a> with a submerged cover, where the roll disappears from view entirely.</p>',
      ),
      'fr-FR': doc(
        'gris-volcan',
        'Gris volcan',
        'Un anthracite profond pour l’architecture contemporaine et les piscines à liner foncé.',
        '<p>Le gris volcan est notre teinte la plus demandée dans les constructions neuves. Ce ton sombre s’accorde avec des menuiseries anthracite, une brique noire et un liner graphite, qui donne à l’eau une couleur naturelle et profonde. Fermée, la piscine devient une surface sobre et apaisante dans le jardin.</p><h2>Bon à savoir</h2><ul><li>Lames opaques en PVC avec couche supérieure stabilisée anti-UV</li><li>La teinte foncée capte la chaleur du soleil et en transmet une partie à l’eau</li><li>Salissures et traces de calcaire restent presque invisibles</li></ul><p>Le gris volcan est particulièrement réussi sur une <a href="/pools">piscine enterrée</a> équipée d’un volet immergé, dont l’enrouleur disparaît complètement.</p>',
      ),
      'de-DE': doc(
        'vulkangrau',
        'Vulkangrau',
        'Ein tiefes Anthrazit für moderne Architektur und Pools mit dunkler Folie.',
        '<p>Vulkangrau ist bei Neubauten unsere meistgewählte Farbe. Der dunkle Ton passt zu anthrazitfarbenen Fenstern, schwarzem Klinker und einer Graphitfolie, die dem Wasser eine natürliche, tiefe Farbe verleiht. Geschlossen wirkt das Becken wie eine ruhige, klare Fläche im Garten.</p><h2>Gut zu wissen</h2><ul><li>Blickdichte PVC-Lamellen mit UV-stabilisierter Deckschicht</li><li>Die dunkle Farbe nimmt Sonnenwärme auf und gibt einen Teil davon an das Wasser ab</li><li>Schmutz und Kalk fallen kaum auf</li></ul><p>Besonders gut wirkt Vulkangrau bei einem <a href="/pools">Einbaupool</a> mit Unterflurabdeckung, bei der die Rolle vollständig aus dem Blickfeld verschwindet.</p>',
      ),
      'es-ES': doc(
        'gris-volcan',
        'Gris volcán',
        'Un antracita profundo para la arquitectura contemporánea y las piscinas con liner oscuro.',
        '<p>El gris volcán es nuestro color más solicitado en obra nueva. Su tono oscuro combina con carpinterías en antracita, ladrillo negro y un liner grafito, que da al agua un color natural y profundo. Cerrada, la piscina se convierte en una superficie limpia y serena en el jardín.</p><h2>Conviene saber</h2><ul><li>Lamas opacas de PVC con capa superior estabilizada frente a los UV</li><li>El tono oscuro absorbe el calor del sol y transmite parte de él al agua</li><li>La suciedad y la cal apenas se notan</li></ul><p>El gris volcán luce especialmente en una <a href="/pools">piscina enterrada</a> con cubierta sumergida, donde el enrollador desaparece por completo de la vista.</p>',
      ),
    },
  },
  {
    key: 'cover-aluminium-look',
    color: 'aluminium_look',
    image: {
      name: 'cover-aluminium-look',
      title: 'Slatted cover with an aluminium-look finish',
      motif: 'cover',
      colors: ['#b9bec4', '#5a9cbf', '#9ea3a8'],
    },
    t: {
      'nl-BE': doc(
        'aluminiumlook',
        'Aluminiumlook',
        'Een zilvergrijze, licht metaalachtige afwerking die aansluit bij aluminium ramen en moderne gevels.',
        '<p>Lamellen in aluminiumlook hebben een fijne, metaalachtige glans die verandert met het licht: ’s ochtends koel en zilverachtig, bij avondzon warmer. De afwerking sluit mooi aan bij aluminium schrijnwerk, een zinken dakrand of roestvrijstalen details rond het zwembad.</p><h2>Goed om te weten</h2><ul><li>PVC-lamellen met een metallic toplaag, geen echt metaal: ze blijven licht en drijven gewoon</li><li>Ondoorzichtig, dus geen algengroei onder de gesloten afdekking</li><li>Warmt matig op in de zon, vergelijkbaar met grijs</li></ul><p>De metallic glans komt het best tot zijn recht bij daglicht. Vraag uw <a href="/dealers">dealer</a> om een staal voor u beslist.</p>',
      ),
      'en-US': doc(
        'aluminium-look',
        'Aluminium look',
        'A silver-grey, subtly metallic finish that matches aluminium window frames and contemporary façades.',
        '<p>Aluminium-look slats have a fine metallic sheen that changes with the light: cool and silvery in the morning, warmer in the evening sun. The finish ties in nicely with aluminium joinery, a zinc roof edge or stainless steel details around the pool.</p><h2>Good to know</h2><ul><li>PVC slats with a metallic top layer, not actual metal: they stay light and float as usual</li><li>Opaque, so no algae growth under the closed cover</li><li>Warms up moderately in the sun, much like grey</li></ul><p>The metallic sheen is best judged in daylight. Ask your <a href="/dealers">dealer</a> for a sample before you decide.</p>',
      ),
      'fr-FR': doc(
        'aspect-aluminium',
        'Aspect aluminium',
        'Une finition gris argenté légèrement métallisée, en harmonie avec les menuiseries alu et les façades contemporaines.',
        '<p>Les lames aspect aluminium présentent un léger reflet métallisé qui évolue avec la lumière : froid et argenté le matin, plus chaud au soleil couchant. Cette finition s’accorde avec des châssis en aluminium, une rive de toit en zinc ou des détails en inox autour du bassin.</p><h2>Bon à savoir</h2><ul><li>Lames en PVC à couche supérieure métallisée, pas en métal : elles restent légères et flottent normalement</li><li>Opaques, donc pas de prolifération d’algues sous le volet fermé</li><li>Chauffent modérément au soleil, comme le gris</li></ul><p>L’effet métallisé s’apprécie mieux à la lumière du jour. Demandez un échantillon à votre <a href="/dealers">revendeur</a> avant de faire votre choix.</p>',
      ),
      'de-DE': doc(
        'aluminium-optik',
        'Aluminium-Optik',
        'Ein silbergraues, dezent metallisches Finish, passend zu Aluminiumfenstern und modernen Fassaden.',
        '<p>Lamellen in Aluminium-Optik haben einen feinen metallischen Schimmer, der sich mit dem Licht verändert: morgens kühl und silbrig, in der Abendsonne wärmer. Das Finish harmoniert mit Aluminiumfenstern, einer Zinkattika oder Edelstahldetails rund um den Pool.</p><h2>Gut zu wissen</h2><ul><li>PVC-Lamellen mit metallischer Deckschicht, kein echtes Metall: Sie bleiben leicht und schwimmen wie gewohnt</li><li>Blickdicht, daher kein Algenwachstum unter der geschlossenen Abdeckung</li><li>Erwärmt sich in der Sonne mäßig, ähnlich wie Grau</li></ul><p>Den metallischen Schimmer beurteilt man am besten bei Tageslicht. Fragen Sie Ihren <a href="/dealers">Fachhändler</a> nach einem Muster, bevor Sie sich entscheiden.</p>',
      ),
      'es-ES': doc(
        'efecto-aluminio',
        'Efecto aluminio',
        'Un acabado gris plata ligeramente metalizado, a juego con las carpinterías de aluminio y las fachadas contemporáneas.',
        '<p>Las lamas efecto aluminio tienen un sutil brillo metalizado que cambia con la luz: frío y plateado por la mañana, más cálido con el sol de la tarde. El acabado combina con carpinterías de aluminio, un remate de cinc o detalles de acero inoxidable alrededor de la piscina.</p><h2>Conviene saber</h2><ul><li>Lamas de PVC con capa superior metalizada, no de metal: siguen siendo ligeras y flotan con normalidad</li><li>Opacas, por lo que no crecen algas bajo la cubierta cerrada</li><li>Se calientan moderadamente al sol, de forma similar al gris</li></ul><p>El brillo metalizado se aprecia mejor con luz natural. Pida una muestra a su <a href="/dealers">distribuidor</a> antes de decidir.</p>',
      ),
    },
  },
  {
    key: 'cover-transparent',
    color: 'transparent',
    image: {
      name: 'cover-transparent',
      title: 'Transparent polycarbonate slats with the pool visible underneath',
      motif: 'cover',
      colors: ['#cfe8f0', '#3f93bd', STONE],
    },
    t: {
      'nl-BE': doc(
        'transparant',
        'Transparant',
        'Polycarbonaat lamellen die het zonlicht doorlaten en het water zo op een natuurlijke manier opwarmen.',
        '<p>Transparante lamellen werken als een kleine serre op het water. Het zonlicht gaat door het polycarbonaat, verwarmt het water, en de afdekking houdt die warmte vast. In het voor- en naseizoen kan dat het verschil maken tussen een koude en een aangename duik.</p><h2>Goed om te weten</h2><ul><li>Lamellen in uv-bestendig polycarbonaat, helder doorzichtig</li><li>De liner en de verlichting blijven zichtbaar, ook met gesloten afdekking</li><li>Laat licht door: controleer in de zomer geregeld de waterbalans</li></ul><p>Omdat het water onder een transparante afdekking warmer wordt, raden we aan de filtertijd in juli en augustus wat te verlengen. Lees meer in ons artikel over <a href="/blog">onderhoud</a>.</p>',
      ),
      'en-US': doc(
        'transparent',
        'Transparent',
        'Polycarbonate slats that let sunlight through and warm the water naturally.',
        '<p>Transparent slats act like a small greenhouse on the water. Sunlight passes through the polycarbonate and warms the water, and the cover holds that heat in. In spring and autumn, that can make the difference between a cold plunge and a pleasant swim.</p><h2>Good to know</h2><ul><li>Slats in clear, UV-resistant polycarbonate</li><li>The liner and pool lights remain visible even with the cover closed</li><li>Lets light through: check the water balance regularly in summer</li></ul><p>Because the water gets warmer under a transparent cover, we recommend running the filter a little longer in July and August. Read more in our articles on <a href="/blog">maintenance</a>.</p>',
      ),
      'fr-FR': doc(
        'transparent',
        'Transparent',
        'Des lames en polycarbonate qui laissent passer le soleil et réchauffent l’eau naturellement.',
        '<p>Les lames transparentes fonctionnent comme une petite serre posée sur l’eau. La lumière traverse le polycarbonate, réchauffe l’eau, et le volet retient cette chaleur. Au printemps et en automne, cela peut faire la différence entre une baignade glaciale et un moment agréable.</p><h2>Bon à savoir</h2><ul><li>Lames en polycarbonate transparent, résistant aux UV</li><li>Le liner et l’éclairage restent visibles, même volet fermé</li><li>Laisse passer la lumière : contrôlez régulièrement l’équilibre de l’eau en été</li></ul><p>L’eau étant plus chaude sous un volet transparent, nous conseillons d’allonger un peu la durée de filtration en juillet et en août. Plus d’informations dans nos articles sur l’<a href="/blog">entretien</a>.</p>',
      ),
      'de-DE': doc(
        'transparent',
        'Transparent',
        'Lamellen aus Polycarbonat, die das Sonnenlicht durchlassen und das Wasser auf natürliche Weise erwärmen.',
        '<p>Transparente Lamellen wirken wie ein kleines Gewächshaus auf dem Wasser. Das Sonnenlicht dringt durch das Polycarbonat, erwärmt das Wasser, und die Abdeckung hält die Wärme zurück. Im Frühjahr und Herbst macht das oft den Unterschied zwischen einem kalten Sprung und einem angenehmen Bad.</p><h2>Gut zu wissen</h2><ul><li>Lamellen aus klarem, UV-beständigem Polycarbonat</li><li>Folie und Beleuchtung bleiben auch bei geschlossener Abdeckung sichtbar</li><li>Lässt Licht durch: Prüfen Sie im Sommer regelmäßig die Wasserwerte</li></ul><p>Da das Wasser unter einer transparenten Abdeckung wärmer wird, empfehlen wir, die Filterlaufzeit im Juli und August etwas zu verlängern. Mehr dazu in unseren Beiträgen zur <a href="/blog">Pflege</a>.</p>',
      ),
      'es-ES': doc(
        'transparente',
        'Transparente',
        'Lamas de policarbonato que dejan pasar la luz del sol y calientan el agua de forma natural.',
        '<p>Las lamas transparentes funcionan como un pequeño invernadero sobre el agua. La luz atraviesa el policarbonato, calienta el agua y la cubierta retiene ese calor. En primavera y otoño, eso puede marcar la diferencia entre un baño helado y uno agradable.</p><h2>Conviene saber</h2><ul><li>Lamas de policarbonato transparente resistente a los UV</li><li>El liner y la iluminación siguen visibles con la cubierta cerrada</li><li>Deja pasar la luz: revise con frecuencia el equilibrio del agua en verano</li></ul><p>Como el agua se calienta más bajo una cubierta transparente, recomendamos alargar un poco el tiempo de filtración en julio y agosto. Encontrará más información en nuestros artículos sobre <a href="/blog">mantenimiento</a>.</p>',
      ),
    },
  },
  {
    key: 'cover-transparent-blue',
    color: 'transparent_blue',
    image: {
      name: 'cover-transparent-blue',
      title: 'Transparent blue slats on a pool with a light blue liner',
      motif: 'cover',
      colors: ['#7fb7d9', '#3a86b4', STONE],
    },
    t: {
      'nl-BE': doc(
        'transparant-blauw',
        'Transparant blauw',
        'Doorschijnend polycarbonaat met een blauwe tint: het opwarmende effect van transparant, met een kleur die bij uw liner past.',
        '<p>Transparant blauw combineert het beste van twee werelden. De lamellen laten voldoende zonlicht door om het water op te warmen, terwijl de blauwe tint het zwembad een frisse, egale kleur geeft. Bij een blauwe of witte liner ziet het zwembad er gesloten bijna uit alsof het open is.</p><h2>Goed om te weten</h2><ul><li>Lamellen in uv-bestendig, blauw getint polycarbonaat</li><li>Iets minder lichtdoorlaat dan helder transparant, dus minder kans op algen</li><li>Een evenwichtige keuze voor wie comfort en uitzicht wil combineren</li></ul><p>Zoekt u een extra warmtewinst? Bekijk dan ook onze <a href="/covers">solarlamellen</a> in transparant blauw.</p>',
      ),
      'en-US': doc(
        'transparent-blue',
        'Transparent blue',
        'Translucent polycarbonate with a blue tint: the warming effect of transparent slats, in a colour that matches your liner.',
        '<p>Transparent blue combines the best of both worlds. The slats let through enough sunlight to warm the water, while the blue tint gives the pool a fresh, even colour. With a blue or white liner, the pool looks almost open even when the cover is closed.</p><h2>Good to know</h2><ul><li>Slats in UV-resistant, blue-tinted polycarbonate</li><li>Slightly less light transmission than clear transparent, so less risk of algae</li><li>A balanced choice if you want both comfort and a view of the water</li></ul><p>Looking for more heat gain? Take a look at our <a href="/covers">solar slats</a> in transparent blue as well.</p>',
      ),
      'fr-FR': doc(
        'bleu-transparent',
        'Bleu transparent',
        'Un polycarbonate translucide teinté bleu : l’effet chauffant du transparent, dans une couleur assortie à votre liner.',
        '<p>Le bleu transparent réunit le meilleur des deux mondes. Les lames laissent passer assez de soleil pour réchauffer l’eau, tandis que la teinte bleue donne au bassin une couleur fraîche et homogène. Avec un liner bleu ou blanc, la piscine semble presque ouverte, même volet fermé.</p><h2>Bon à savoir</h2><ul><li>Lames en polycarbonate teinté bleu, résistant aux UV</li><li>Transmission lumineuse un peu plus faible que le transparent, donc moins de risque d’algues</li><li>Un choix équilibré pour allier confort et vue sur l’eau</li></ul><p>Vous cherchez un gain de chaleur supplémentaire ? Découvrez aussi nos <a href="/covers">lames solaires</a> bleu transparent.</p>',
      ),
      'de-DE': doc(
        'transparent-blau',
        'Transparent-Blau',
        'Durchscheinendes, blau getöntes Polycarbonat: der Wärmeeffekt transparenter Lamellen in einer Farbe, die zu Ihrer Folie passt.',
        '<p>Transparent-Blau verbindet das Beste aus beiden Welten. Die Lamellen lassen genug Sonnenlicht durch, um das Wasser zu erwärmen, und die blaue Tönung verleiht dem Becken eine frische, gleichmäßige Farbe. Mit einer blauen oder weißen Folie wirkt der Pool selbst geschlossen fast wie geöffnet.</p><h2>Gut zu wissen</h2><ul><li>Lamellen aus UV-beständigem, blau getöntem Polycarbonat</li><li>Etwas weniger Lichtdurchlässigkeit als klares Transparent, daher geringeres Algenrisiko</li><li>Eine ausgewogene Wahl für alle, die Komfort und Blick aufs Wasser verbinden möchten</li></ul><p>Sie wünschen sich noch mehr Wärmegewinn? Dann sehen Sie sich auch unsere <a href="/covers">Solarlamellen</a> in Transparent-Blau an.</p>',
      ),
      'es-ES': doc(
        'azul-transparente',
        'Azul transparente',
        'Policarbonato translúcido con tinte azul: el efecto calefactor de las lamas transparentes, en un color a juego con su liner.',
        '<p>El azul transparente reúne lo mejor de ambas opciones. Las lamas dejan pasar suficiente luz para calentar el agua, mientras que el tono azul da a la piscina un color fresco y uniforme. Con un liner azul o blanco, la piscina parece casi abierta aunque la cubierta esté cerrada.</p><h2>Conviene saber</h2><ul><li>Lamas de policarbonato teñido de azul y resistente a los UV</li><li>Algo menos de transmisión de luz que el transparente, con menor riesgo de algas</li><li>Una opción equilibrada para combinar confort y vista del agua</li></ul><p>¿Busca un aporte de calor adicional? Descubra también nuestras <a href="/covers">lamas solares</a> en azul transparente.</p>',
      ),
    },
  },
  {
    key: 'cover-crystal-clear',
    color: 'crystal_clear',
    image: {
      name: 'cover-crystal-clear',
      title: 'Crystal clear slats showing the pool floor',
      motif: 'cover',
      colors: ['#e4f3f7', '#56a7cf', STONE],
    },
    t: {
      'nl-BE': doc(
        'kristalhelder',
        'Kristalhelder',
        'Extra helder polycarbonaat voor maximale lichtdoorlaat: het zwembad blijft zichtbaar, ook als het dicht is.',
        '<p>Kristalhelder is de meest doorzichtige lamel in ons gamma. Het polycarbonaat is nagenoeg kleurloos, zodat de liner, de bodem en de onderwaterverlichting ook met gesloten afdekking goed zichtbaar blijven. Dat maakt deze uitvoering geliefd bij zwembaden die ook ’s avonds een blikvanger in de tuin moeten zijn.</p><h2>Goed om te weten</h2><ul><li>Uv-bestendig polycarbonaat met hoge lichtdoorlaat</li><li>Sterk opwarmend effect bij zonnig weer</li><li>Vraagt in de zomer wat meer aandacht voor de waterbehandeling</li></ul><p>Kristalhelder en transparant lijken op elkaar, maar naast elkaar is het verschil duidelijk. Uw <a href="/dealers">dealer</a> toont u graag beide stalen.</p>',
      ),
      'en-US': doc(
        'crystal-clear',
        'Crystal clear',
        'Extra-clear polycarbonate for maximum light transmission: the pool stays visible, even when closed.',
        '<p>Crystal clear is the most see-through slat in our range. The polycarbonate is practically colourless, so the liner, the pool floor and the underwater lighting remain clearly visible with the cover closed. That makes it a favourite for pools that are meant to be a feature of the garden in the evening too.</p><h2>Good to know</h2><ul><li>UV-resistant polycarbonate with high light transmission</li><li>Strong warming effect in sunny weather</li><li>Needs a little more attention to water treatment in summer</li></ul><p>Crystal clear and transparent look alike, but side by side the difference is obvious. Your <a href="/dealers">dealer</a> will be happy to show you both samples.</p>',
      ),
      'fr-FR': doc(
        'cristal',
        'Cristal',
        'Un polycarbonate extra-clair pour une transmission lumineuse maximale : le bassin reste visible, même fermé.',
        '<p>Cristal est la lame la plus transparente de notre gamme. Le polycarbonate est pratiquement incolore : le liner, le fond et l’éclairage subaquatique restent bien visibles, volet fermé. Cette finition est très appréciée pour les piscines qui doivent aussi mettre le jardin en valeur le soir.</p><h2>Bon à savoir</h2><ul><li>Polycarbonate résistant aux UV, à forte transmission lumineuse</li><li>Effet de réchauffement marqué par temps ensoleillé</li><li>Demande un peu plus d’attention au traitement de l’eau en été</li></ul><p>Cristal et transparent se ressemblent, mais côte à côte, la différence saute aux yeux. Votre <a href="/dealers">revendeur</a> vous montrera volontiers les deux échantillons.</p>',
      ),
      'de-DE': doc(
        'kristallklar',
        'Kristallklar',
        'Besonders klares Polycarbonat für maximale Lichtdurchlässigkeit: Der Pool bleibt auch geschlossen sichtbar.',
        '<p>Kristallklar ist die durchsichtigste Lamelle unseres Sortiments. Das Polycarbonat ist nahezu farblos, sodass Folie, Beckenboden und Unterwasserbeleuchtung auch bei geschlossener Abdeckung gut zu sehen sind. Deshalb ist diese Ausführung beliebt bei Pools, die auch abends ein Blickfang im Garten sein sollen.</p><h2>Gut zu wissen</h2><ul><li>UV-beständiges Polycarbonat mit hoher Lichtdurchlässigkeit</li><li>Deutlicher Erwärmungseffekt bei Sonnenschein</li><li>Erfordert im Sommer etwas mehr Aufmerksamkeit bei der Wasserpflege</li></ul><p>Kristallklar und Transparent sehen sich ähnlich, doch nebeneinander ist der Unterschied deutlich. Ihr <a href="/dealers">Fachhändler</a> zeigt Ihnen gern beide Muster.</p>',
      ),
      'es-ES': doc(
        'cristal',
        'Cristal',
        'Policarbonato extraclaro para la máxima transmisión de luz: la piscina sigue a la vista incluso cerrada.',
        '<p>Cristal es la lama más transparente de nuestra gama. El policarbonato es prácticamente incoloro, de modo que el liner, el fondo y la iluminación subacuática se ven con claridad con la cubierta cerrada. Por eso es muy apreciada en piscinas que también deben lucir en el jardín por la noche.</p><h2>Conviene saber</h2><ul><li>Policarbonato resistente a los UV con alta transmisión de luz</li><li>Efecto de calentamiento notable con tiempo soleado</li><li>Requiere algo más de atención al tratamiento del agua en verano</li></ul><p>Cristal y transparente se parecen, pero una junto a otra la diferencia es evidente. Su <a href="/dealers">distribuidor</a> le enseñará con gusto ambas muestras.</p>',
      ),
    },
  },
  {
    key: 'cover-transparent-blue-solar',
    color: 'transparent_blue_solar',
    image: {
      name: 'cover-transparent-blue-solar',
      title: 'Solar slats in transparent blue with a dark underside',
      motif: 'cover',
      colors: ['#2d5d8a', '#7fb7d9', STONE],
    },
    t: {
      'nl-BE': doc(
        'solar-transparant-blauw',
        'Solar transparant blauw',
        'Onze zuinigste lamel: een transparante bovenzijde en een donkere onderlaag die zonnewarmte opvangt en aan het water afgeeft.',
        '<p>De solarlamel is opgebouwd uit twee lagen. Langs boven laat transparant blauw polycarbonaat het zonlicht door; daaronder zet een donkerblauwe absorptielaag dat licht om in warmte, precies op de plek waar de lamel het water raakt. Zo wordt zonne-energie efficiënter benut dan met een gewone transparante lamel.</p><h2>Goed om te weten</h2><ul><li>Bij zonnig weer kan de watertemperatuur enkele graden hoger liggen dan met een opake afdekking</li><li>De donkere onderlaag houdt meer licht tegen, wat algengroei beperkt</li><li>Vormt een goede aanvulling op een warmtepomp, die daardoor minder vaak moet draaien</li></ul><p>Hoeveel u precies bespaart, hangt af van de ligging, de wind en hoe vaak de afdekking dicht is. In ons artikel over <a href="/blog">energiebesparing</a> leest u waar u rekening mee moet houden.</p>',
      ),
      'en-US': doc(
        'solar-transparent-blue',
        'Solar transparent blue',
        'Our most efficient slat: a transparent top and a dark underside that captures solar heat and passes it to the water.',
        '<p>The solar slat is built from two layers. On top, transparent blue polycarbonate lets the sunlight through; underneath, a dark blue absorber layer turns that light into heat exactly where the slat touches the water. This uses solar energy more efficiently than a standard transparent slat.</p><h2>Good to know</h2><ul><li>In sunny weather the water can be a few degrees warmer than under an opaque cover</li><li>The dark underside blocks more light, which limits algae growth</li><li>A good complement to a heat pump, which then needs to run less often</li></ul><p>How much you save depends on the pool’s orientation, wind exposure and how often the cover is closed. Our article on <a href="/blog">energy saving</a> explains what to take into account.</p>',
      ),
      'fr-FR': doc(
        'bleu-transparent-solaire',
        'Bleu transparent solaire',
        'Notre lame la plus performante : une face supérieure transparente et une sous-couche foncée qui capte la chaleur du soleil et la transmet à l’eau.',
        '<p>La lame solaire se compose de deux couches. Sur le dessus, un polycarbonate bleu transparent laisse passer la lumière ; en dessous, une couche absorbante bleu foncé la transforme en chaleur, précisément là où la lame touche l’eau. L’énergie solaire est ainsi mieux exploitée qu’avec une lame transparente classique.</p><h2>Bon à savoir</h2><ul><li>Par temps ensoleillé, l’eau peut gagner quelques degrés par rapport à un volet opaque</li><li>La sous-couche foncée arrête davantage la lumière, ce qui limite les algues</li><li>Un bon complément à une pompe à chaleur, qui fonctionne alors moins souvent</li></ul><p>L’économie réelle dépend de l’orientation, du vent et de la fréquence à laquelle le volet est fermé. Notre article sur les <a href="/blog">économies d’énergie</a> vous indique les points à prendre en compte.</p>',
      ),
      'de-DE': doc(
        'solar-transparent-blau',
        'Solar Transparent-Blau',
        'Unsere effizienteste Lamelle: eine transparente Oberseite und eine dunkle Unterschicht, die Sonnenwärme aufnimmt und an das Wasser abgibt.',
        '<p>Die Solarlamelle besteht aus zwei Schichten. Oben lässt transparent-blaues Polycarbonat das Sonnenlicht durch; darunter wandelt eine dunkelblaue Absorberschicht das Licht in Wärme um – genau dort, wo die Lamelle auf dem Wasser aufliegt. So wird die Sonnenenergie besser genutzt als mit einer herkömmlichen transparenten Lamelle.</p><h2>Gut zu wissen</h2><ul><li>Bei Sonnenschein kann das Wasser einige Grad wärmer sein als unter einer blickdichten Abdeckung</li><li>Die dunkle Unterschicht hält mehr Licht ab und begrenzt so das Algenwachstum</li><li>Eine gute Ergänzung zur Wärmepumpe, die dann seltener laufen muss</li></ul><p>Wie viel Sie tatsächlich sparen, hängt von Ausrichtung, Wind und davon ab, wie oft die Abdeckung geschlossen ist. Unser Beitrag zum <a href="/blog">Energiesparen</a> zeigt, worauf es ankommt.</p>',
      ),
      'es-ES': doc(
        'azul-transparente-solar',
        'Azul transparente solar',
        'Nuestra lama más eficiente: una cara superior transparente y una capa inferior oscura que capta el calor del sol y lo cede al agua.',
        '<p>La lama solar tiene dos capas. Arriba, un policarbonato azul transparente deja pasar la luz; debajo, una capa absorbente azul oscuro la convierte en calor justo donde la lama toca el agua. Así se aprovecha la energía solar mejor que con una lama transparente convencional.</p><h2>Conviene saber</h2><ul><li>Con sol, el agua puede estar unos grados más caliente que bajo una cubierta opaca</li><li>La capa inferior oscura frena más la luz, lo que limita la aparición de algas</li><li>Un buen complemento para una bomba de calor, que así funciona menos</li></ul><p>El ahorro real depende de la orientación, del viento y de cuántas horas permanece cerrada la cubierta. En nuestro artículo sobre <a href="/blog">ahorro energético</a> le explicamos qué tener en cuenta.</p>',
      ),
    },
  },
]
