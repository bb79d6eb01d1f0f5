/**
 * The Data Studio in Dutch (Belgian usage: realisatie, aanvaarden, verwittigen). Names by the
 * keys of en.ts; notes, choice labels and folders by the English the schema description writes.
 */
import type { StudioCatalogue } from './en.ts'

export const nl: StudioCatalogue = {
  collections: {
    pages: { translation: 'Pagina’s', singular: 'Pagina', plural: 'Pagina’s' },
    posts: { translation: 'Blogberichten', singular: 'Blogbericht', plural: 'Blogberichten' },
    covers: {
      translation: 'Zwembadafdekkingen',
      singular: 'Zwembadafdekking',
      plural: 'Zwembadafdekkingen',
    },
    pools: { translation: 'Zwembaden', singular: 'Zwembad', plural: 'Zwembaden' },
    projects: { translation: 'Realisaties', singular: 'Realisatie', plural: 'Realisaties' },
    faq_categories: {
      translation: 'FAQ-rubrieken',
      singular: 'FAQ-rubriek',
      plural: 'FAQ-rubrieken',
    },
    faq_items: { translation: 'FAQ-vragen', singular: 'FAQ-vraag', plural: 'FAQ-vragen' },
    dealers: { translation: 'Dealers', singular: 'Dealer', plural: 'Dealers' },
    quote_requests: {
      translation: 'Offerteaanvragen',
      singular: 'Offerteaanvraag',
      plural: 'Offerteaanvragen',
    },
    lead_events: {
      translation: 'Historiek van aanvragen',
      singular: 'Historiekregel',
      plural: 'Historiekregels',
    },
    redirects: {
      translation: 'Doorverwijzingen',
      singular: 'Doorverwijzing',
      plural: 'Doorverwijzingen',
    },
    dealer_scores: {
      translation: 'Dealercijfers',
      singular: 'Cijfers van een dealer',
      plural: 'Dealercijfers',
    },
    global_settings: { translation: 'Algemene instellingen' },
    page_not_found: { translation: 'Pagina niet gevonden' },
    seo: { translation: 'SEO', singular: 'SEO-fiche', plural: 'SEO-fiches' },
    nav_links: { translation: 'Menulinks', singular: 'Menulink', plural: 'Menulinks' },
    main_nav_groups: {
      translation: 'Groepen hoofdmenu',
      singular: 'Groep hoofdmenu',
      plural: 'Groepen hoofdmenu',
    },
    main_nav_group_items: {
      translation: 'Items hoofdmenu',
      singular: 'Item hoofdmenu',
      plural: 'Items hoofdmenu',
    },
    mobile_nav_groups: {
      translation: 'Groepen mobiel menu',
      singular: 'Groep mobiel menu',
      plural: 'Groepen mobiel menu',
    },
    footer_link_groups: {
      translation: 'Kolommen voettekst',
      singular: 'Kolom voettekst',
      plural: 'Kolommen voettekst',
    },
    footer_links: {
      translation: 'Links voettekst',
      singular: 'Link voettekst',
      plural: 'Links voettekst',
    },
    languages: { translation: 'Talen', singular: 'Taal', plural: 'Talen' },
    block_at_any_time: {
      translation: 'Op elk moment',
      singular: 'Op elk moment',
      plural: 'Op elk moment',
    },
    block_cta: {
      translation: 'Oproep tot actie',
      singular: 'Oproep tot actie',
      plural: 'Oproepen tot actie',
    },
    block_faq: { translation: 'FAQ', singular: 'FAQ', plural: 'FAQ' },
    block_get_inspired: {
      translation: 'Laat je inspireren',
      singular: 'Laat je inspireren',
      plural: 'Laat je inspireren',
    },
    block_hero: {
      translation: 'Openingsbeeld',
      singular: 'Openingsbeeld',
      plural: 'Openingsbeelden',
    },
    block_image_collection: {
      translation: 'Fotoraster',
      singular: 'Fotoraster',
      plural: 'Fotorasters',
    },
    block_pool_animation: {
      translation: 'Zwembadanimatie',
      singular: 'Zwembadanimatie',
      plural: 'Zwembadanimaties',
    },
    block_pool_navigation: {
      translation: 'Zwembadnavigatie',
      singular: 'Zwembadnavigatie',
      plural: 'Zwembadnavigaties',
    },
    block_pool_navigation_entries: {
      translation: 'Kaarten zwembadnavigatie',
      singular: 'Kaart zwembadnavigatie',
      plural: 'Kaarten zwembadnavigatie',
    },
    block_project_stats: {
      translation: 'Kerncijfers',
      singular: 'Kerncijfers',
      plural: 'Kerncijfers',
    },
    block_project_stats_figures: {
      translation: 'Cijfers van een blok',
      singular: 'Cijfer',
      plural: 'Cijfers',
    },
    block_quote_carousel: {
      translation: 'Klantgetuigenissen',
      singular: 'Klantgetuigenissen',
      plural: 'Klantgetuigenissen',
    },
    block_quote_carousel_quotes: {
      translation: 'Getuigenissen',
      singular: 'Getuigenis',
      plural: 'Getuigenissen',
    },
    block_rich_text: { translation: 'Tekst', singular: 'Tekst', plural: 'Tekst' },
    block_vertical_slider: {
      translation: 'Verticale slider',
      singular: 'Verticale slider',
      plural: 'Verticale sliders',
    },
    block_vertical_slider_slides: { translation: 'Dia’s', singular: 'Dia', plural: 'Dia’s' },
  },
  fields: {
    accept_by: 'Aanvaarden tegen',
    accept_hours: 'Uren tot aanvaarding',
    accept_working_days: 'Werkdagen om te aanvaarden',
    acceptance_rate: 'Aanvaardingsgraad (%)',
    accepted: 'Aanvaard',
    accepted_at: 'Aanvaard op',
    action: 'Actie',
    address: 'Adres',
    anonymised_at: 'Geanonimiseerd op',
    answer: 'Antwoord',
    appointment_at: 'Afspraak',
    author: 'Auteur',
    available_stairs: 'Trappen in de configurator',
    banner_active: 'Promobanner tonen',
    banner_page: 'Pagina van de banner',
    banner_publish_at: 'Banner tonen vanaf',
    banner_text: 'Tekst van de banner',
    banner_unpublish_at: 'Banner verbergen vanaf',
    banner_url: 'URL van de banner',
    block_preview: 'Voorbeeld',
    blocks: 'Blokken',
    body: 'Tekst',
    brand: 'Merk',
    button_label: 'Tekst van de knop',
    button_url: 'Link van de knop',
    caption: 'Bijschrift',
    categories: 'Rubrieken',
    category: 'Rubriek',
    code: 'Code',
    'redirects.code': 'Soort',
    color: 'Kleur',
    consent: 'Toestemming',
    consent_version: 'Versie van de privacyverklaring',
    construction: 'Constructie',
    copyright: 'Copyright',
    count: 'Aantal realisaties',
    country: 'Land',
    cover_integration: 'Geïntegreerde afdekking',
    cover_type: 'Type afdekking',
    cta_label: 'Tekst van de knop',
    cta_url: 'Link van de knop',
    date_completed: 'Afgewerkt op',
    date_created: 'Ontvangen',
    'lead_events.date_created': 'Wanneer',
    date_published: 'Gepubliceerd op',
    date_updated: 'Laatst bewaard',
    dealer: 'Dealer',
    dealer_note: 'Notities van de dealer',
    decline_reason: 'Reden van weigering',
    depth: 'Diepte',
    description: 'Beschrijving',
    detail: 'Detail',
    email: 'E-mail',
    entries: 'Kaarten',
    external: 'Opent in een nieuw tabblad',
    figures: 'Cijfers',
    footer_links: 'Links voettekst',
    gallery: 'Galerij',
    heading: 'Titel',
    headline: 'Kop',
    history: 'Historiek',
    hits: 'Bezoeken',
    home_cta: 'Knop naar de startpagina',
    home_page: 'Startpagina',
    icon: 'Pictogram',
    image: 'Afbeelding',
    image_alt: 'Alternatieve tekst',
    images: 'Afbeeldingen',
    items: 'Links',
    'faq_categories.items': 'Vragen',
    kind: 'Soort aanvraag',
    label: 'Label',
    language: 'Taal',
    languages_code: 'Taal',
    languages_spoken: 'Gesproken talen',
    last_hit: 'Laatste bezoek',
    latitude: 'Breedtegraad',
    lead: 'Offerteaanvraag',
    lead_email: 'E-mail voor aanvragen',
    length: 'Lengte',
    link_label: 'Tekst van de link',
    link_url: 'Link',
    links: 'Links',
    locale: 'Taal van de site',
    longitude: 'Lengtegraad',
    lost: 'Verloren',
    main_nav_left: 'Hoofdmenu, links',
    main_nav_right: 'Hoofdmenu, rechts',
    max_length: 'Grootste lengte',
    max_width: 'Grootste breedte',
    median_hours_to_accept: 'Mediaan uren tot aanvaarding',
    message: 'Bericht',
    min_length: 'Kleinste lengte',
    min_width: 'Kleinste breedte',
    mobile_nav: 'Mobiel menu',
    municipality: 'Gemeente',
    name: 'Naam',
    no_follow: 'Zoekmachines volgen de links niet',
    no_index: 'Verborgen voor zoekmachines',
    offered: 'Aangeboden',
    offered_dealers: 'Aangeboden aan dealers',
    office_answer_working_days: 'Werkdagen om te antwoorden (kantoor)',
    office_language: 'Taal van het kantoor',
    opening_hours: 'Openingsuren',
    origin: 'Gemaakt door',
    page: 'Pagina',
    past_promise: 'Over de belofte',
    paused_until: 'Gepauzeerd tot',
    phone: 'Telefoon',
    place: 'Plaats',
    pool: 'Zwembad',
    pool_built: 'Zwembad al gebouwd',
    postal_code: 'Postcode',
    privacy_page: 'Privacyverklaring',
    publish_at: 'Publiceren op',
    question: 'Vraag',
    quote: 'Getuigenis',
    quote_email: 'E-mail voor offerteaanvragen',
    quote_retention_months: 'Offerteaanvragen bewaren (maanden)',
    quotes: 'Getuigenissen',
    region: 'Regio',
    reminded_at: 'Herinnerd op',
    rerouted_at: 'Doorgestuurd op',
    rerouted_away: 'Doorgestuurd naar anderen',
    safety_rim: 'Veiligheidsrand',
    seo: 'SEO',
    slides: 'Dia’s',
    slug: 'Slug',
    source: 'Oud pad',
    stair: 'Trap',
    stairs: 'Trap',
    standing_ledge: 'Staanrand',
    statement: 'Slogan',
    status: 'Status',
    'lead_events.status': 'Nieuwe status',
    status_changed_at: 'Status gewijzigd op',
    status_changed_by: 'Status gewijzigd door',
    submission_id: 'Verzendings-id',
    suffix: 'Na het getal',
    summary: 'Samenvatting',
    tagline: 'Slogan',
    target: 'Leidt naar',
    terms_page: 'Pagina met de voorwaarden',
    text: 'Tekst',
    title: 'Titel',
    top_nav_left: 'Bovenbalk, links',
    top_nav_right: 'Bovenbalk, rechts',
    translations: 'Vertalingen',
    unpublish_at: 'Archiveren op',
    updated_at: 'Berekend op',
    url: 'URL',
    user: 'Gebruiker',
    value: 'Getal',
    variant: 'Opmaak',
    video: 'Video',
    volume: 'Volume',
    website: 'Website',
    width: 'Breedte',
    won: 'Gewonnen',
  },
  folders: {
    'Navigation & SEO': 'Navigatie & SEO',
    'Page blocks': 'Paginablokken',
  },
  notices: {
    'How this block looks on the site': 'Hoe dit blok eruitziet op de site',
    'How this block looks on the site, with example content.':
      'Hoe dit blok eruitziet op de site, met voorbeeldinhoud.',
  },
  choices: {
    Yes: 'Ja',
    No: 'Nee',
    Status: 'Status',
    Note: 'Notitie',
    Appointment: 'Afspraak',
    Rerouted: 'Doorgestuurd',
    Mail: 'E-mail',
    '301 moved for good': '301 definitief verhuisd',
    '302 moved for now': '302 tijdelijk verhuisd',
    '410 gone': '410 verdwenen',
    'An editor': 'Een redacteur',
    'The CMS': 'Het CMS',
    'Picture with the text over it': 'Afbeelding met de tekst erover',
    'Picture beside the text': 'Afbeelding naast de tekst',
    'Background video': 'Video op de achtergrond',
    Construction: 'Constructie',
    Controls: 'Bediening',
    Energy: 'Energie',
    Safety: 'Veiligheid',
  },
  notes: {
    'Path without language prefix; may contain "/", e.g. about/our-story. Unique per language.':
      'Pad zonder taalvoorvoegsel; mag "/" bevatten, bv. about/our-story. Uniek per taal.',
    'Publishes this page at that minute (Brussels time, checked every minute). Cleared once done.':
      'Publiceert deze pagina op die minuut (Brusselse tijd, elke minuut nagekeken). Wordt daarna leeggemaakt.',
    'Archives this page at that minute: its address then answers “gone” (410). Cleared once done.':
      'Archiveert deze pagina op die minuut: haar adres antwoordt dan “verdwenen” (410). Wordt daarna leeggemaakt.',
    'Pages built from blocks; the home and terms pages are chosen in Global Settings.':
      'Pagina’s opgebouwd uit blokken; de startpagina en de pagina met de voorwaarden kiest u in Algemene instellingen.',
    'Unique per language; used in the URL.': 'Uniek per taal; staat in de URL.',
    'Publishes this post at that minute (Brussels time, checked every minute). Cleared once done.':
      'Publiceert dit bericht op die minuut (Brusselse tijd, elke minuut nagekeken). Wordt daarna leeggemaakt.',
    'Archives this post at that minute: its address then answers “gone” (410). Cleared once done.':
      'Archiveert dit bericht op die minuut: zijn adres antwoordt dan “verdwenen” (410). Wordt daarna leeggemaakt.',
    'Blog articles, newest first on the blog.': 'Blogartikels, de nieuwste eerst op de blog.',
    'Slatted pool covers: one page each under Covers.':
      'Lamellenafdekkingen voor zwembaden: elk een eigen pagina onder Afdekkingen.',
    m: 'm',
    'm³': 'm³',
    'm. The shortest length visitors can choose in the configurator. Without both lengths and both widths the pool is not offered there.':
      'm. De kleinste lengte die bezoekers in de configurator kunnen kiezen. Zonder beide lengtes en beide breedtes wordt het zwembad daar niet aangeboden.',
    'm. The longest length in the configurator.': 'm. De grootste lengte in de configurator.',
    'm. The narrowest width in the configurator.': 'm. De kleinste breedte in de configurator.',
    'm. The widest width in the configurator.': 'm. De grootste breedte in de configurator.',
    'The stairs visitors can choose for this pool in the configurator. The pool’s own stair above is its default and always offered.':
      'De trappen die bezoekers voor dit zwembad in de configurator kunnen kiezen. De eigen trap van het zwembad hierboven is de standaardkeuze en wordt altijd aangeboden.',
    'Swimming pools the covers fit, with their dimensions, and the pool lines of the configurator with the dimensions and stairs visitors can choose.':
      'Zwembaden waarop de afdekkingen passen, met hun afmetingen, en de zwembadlijnen van de configurator met de afmetingen en trappen die bezoekers kunnen kiezen.',
    'Shown under the picture and in the lightbox, and read out by screen readers; a short sentence saying what the picture shows.':
      'Staat onder de foto en in de lightbox, en wordt voorgelezen door schermlezers; een korte zin over wat er op de foto staat.',
    'More pictures of the project, in the order they appear below its story; a click opens each one large. Open a picture to write its caption in each language, below the file’s details: it names the picture for screen readers too. The file’s title is never shown on the site. Leave empty for no gallery.':
      'Meer foto’s van de realisatie, in de volgorde waarin ze onder het verhaal verschijnen; een klik opent ze groot. Open een foto om onder de bestandsgegevens het bijschrift in elke taal te schrijven: het benoemt de foto ook voor schermlezers. De titel van het bestand verschijnt nooit op de site. Laat leeg voor geen galerij.',
    'Publishes this project at that minute (Brussels time, checked every minute). Cleared once done.':
      'Publiceert deze realisatie op die minuut (Brusselse tijd, elke minuut nagekeken). Wordt daarna leeggemaakt.',
    'Archives this project at that minute: its address then answers “gone” (410). Cleared once done.':
      'Archiveert deze realisatie op die minuut: haar adres antwoordt dan “verdwenen” (410). Wordt daarna leeggemaakt.',
    'Realisations: pools and covers dealers built, filterable by colour, cover type, pool and stair.':
      'Realisaties: zwembaden en afdekkingen die dealers bouwden, te filteren op kleur, type afdekking, zwembad en trap.',
    'Groups of questions on the FAQ page.': 'Groepen vragen op de FAQ-pagina.',
    'One question and its answer, in a category.': 'Eén vraag met haar antwoord, in een rubriek.',
    'The language of the e-mails this dealer receives: new appointment requests and reminders.':
      'De taal van de e-mails die deze dealer krijgt: nieuwe afspraakaanvragen en herinneringen.',
    'No new or passed-on requests before this day (holidays, a full agenda); empty: not paused.':
      'Geen nieuwe of doorgestuurde aanvragen vóór deze dag (vakantie, een volle agenda); leeg: niet gepauzeerd.',
    'Where the mails of requests go; empty: the e-mail address above.':
      'Waar de mails van aanvragen naartoe gaan; leeg: het e-mailadres hierboven.',
    'The languages the dealer’s staff speak with visitors.':
      'De talen die de medewerkers van de dealer met bezoekers spreken.',
    'As the dealer writes them, e.g. Mon–Fri 9:00–18:00.':
      'Zoals de dealer ze schrijft, bv. ma–vr 9.00–18.00 uur.',
    'One per form the site renders: a request the site sends twice (after an outage) is stored once.':
      'Eén per formulier dat de site toont: een aanvraag die de site twee keer verstuurt (na een storing), wordt één keer bewaard.',
    'The visitor’s answer to “Is your pool already built?”.':
      'Het antwoord van de bezoeker op “Is uw zwembad al gebouwd?”.',
    'Street and house number, as the visitor entered it.':
      'Straat en huisnummer, zoals de bezoeker ze invulde.',
    'The country the visitor asks from, as the site knows it from the address.':
      'Het land van waaruit de bezoeker aanvraagt, zoals de site het uit het adres afleidt.',
    'Province or state, as the site derives it from the postal code; may be empty.':
      'Provincie of deelstaat, zoals de site ze uit de postcode afleidt; kan leeg zijn.',
    'How far the dealer or the office got. Each change records who made it and when.':
      'Hoe ver de dealer of het kantoor staat. Bij elke wijziging wordt bijgehouden wie ze deed en wanneer.',
    'When the status last changed; written by the CMS.':
      'Wanneer de status laatst wijzigde; ingevuld door het CMS.',
    'Who last changed the status; written by the CMS.':
      'Wie de status laatst wijzigde; ingevuld door het CMS.',
    'When the dealer was reminded of this request, which was still new. Empty it to have the reminder sent again.':
      'Wanneer de dealer aan deze aanvraag herinnerd werd, toen ze nog nieuw was. Maak het leeg om de herinnering opnieuw te laten versturen.',
    'The dealer’s own notes on the follow-up: calls, visits, what was agreed. Not sent to the visitor.':
      'De eigen notities van de dealer over de opvolging: telefoons, bezoeken, wat afgesproken werd. Gaat niet naar de bezoeker.',
    'The version of the privacy notice the visitor accepted with the consent box; written by the site.':
      'De versie van de privacyverklaring die de bezoeker met het toestemmingsvakje aanvaardde; ingevuld door de site.',
    'When the visitor’s details were removed: after Global Settings › Keep quote requests, or at the visitor’s request. The rest stays for statistics.':
      'Wanneer de gegevens van de bezoeker verwijderd werden: na Algemene instellingen › Offerteaanvragen bewaren, of op vraag van de bezoeker. De rest blijft voor de statistieken.',
    'When the dealer first accepted the request; written by the CMS.':
      'Wanneer de dealer de aanvraag voor het eerst aanvaardde; ingevuld door het CMS.',
    'Hours from the request to its first acceptance, for the dashboard; written by the CMS.':
      'Uren van de aanvraag tot de eerste aanvaarding, voor het dashboard; ingevuld door het CMS.',
    'When the dealer meets the visitor, as the dealer recorded it.':
      'Wanneer de dealer de bezoeker ontmoet, zoals de dealer het noteerde.',
    'Why the dealer declined the request: required with the status Declined. The dealer’s words, not the visitor’s.':
      'Waarom de dealer de aanvraag weigerde: verplicht bij de status Geweigerd. De woorden van de dealer, niet die van de bezoeker.',
    'Every change of the status, note or appointment: who and when. Written by the CMS.':
      'Elke wijziging van de status, de notities of de afspraak: wie en wanneer. Ingevuld door het CMS.',
    'The promise to the visitor: by when the dealer accepts (or the office answers) the request. Written by the CMS; past it a new request goes to the next nearest dealer.':
      'De belofte aan de bezoeker: tegen wanneer de dealer de aanvraag aanvaardt (of het kantoor antwoordt). Ingevuld door het CMS; daarna gaat een nieuwe aanvraag naar de volgende dichtstbijzijnde dealer.',
    'When the request last passed to another dealer (or the office) because it was not accepted in time.':
      'Wanneer de aanvraag laatst naar een andere dealer (of het kantoor) ging omdat ze niet op tijd aanvaard werd.',
    'Of the visitor’s place, as the site found it.':
      'Van de woonplaats van de bezoeker, zoals de site ze vond.',
    'The ids of the dealers this request was offered to, in turn; written by the CMS.':
      'De id’s van de dealers aan wie deze aanvraag na elkaar aangeboden werd; ingevuld door het CMS.',
    'Requests from the site’s quote form. Dealers see the ones addressed to them and record how they follow them up.':
      'Aanvragen uit het offerteformulier van de site. Dealers zien de aanvragen voor hen en noteren hoe ze die opvolgen.',
    'Who made the change; empty for the CMS itself.':
      'Wie de wijziging deed; leeg als het CMS ze zelf deed.',
    'The new status, for a change of status.': 'De nieuwe status, bij een wijziging van de status.',
    'The decline reason of a decline, or the appointment’s time (ISO 8601) of an appointment.':
      'De reden van een weigering, of het tijdstip (ISO 8601) van een afspraak.',
    'The history of each quote request: one row per change of its status, note or appointment, written by the CMS after the save. Nobody edits it.':
      'De historiek van elke offerteaanvraag: één regel per wijziging van de status, de notities of de afspraak, na het bewaren ingevuld door het CMS. Niemand past ze aan.',
    'The old path, with its language, e.g. /fr/volets-solaires. Written without a trailing slash.':
      'Het oude pad, met zijn taal, bv. /fr/volets-solaires. Zonder schuine streep op het einde.',
    'Where it leads now: a path of the site (/fr/couvertures) or an https:// address. Empty for a page that is gone (410).':
      'Waar het nu naartoe leidt: een pad van de site (/fr/couvertures) of een https://-adres. Leeg voor een pagina die verdwenen is (410).',
    'Who made it.': 'Wie ze maakte.',
    'Visits it led on, counted by the site.': 'Bezoeken die ze doorstuurde, geteld door de site.',
    'Old addresses that lead on: a page’s slug changed in one language, or it is gone. The CMS adds one when a published page, post, cover, project or pool changes its slug or goes; add your own, or import a list (CSV: source, target, code) from an old site.':
      'Oude adressen die doorverwijzen: de slug van een pagina veranderde in een taal, of de pagina is weg. Het CMS voegt er een toe wanneer een gepubliceerde pagina, blogbericht, afdekking, realisatie of zwembad van slug verandert of verdwijnt; voeg zelf doorverwijzingen toe of importeer een lijst (CSV: source, target, code) van een oude site.',
    'When these figures were worked out.': 'Wanneer deze cijfers berekend werden.',
    'Appointment requests offered to the dealer, a re-routed one included.':
      'Afspraakaanvragen aangeboden aan de dealer, doorgestuurde inbegrepen.',
    'Of those, the ones the dealer accepted.': 'Daarvan de aanvragen die de dealer aanvaardde.',
    'Accepted, in percent of offered.': 'Aanvaard, in procent van aangeboden.',
    'Half of the dealer’s acceptances came within this many hours of the request.':
      'De helft van de aanvaardingen van de dealer kwam binnen zoveel uren na de aanvraag.',
    'Requests still new with the dealer after the promised time (they are passed on at the next run).':
      'Aanvragen die na de beloofde tijd nog nieuw zijn bij de dealer (ze worden bij de volgende ronde doorgestuurd).',
    'Requests passed on to another dealer because this one did not accept in time.':
      'Aanvragen doorgestuurd naar een andere dealer omdat deze ze niet op tijd aanvaardde.',
    'How each dealer answers their leads, worked out by the CMS every ten minutes from the appointment requests (with the lead routing). Nobody edits it: a change is overwritten at the next run.':
      'Hoe elke dealer zijn aanvragen beantwoordt, om de tien minuten door het CMS berekend uit de afspraakaanvragen (samen met de verdeling van de aanvragen). Niemand past dit aan: een wijziging wordt bij de volgende ronde overschreven.',
    'The promo banner, one short sentence; shown while the banner is active.':
      'De promobanner, één korte zin; getoond zolang de banner aan staat.',
    'Default title, description and share image.':
      'Standaardtitel, -beschrijving en -deelafbeelding.',
    'Of the dealer network, in international format, e.g. +32 50 44 18 20: the contact point search engines get.':
      'Van het dealernetwerk, in internationaal formaat, bv. +32 50 44 18 20: het contactpunt dat zoekmachines krijgen.',
    'Of the dealer network: the contact point search engines get.':
      'Van het dealernetwerk: het contactpunt dat zoekmachines krijgen.',
    'Shows the promo banner on every page; its text is under Translations.':
      'Toont de promobanner op elke pagina; de tekst staat onder Vertalingen.',
    'Where the banner’s “more information” leads.':
      'Waar “meer informatie” van de banner naartoe leidt.',
    'Instead of a page: a path without language prefix, e.g. /covers, or an https:// URL.':
      'In plaats van een pagina: een pad zonder taalvoorvoegsel, bv. /covers, of een https://-URL.',
    'Shows the banner from that minute (Brussels time, checked every minute). Cleared once done.':
      'Toont de banner vanaf die minuut (Brusselse tijd, elke minuut nagekeken). Wordt daarna leeggemaakt.',
    'Hides the banner from that minute: a spring offer ends on its own. Cleared once done.':
      'Verbergt de banner vanaf die minuut: een lenteactie eindigt vanzelf. Wordt daarna leeggemaakt.',
    'Where every quote request from the site is sent (the visitor gets a confirmation, the chosen dealer a copy). Empty: the e-mail address above.':
      'Waar elke offerteaanvraag van de site naartoe gaat (de bezoeker krijgt een bevestiging, de gekozen dealer een kopie). Leeg: het e-mailadres hierboven.',
    'The language of the e-mails the office receives: new quote requests and the copies of reminders to dealers.':
      'De taal van de e-mails die het kantoor krijgt: nieuwe offerteaanvragen en de kopieën van herinneringen aan dealers.',
    'The promise to visitors: a dealer accepts an appointment request within this many working days (Monday to Friday, Belgian public holidays excepted) and contacts the visitor the working day after. The site tells the visitor the date.':
      'De belofte aan bezoekers: een dealer aanvaardt een afspraakaanvraag binnen zoveel werkdagen (maandag tot vrijdag, Belgische feestdagen niet meegerekend) en neemt de werkdag daarna contact op met de bezoeker. De site zegt de bezoeker de datum.',
    'The promise for requests of a quote by e-mail, which the office answers: within this many working days. The site tells the visitor the date.':
      'De belofte voor aanvragen van een offerte per e-mail, die het kantoor beantwoordt: binnen zoveel werkdagen. De site zegt de bezoeker de datum.',
    'The privacy notice: always at /privacy after the language, e.g. /fr/privacy, linked from the footer and the quote form.':
      'De privacyverklaring: altijd op /privacy na de taal, bv. /fr/privacy, gelinkt vanuit de voettekst en het offerteformulier.',
    'Keep quote requests (months): after this, a nightly flow removes the visitor’s name, address, phone, e-mail and free text; the rest stays for statistics. The privacy notice promises 24.':
      'Offerteaanvragen bewaren (maanden): daarna verwijdert een nachtelijke flow naam, adres, telefoon, e-mail en vrije tekst van de bezoeker; de rest blijft voor de statistieken. De privacyverklaring belooft 24.',
    'Shown when the page is shared (Open Graph), best 1200 × 630; without one, the image of the global settings’ SEO.':
      'Getoond wanneer de pagina gedeeld wordt (Open Graph), liefst 1200 × 630; zonder afbeelding die van de SEO in de algemene instellingen.',
    'A page of this site: the link follows its slug in every language.':
      'Een pagina van deze site: de link volgt haar slug in elke taal.',
    'An internal path without language prefix, e.g. /covers, or an absolute https:// URL; leave empty when a page is chosen.':
      'Een intern pad zonder taalvoorvoegsel, bv. /covers, of een absolute https://-URL; laat leeg wanneer een pagina gekozen is.',
    'One sentence, shown very large; keep the words “at any time” in it.':
      'Eén zin, heel groot getoond; houd de woorden “op elk moment” erin.',
    'One or two sentences under the statement.': 'Eén of twee zinnen onder de slogan.',
    'The link’s text; without it there is no link.':
      'De tekst van de link; zonder tekst geen link.',
    'Where the link leads: a path without language prefix, e.g. /covers, or an https:// URL.':
      'Waar de link naartoe leidt: een pad zonder taalvoorvoegsel, bv. /covers, of een https://-URL.',
    'The home page’s promise in very large type, e.g. “Covered at any time: one turn of the key and your pool is closed”, with an optional short text and link.':
      'De belofte van de startpagina in heel grote letters, bv. “Op elk moment afgedekt: één draai aan de sleutel en uw zwembad is dicht”, met eventueel een korte tekst en een link.',
    'A call to action: a title, a line of text and one button to another page.':
      'Een oproep tot actie: een titel, een regel tekst en één knop naar een andere pagina.',
    'Leave empty for all categories. Questions are edited under FAQ categories.':
      'Laat leeg voor alle rubrieken. De vragen past u aan onder FAQ-rubrieken.',
    'A heading and the questions of the FAQ categories you pick, one accordion per category. Pick none to show every category.':
      'Een titel en de vragen van de FAQ-rubrieken die u kiest, één accordeon per rubriek. Kies er geen om alle rubrieken te tonen.',
    'E.g. “All projects”; without it there is no link.':
      'Bv. “Alle realisaties”; zonder tekst geen link.',
    'How many projects to show, 1 to 12; 3 when empty.':
      'Hoeveel realisaties er getoond worden, 1 tot 12; 3 als het leeg is.',
    'Where the link leads, usually /projects.': 'Waar de link naartoe leidt, meestal /projects.',
    'A heading and text with the latest published projects as cards, newest first, and a link to all projects.':
      'Een titel en tekst met de laatst gepubliceerde realisaties als kaarten, de nieuwste eerst, en een link naar alle realisaties.',
    'A few words: it is the largest text of the page.':
      'Enkele woorden: het is de grootste tekst van de pagina.',
    'One or two sentences under the headline.': 'Eén of twee zinnen onder de kop.',
    'The button’s text; without it there is no button.':
      'De tekst van de knop; zonder tekst geen knop.',
    'How the picture and the text share the band. Beside the text, the picture goes above it on phones.':
      'Hoe de afbeelding en de tekst de band delen. Naast de tekst komt de afbeelding op gsm’s erboven.',
    'A wide photo, at least 1600 pixels wide. It sets the mood and is not described to screen readers, so put what matters in the headline and text. With a video, it is the still shown before the video plays and to visitors who prefer less motion.':
      'Een brede foto, minstens 1600 pixels breed. Ze zet de sfeer en wordt niet beschreven voor schermlezers: zet wat belangrijk is dus in de kop en de tekst. Met een video is het het stilstaande beeld vóór de video start en voor bezoekers die minder beweging willen.',
    'Only for the background video: a short MP4 or WebM loop without sound, at most a few megabytes. Without one, the picture is shown.':
      'Alleen voor de video op de achtergrond: een korte MP4- of WebM-lus zonder geluid, hoogstens enkele megabytes. Zonder video wordt de afbeelding getoond.',
    'Where the button leads: a path without language prefix, e.g. /covers, or an https:// URL.':
      'Waar de knop naartoe leidt: een pad zonder taalvoorvoegsel, bv. /covers, of een https://-URL.',
    'A large band with a headline, a short text and a button. Put one at the top of a page: its picture (or video) sets the mood of the whole page.':
      'Een grote band met een kop, een korte tekst en een knop. Zet er een bovenaan een pagina: de afbeelding (of video) zet de sfeer van de hele pagina.',
    'In the order they appear. Open a picture to write its caption in each language, below the file’s details: it names the picture for screen readers too. The file’s title is never shown on the site.':
      'In de volgorde waarin ze verschijnen. Open een foto om onder de bestandsgegevens het bijschrift in elke taal te schrijven: het benoemt de foto ook voor schermlezers. De titel van het bestand verschijnt nooit op de site.',
    'A heading and a grid of pictures; a click opens each one large in a lightbox with its caption and previous/next buttons. Each picture has a caption per language; without one, it is shown without caption and named by its number.':
      'Een titel en een raster van foto’s; een klik opent elke foto groot in een lightbox met het bijschrift en knoppen vorige/volgende. Elke foto heeft een bijschrift per taal; zonder bijschrift wordt ze zonder getoond en met haar nummer benoemd.',
    'Two or three sentences beside the drawing.': 'Twee of drie zinnen naast de tekening.',
    'The colour of the slats in the drawing.': 'De kleur van de lamellen in de tekening.',
    'A drawing of a pool whose slatted cover rolls open and closed, in the colour chosen here, with a heading and text beside it. Visitors who prefer less motion see it half closed, standing still.':
      'Een tekening van een zwembad waarvan de lamellenafdekking open- en dichtrolt, in de kleur die u hier kiest, met een titel en tekst ernaast. Bezoekers die minder beweging willen, zien ze stilstaan, half dicht.',
    'Four entries fill one row on a wide screen.':
      'Vier kaarten vullen één rij op een breed scherm.',
    'A heading and a row of cards with an icon, a title, a short text and a link: a way into the topics of the pool guide.':
      'Een titel en een rij kaarten met een pictogram, een titel, een korte tekst en een link: een ingang tot de onderwerpen van de zwembadgids.',
    'One or two sentences.': 'Eén of twee zinnen.',
    'Where the card leads: an internal path without language prefix, e.g. /pool-guide/safety, or an https:// URL. Without one the card is plain text.':
      'Waar de kaart naartoe leidt: een intern pad zonder taalvoorvoegsel, bv. /pool-guide/safety, of een https://-URL. Zonder link is de kaart gewone tekst.',
    'One card of a pool navigation.': 'Eén kaart van een zwembadnavigatie.',
    'Above the figures; may stay empty.': 'Boven de cijfers; mag leeg blijven.',
    'Three or four figures fit on one row; drag to change their order.':
      'Drie of vier cijfers passen op één rij; sleep om de volgorde te wijzigen.',
    'A row of large figures, e.g. “1,200 covers installed”, that count up when they scroll into view.':
      'Een rij grote cijfers, bv. “1.200 afdekkingen geplaatst”, die optellen wanneer ze in beeld komen.',
    'Under the number, e.g. covers installed.': 'Onder het getal, bv. afdekkingen geplaatst.',
    'The number alone, e.g. 1200; the site writes it the way each language does (1.200, 1,200).':
      'Alleen het getal, bv. 1200; de site schrijft het zoals elke taal dat doet (1.200, 1,200).',
    'Right after the number, e.g. + or %.': 'Vlak na het getal, bv. + of %.',
    'One figure of a project stats block.': 'Eén cijfer van een blok kerncijfers.',
    'Above the quotes, e.g. “What our customers say”.':
      'Boven de getuigenissen, bv. “Wat onze klanten zeggen”.',
    'Three to six short quotes read best; drag to change their order.':
      'Drie tot zes korte getuigenissen lezen het best; sleep om de volgorde te wijzigen.',
    'Quotes of customers, one at a time, that visitors browse with arrows. Shows all quotes to search engines and screen readers.':
      'Getuigenissen van klanten, één tegelijk, waar bezoekers met pijlen door bladeren. Zoekmachines en schermlezers krijgen ze allemaal.',
    'Two or three sentences, without quotation marks.':
      'Twee of drie zinnen, zonder aanhalingstekens.',
    'As the customer agreed to be named, e.g. Sarah V.':
      'Zoals de klant genoemd wil worden, bv. Sarah V.',
    'Municipality, e.g. Knokke-Heist.': 'Gemeente, bv. Knokke-Heist.',
    'One customer’s quote in a quote carousel.':
      'Het getuigenis van één klant in een blok klantgetuigenissen.',
    'Formatted text with an optional title: headings, lists, links and quotes.':
      'Opgemaakte tekst met eventueel een titel: tussentitels, lijsten, links en citaten.',
    'In the order they appear; drag to reorder.':
      'In de volgorde waarin ze verschijnen; sleep om ze te herschikken.',
    'A heading and a few slides (picture, title, text, optional link) shown one at a time in a vertical track with up and down buttons; on phones the slides stack. Three to six slides read best.':
      'Een titel en enkele dia’s (afbeelding, titel, tekst, eventueel een link), één tegelijk getoond in een verticale strook met knoppen omhoog en omlaag; op gsm’s staan de dia’s onder elkaar. Drie tot zes dia’s lezen het best.',
    'Two or three sentences.': 'Twee of drie zinnen.',
    'The text of the link; shown when a URL is set.':
      'De tekst van de link; getoond wanneer er een URL is.',
    'What the picture shows, for screen readers and when it does not load, e.g. “The first workshop in West Flanders”. Leave empty when the title and text say it all: the picture is then decorative.':
      'Wat er op de afbeelding staat, voor schermlezers en als ze niet laadt, bv. “De eerste werkplaats in West-Vlaanderen”. Laat leeg als de titel en de tekst alles zeggen: de afbeelding is dan decoratief.',
    'Landscape, at least 1600 px wide. Say what it shows under Translations (alternative text), in each language.':
      'Liggend, minstens 1600 px breed. Zeg onder Vertalingen (alternatieve tekst) in elke taal wat erop staat.',
    'Optional: an internal path without language prefix, e.g. /covers, or an https:// URL.':
      'Optioneel: een intern pad zonder taalvoorvoegsel, bv. /covers, of een https://-URL.',
    'One slide of a vertical slider.': 'Eén dia van een verticale slider.',
    'For users of the Dealer role: the dealer whose quote requests this user sees and follows up.':
      'Voor gebruikers met de rol Dealer: de dealer wiens offerteaanvragen deze gebruiker ziet en opvolgt.',
  },
}
