/**
 * The Data Studio in German. Names by the keys of en.ts; notes, choice labels and folders by the
 * English the schema description writes.
 */
import type { StudioCatalogue } from './en.ts'

export const de: StudioCatalogue = {
  collections: {
    pages: { translation: 'Seiten', singular: 'Seite', plural: 'Seiten' },
    posts: { translation: 'Blogbeiträge', singular: 'Blogbeitrag', plural: 'Blogbeiträge' },
    covers: {
      translation: 'Poolabdeckungen',
      singular: 'Poolabdeckung',
      plural: 'Poolabdeckungen',
    },
    pools: { translation: 'Pools', singular: 'Pool', plural: 'Pools' },
    projects: { translation: 'Projekte', singular: 'Projekt', plural: 'Projekte' },
    faq_categories: { translation: 'FAQ-Rubriken', singular: 'FAQ-Rubrik', plural: 'FAQ-Rubriken' },
    faq_items: { translation: 'FAQ-Fragen', singular: 'FAQ-Frage', plural: 'FAQ-Fragen' },
    dealers: { translation: 'Händler', singular: 'Händler', plural: 'Händler' },
    quote_requests: {
      translation: 'Angebotsanfragen',
      singular: 'Angebotsanfrage',
      plural: 'Angebotsanfragen',
    },
    lead_events: {
      translation: 'Verlauf der Anfragen',
      singular: 'Verlaufseintrag',
      plural: 'Verlaufseinträge',
    },
    redirects: {
      translation: 'Weiterleitungen',
      singular: 'Weiterleitung',
      plural: 'Weiterleitungen',
    },
    dealer_scores: {
      translation: 'Händlerkennzahlen',
      singular: 'Kennzahlen eines Händlers',
      plural: 'Händlerkennzahlen',
    },
    global_settings: { translation: 'Allgemeine Einstellungen' },
    page_not_found: { translation: 'Seite nicht gefunden' },
    seo: { translation: 'SEO', singular: 'SEO-Eintrag', plural: 'SEO-Einträge' },
    nav_links: { translation: 'Menülinks', singular: 'Menülink', plural: 'Menülinks' },
    main_nav_groups: {
      translation: 'Hauptmenügruppen',
      singular: 'Hauptmenügruppe',
      plural: 'Hauptmenügruppen',
    },
    main_nav_group_items: {
      translation: 'Hauptmenüeinträge',
      singular: 'Hauptmenüeintrag',
      plural: 'Hauptmenüeinträge',
    },
    mobile_nav_groups: {
      translation: 'Mobilmenügruppen',
      singular: 'Mobilmenügruppe',
      plural: 'Mobilmenügruppen',
    },
    footer_link_groups: {
      translation: 'Fußzeilenspalten',
      singular: 'Fußzeilenspalte',
      plural: 'Fußzeilenspalten',
    },
    footer_links: {
      translation: 'Fußzeilenlinks',
      singular: 'Fußzeilenlink',
      plural: 'Fußzeilenlinks',
    },
    languages: { translation: 'Sprachen', singular: 'Sprache', plural: 'Sprachen' },
    block_at_any_time: {
      translation: 'Jederzeit',
      singular: 'Jederzeit',
      plural: 'Jederzeit',
    },
    block_cta: {
      translation: 'Handlungsaufruf',
      singular: 'Handlungsaufruf',
      plural: 'Handlungsaufrufe',
    },
    block_faq: { translation: 'FAQ', singular: 'FAQ', plural: 'FAQ' },
    block_get_inspired: {
      translation: 'Lassen Sie sich inspirieren',
      singular: 'Lassen Sie sich inspirieren',
      plural: 'Lassen Sie sich inspirieren',
    },
    block_hero: { translation: 'Bühne', singular: 'Bühne', plural: 'Bühnen' },
    block_image_collection: {
      translation: 'Bildraster',
      singular: 'Bildraster',
      plural: 'Bildraster',
    },
    block_pool_animation: {
      translation: 'Poolanimation',
      singular: 'Poolanimation',
      plural: 'Poolanimationen',
    },
    block_pool_navigation: {
      translation: 'Poolnavigation',
      singular: 'Poolnavigation',
      plural: 'Poolnavigationen',
    },
    block_pool_navigation_entries: {
      translation: 'Karten der Poolnavigation',
      singular: 'Karte der Poolnavigation',
      plural: 'Karten der Poolnavigation',
    },
    block_project_stats: {
      translation: 'Kennzahlen',
      singular: 'Kennzahlen',
      plural: 'Kennzahlen',
    },
    block_project_stats_figures: {
      translation: 'Zahlen eines Blocks',
      singular: 'Zahl',
      plural: 'Zahlen',
    },
    block_quote_carousel: {
      translation: 'Kundenstimmen',
      singular: 'Kundenstimmen',
      plural: 'Kundenstimmen',
    },
    block_quote_carousel_quotes: { translation: 'Stimmen', singular: 'Stimme', plural: 'Stimmen' },
    block_rich_text: { translation: 'Text', singular: 'Text', plural: 'Text' },
    block_vertical_slider: {
      translation: 'Vertikaler Slider',
      singular: 'Vertikaler Slider',
      plural: 'Vertikale Slider',
    },
    block_vertical_slider_slides: { translation: 'Folien', singular: 'Folie', plural: 'Folien' },
  },
  fields: {
    accept_by: 'Annehmen bis',
    accept_hours: 'Stunden bis zur Annahme',
    accept_working_days: 'Werktage bis zur Annahme',
    acceptance_rate: 'Annahmequote (%)',
    accepted: 'Angenommen',
    accepted_at: 'Angenommen am',
    action: 'Aktion',
    address: 'Adresse',
    anonymised_at: 'Anonymisiert am',
    answer: 'Antwort',
    appointment_at: 'Termin',
    author: 'Autor',
    available_stairs: 'Treppen im Konfigurator',
    banner_active: 'Aktionsbanner anzeigen',
    banner_page: 'Seite des Banners',
    banner_publish_at: 'Banner anzeigen ab',
    banner_text: 'Bannertext',
    banner_unpublish_at: 'Banner ausblenden ab',
    banner_url: 'URL des Banners',
    block_preview: 'Vorschau',
    blocks: 'Blöcke',
    body: 'Text',
    brand: 'Marke',
    button_label: 'Text der Schaltfläche',
    button_url: 'Link der Schaltfläche',
    caption: 'Bildunterschrift',
    categories: 'Rubriken',
    category: 'Rubrik',
    code: 'Code',
    'redirects.code': 'Art',
    color: 'Farbe',
    consent: 'Einwilligung',
    consent_version: 'Version der Datenschutzerklärung',
    construction: 'Bauweise',
    copyright: 'Copyright',
    count: 'Anzahl der Projekte',
    country: 'Land',
    cover_integration: 'Integrierte Abdeckung',
    cover_type: 'Abdeckungstyp',
    cta_label: 'Text der Schaltfläche',
    cta_url: 'Link der Schaltfläche',
    date_completed: 'Fertiggestellt am',
    date_created: 'Eingegangen',
    'lead_events.date_created': 'Wann',
    date_published: 'Veröffentlicht am',
    date_updated: 'Zuletzt gespeichert',
    dealer: 'Händler',
    dealer_note: 'Notizen des Händlers',
    decline_reason: 'Grund der Ablehnung',
    depth: 'Tiefe',
    description: 'Beschreibung',
    detail: 'Detail',
    email: 'E-Mail',
    entries: 'Karten',
    external: 'Öffnet in einem neuen Tab',
    figures: 'Zahlen',
    footer_links: 'Fußzeilenlinks',
    gallery: 'Galerie',
    heading: 'Überschrift',
    headline: 'Schlagzeile',
    history: 'Verlauf',
    hits: 'Aufrufe',
    home_cta: 'Schaltfläche zur Startseite',
    home_page: 'Startseite',
    icon: 'Symbol',
    image: 'Bild',
    image_alt: 'Alternativtext',
    images: 'Bilder',
    items: 'Links',
    'faq_categories.items': 'Fragen',
    kind: 'Art der Anfrage',
    label: 'Beschriftung',
    language: 'Sprache',
    languages_code: 'Sprache',
    languages_spoken: 'Gesprochene Sprachen',
    last_hit: 'Letzter Aufruf',
    latitude: 'Breitengrad',
    lead: 'Angebotsanfrage',
    lead_email: 'E-Mail für Anfragen',
    length: 'Länge',
    link_label: 'Linktext',
    link_url: 'Link',
    links: 'Links',
    locale: 'Sprache der Website',
    longitude: 'Längengrad',
    lost: 'Verloren',
    main_nav_left: 'Hauptmenü, links',
    main_nav_right: 'Hauptmenü, rechts',
    max_length: 'Größte Länge',
    max_width: 'Größte Breite',
    median_hours_to_accept: 'Median der Stunden bis zur Annahme',
    message: 'Nachricht',
    min_length: 'Kleinste Länge',
    min_width: 'Kleinste Breite',
    mobile_nav: 'Mobilmenü',
    municipality: 'Gemeinde',
    name: 'Name',
    no_follow: 'Suchmaschinen folgen ihren Links nicht',
    no_index: 'Für Suchmaschinen verborgen',
    offered: 'Angeboten',
    offered_dealers: 'Angeboten an Händler',
    office_answer_working_days: 'Werktage bis zur Antwort des Büros',
    office_language: 'Sprache des Büros',
    opening_hours: 'Öffnungszeiten',
    origin: 'Angelegt von',
    page: 'Seite',
    past_promise: 'Zusage überschritten',
    paused_until: 'Pausiert bis',
    phone: 'Telefon',
    place: 'Ort',
    pool: 'Pool',
    pool_built: 'Pool bereits gebaut',
    postal_code: 'Postleitzahl',
    privacy_page: 'Datenschutzerklärung',
    publish_at: 'Veröffentlichen am',
    question: 'Frage',
    quote: 'Kundenstimme',
    quote_email: 'E-Mail für Angebotsanfragen',
    quote_retention_months: 'Angebotsanfragen aufbewahren (Monate)',
    quotes: 'Kundenstimmen',
    region: 'Region',
    reminded_at: 'Erinnert am',
    rerouted_at: 'Weitergeleitet am',
    rerouted_away: 'An andere weitergeleitet',
    safety_rim: 'Sicherheitsrand',
    seo: 'SEO',
    slides: 'Folien',
    slug: 'Slug',
    source: 'Alter Pfad',
    stair: 'Treppe',
    stairs: 'Treppe',
    standing_ledge: 'Stehstufe',
    statement: 'Leitsatz',
    status: 'Status',
    'lead_events.status': 'Neuer Status',
    status_changed_at: 'Status geändert am',
    status_changed_by: 'Status geändert von',
    submission_id: 'Sendungs-ID',
    suffix: 'Nach der Zahl',
    summary: 'Zusammenfassung',
    tagline: 'Slogan',
    target: 'Führt zu',
    terms_page: 'Seite der Geschäftsbedingungen',
    text: 'Text',
    title: 'Titel',
    top_nav_left: 'Obere Leiste, links',
    top_nav_right: 'Obere Leiste, rechts',
    translations: 'Übersetzungen',
    unpublish_at: 'Archivieren am',
    updated_at: 'Berechnet am',
    url: 'URL',
    user: 'Benutzer',
    value: 'Zahl',
    variant: 'Aufteilung',
    video: 'Video',
    volume: 'Volumen',
    website: 'Website',
    width: 'Breite',
    won: 'Gewonnen',
  },
  folders: {
    'Navigation & SEO': 'Navigation & SEO',
    'Page blocks': 'Seitenblöcke',
  },
  notices: {
    'How this block looks on the site': 'So sieht dieser Block auf der Website aus',
    'How this block looks on the site, with example content.':
      'So sieht dieser Block auf der Website aus, mit Beispielinhalt.',
  },
  choices: {
    Yes: 'Ja',
    No: 'Nein',
    Status: 'Status',
    Note: 'Notiz',
    Appointment: 'Termin',
    Rerouted: 'Weitergeleitet',
    Mail: 'E-Mail',
    '301 moved for good': '301 dauerhaft verschoben',
    '302 moved for now': '302 vorübergehend verschoben',
    '410 gone': '410 entfernt',
    'An editor': 'Eine Redakteurin oder ein Redakteur',
    'The CMS': 'Das CMS',
    'Picture with the text over it': 'Bild mit Text darüber',
    'Picture beside the text': 'Bild neben dem Text',
    'Background video': 'Hintergrundvideo',
    Construction: 'Bau',
    Controls: 'Bedienung',
    Energy: 'Energie',
    Safety: 'Sicherheit',
  },
  notes: {
    'Path without language prefix; may contain "/", e.g. about/our-story. Unique per language.':
      'Pfad ohne Sprachpräfix; darf "/" enthalten, z. B. about/our-story. Je Sprache eindeutig.',
    'Publishes this page at that minute (Brussels time, checked every minute). Cleared once done.':
      'Veröffentlicht diese Seite zu dieser Minute (Brüsseler Zeit, jede Minute geprüft). Danach geleert.',
    'Archives this page at that minute: its address then answers “gone” (410). Cleared once done.':
      'Archiviert diese Seite zu dieser Minute: Ihre Adresse antwortet dann „entfernt“ (410). Danach geleert.',
    'Pages built from blocks; the home and terms pages are chosen in Global Settings.':
      'Aus Blöcken aufgebaute Seiten; Startseite und Seite der Geschäftsbedingungen wählen Sie in den Allgemeinen Einstellungen.',
    'Unique per language; used in the URL.': 'Je Sprache eindeutig; steht in der URL.',
    'Publishes this post at that minute (Brussels time, checked every minute). Cleared once done.':
      'Veröffentlicht diesen Beitrag zu dieser Minute (Brüsseler Zeit, jede Minute geprüft). Danach geleert.',
    'Archives this post at that minute: its address then answers “gone” (410). Cleared once done.':
      'Archiviert diesen Beitrag zu dieser Minute: Seine Adresse antwortet dann „entfernt“ (410). Danach geleert.',
    'Blog articles, newest first on the blog.': 'Blogartikel, die neuesten zuerst im Blog.',
    'Slatted pool covers: one page each under Covers.':
      'Lamellenabdeckungen für Pools: jede mit eigener Seite unter Abdeckungen.',
    m: 'm',
    'm³': 'm³',
    'm. The shortest length visitors can choose in the configurator. Without both lengths and both widths the pool is not offered there.':
      'm. Die kürzeste Länge, die Besucher im Konfigurator wählen können. Ohne beide Längen und beide Breiten wird der Pool dort nicht angeboten.',
    'm. The longest length in the configurator.': 'm. Die größte Länge im Konfigurator.',
    'm. The narrowest width in the configurator.': 'm. Die kleinste Breite im Konfigurator.',
    'm. The widest width in the configurator.': 'm. Die größte Breite im Konfigurator.',
    'The stairs visitors can choose for this pool in the configurator. The pool’s own stair above is its default and always offered.':
      'Die Treppen, die Besucher für diesen Pool im Konfigurator wählen können. Die Treppe des Pools oben ist die Vorgabe und wird immer angeboten.',
    'Swimming pools the covers fit, with their dimensions, and the pool lines of the configurator with the dimensions and stairs visitors can choose.':
      'Pools, auf die die Abdeckungen passen, mit ihren Maßen, und die Poollinien des Konfigurators mit den Maßen und Treppen, die Besucher wählen können.',
    'Shown under the picture and in the lightbox, and read out by screen readers; a short sentence saying what the picture shows.':
      'Steht unter dem Bild und in der Lightbox und wird von Screenreadern vorgelesen; ein kurzer Satz, der sagt, was das Bild zeigt.',
    'More pictures of the project, in the order they appear below its story; a click opens each one large. Open a picture to write its caption in each language, below the file’s details: it names the picture for screen readers too. The file’s title is never shown on the site. Leave empty for no gallery.':
      'Weitere Bilder des Projekts, in der Reihenfolge, in der sie unter seiner Geschichte erscheinen; ein Klick öffnet jedes groß. Öffnen Sie ein Bild, um unter den Dateidetails seine Bildunterschrift in jeder Sprache zu schreiben: Sie benennt das Bild auch für Screenreader. Der Titel der Datei erscheint nie auf der Website. Leer lassen für keine Galerie.',
    'Publishes this project at that minute (Brussels time, checked every minute). Cleared once done.':
      'Veröffentlicht dieses Projekt zu dieser Minute (Brüsseler Zeit, jede Minute geprüft). Danach geleert.',
    'Archives this project at that minute: its address then answers “gone” (410). Cleared once done.':
      'Archiviert dieses Projekt zu dieser Minute: Seine Adresse antwortet dann „entfernt“ (410). Danach geleert.',
    'Realisations: pools and covers dealers built, filterable by colour, cover type, pool and stair.':
      'Projekte: Pools und Abdeckungen, die Händler gebaut haben, filterbar nach Farbe, Abdeckungstyp, Pool und Treppe.',
    'Groups of questions on the FAQ page.': 'Gruppen von Fragen auf der FAQ-Seite.',
    'One question and its answer, in a category.': 'Eine Frage und ihre Antwort, in einer Rubrik.',
    'The language of the e-mails this dealer receives: new appointment requests and reminders.':
      'Die Sprache der E-Mails, die dieser Händler erhält: neue Terminanfragen und Erinnerungen.',
    'No new or passed-on requests before this day (holidays, a full agenda); empty: not paused.':
      'Keine neuen oder weitergeleiteten Anfragen vor diesem Tag (Urlaub, voller Kalender); leer: nicht pausiert.',
    'Where the mails of requests go; empty: the e-mail address above.':
      'Wohin die E-Mails der Anfragen gehen; leer: die E-Mail-Adresse oben.',
    'The languages the dealer’s staff speak with visitors.':
      'Die Sprachen, die das Team des Händlers mit Besuchern spricht.',
    'As the dealer writes them, e.g. Mon–Fri 9:00–18:00.':
      'So, wie der Händler sie schreibt, z. B. Mo–Fr 9:00–18:00.',
    'One per form the site renders: a request the site sends twice (after an outage) is stored once.':
      'Eine je Formular, das die Website anzeigt: Eine Anfrage, die die Website zweimal sendet (nach einem Ausfall), wird einmal gespeichert.',
    'The visitor’s answer to “Is your pool already built?”.':
      'Die Antwort des Besuchers auf „Ist Ihr Pool bereits gebaut?“.',
    'Street and house number, as the visitor entered it.':
      'Straße und Hausnummer, wie der Besucher sie eingegeben hat.',
    'The country the visitor asks from, as the site knows it from the address.':
      'Das Land, aus dem der Besucher anfragt, wie die Website es aus der Adresse kennt.',
    'Province or state, as the site derives it from the postal code; may be empty.':
      'Provinz oder Bundesland, wie die Website es aus der Postleitzahl ableitet; kann leer sein.',
    'How far the dealer or the office got. Each change records who made it and when.':
      'Wie weit der Händler oder das Büro ist. Jede Änderung hält fest, wer sie wann vorgenommen hat.',
    'When the status last changed; written by the CMS.':
      'Wann sich der Status zuletzt geändert hat; vom CMS eingetragen.',
    'Who last changed the status; written by the CMS.':
      'Wer den Status zuletzt geändert hat; vom CMS eingetragen.',
    'When the dealer was reminded of this request, which was still new. Empty it to have the reminder sent again.':
      'Wann der Händler an diese Anfrage erinnert wurde, als sie noch neu war. Leeren Sie das Feld, um die Erinnerung erneut zu senden.',
    'The dealer’s own notes on the follow-up: calls, visits, what was agreed. Not sent to the visitor.':
      'Die eigenen Notizen des Händlers zur Nachverfolgung: Anrufe, Besuche, Vereinbarungen. Gehen nicht an den Besucher.',
    'The version of the privacy notice the visitor accepted with the consent box; written by the site.':
      'Die Version der Datenschutzerklärung, die der Besucher mit dem Einwilligungsfeld akzeptiert hat; von der Website eingetragen.',
    'When the visitor’s details were removed: after Global Settings › Keep quote requests, or at the visitor’s request. The rest stays for statistics.':
      'Wann die Daten des Besuchers entfernt wurden: nach Allgemeine Einstellungen › Angebotsanfragen aufbewahren oder auf Wunsch des Besuchers. Der Rest bleibt für die Statistik.',
    'When the dealer first accepted the request; written by the CMS.':
      'Wann der Händler die Anfrage zum ersten Mal angenommen hat; vom CMS eingetragen.',
    'Hours from the request to its first acceptance, for the dashboard; written by the CMS.':
      'Stunden von der Anfrage bis zur ersten Annahme, für das Dashboard; vom CMS eingetragen.',
    'When the dealer meets the visitor, as the dealer recorded it.':
      'Wann der Händler den Besucher trifft, wie der Händler es eingetragen hat.',
    'Why the dealer declined the request: required with the status Declined. The dealer’s words, not the visitor’s.':
      'Warum der Händler die Anfrage abgelehnt hat: Pflicht beim Status Abgelehnt. Die Worte des Händlers, nicht die des Besuchers.',
    'Every change of the status, note or appointment: who and when. Written by the CMS.':
      'Jede Änderung von Status, Notizen oder Termin: wer und wann. Vom CMS eingetragen.',
    'The promise to the visitor: by when the dealer accepts (or the office answers) the request. Written by the CMS; past it a new request goes to the next nearest dealer.':
      'Die Zusage an den Besucher: bis wann der Händler die Anfrage annimmt (oder das Büro antwortet). Vom CMS eingetragen; danach geht eine neue Anfrage an den nächstgelegenen Händler.',
    'When the request last passed to another dealer (or the office) because it was not accepted in time.':
      'Wann die Anfrage zuletzt an einen anderen Händler (oder das Büro) ging, weil sie nicht rechtzeitig angenommen wurde.',
    'Of the visitor’s place, as the site found it.':
      'Des Ortes des Besuchers, wie die Website ihn gefunden hat.',
    'The ids of the dealers this request was offered to, in turn; written by the CMS.':
      'Die IDs der Händler, denen diese Anfrage nacheinander angeboten wurde; vom CMS eingetragen.',
    'Requests from the site’s quote form. Dealers see the ones addressed to them and record how they follow them up.':
      'Anfragen aus dem Angebotsformular der Website. Händler sehen die an sie gerichteten und halten fest, wie sie sie nachverfolgen.',
    'Who made the change; empty for the CMS itself.':
      'Wer die Änderung vorgenommen hat; leer für das CMS selbst.',
    'The new status, for a change of status.': 'Der neue Status, bei einer Statusänderung.',
    'The decline reason of a decline, or the appointment’s time (ISO 8601) of an appointment.':
      'Der Grund einer Ablehnung oder die Uhrzeit (ISO 8601) eines Termins.',
    'The history of each quote request: one row per change of its status, note or appointment, written by the CMS after the save. Nobody edits it.':
      'Der Verlauf jeder Angebotsanfrage: eine Zeile je Änderung von Status, Notizen oder Termin, nach dem Speichern vom CMS geschrieben. Niemand bearbeitet ihn.',
    'The old path, with its language, e.g. /fr/volets-solaires. Written without a trailing slash.':
      'Der alte Pfad, mit seiner Sprache, z. B. /fr/volets-solaires. Ohne Schrägstrich am Ende.',
    'Where it leads now: a path of the site (/fr/couvertures) or an https:// address. Empty for a page that is gone (410).':
      'Wohin er jetzt führt: ein Pfad der Website (/fr/couvertures) oder eine https://-Adresse. Leer für eine entfernte Seite (410).',
    'Who made it.': 'Wer sie angelegt hat.',
    'Visits it led on, counted by the site.': 'Weitergeleitete Aufrufe, von der Website gezählt.',
    'Old addresses that lead on: a page’s slug changed in one language, or it is gone. The CMS adds one when a published page, post, cover, project or pool changes its slug or goes; add your own, or import a list (CSV: source, target, code) from an old site.':
      'Alte Adressen, die weiterleiten: Der Slug einer Seite hat sich in einer Sprache geändert, oder sie ist entfernt. Das CMS legt eine an, wenn eine veröffentlichte Seite, ein Beitrag, eine Abdeckung, ein Projekt oder ein Pool den Slug ändert oder verschwindet; legen Sie eigene an oder importieren Sie eine Liste (CSV: source, target, code) einer alten Website.',
    'When these figures were worked out.': 'Wann diese Zahlen berechnet wurden.',
    'Appointment requests offered to the dealer, a re-routed one included.':
      'Dem Händler angebotene Terminanfragen, weitergeleitete eingeschlossen.',
    'Of those, the ones the dealer accepted.': 'Davon die, die der Händler angenommen hat.',
    'Accepted, in percent of offered.': 'Angenommen, in Prozent der angebotenen.',
    'Half of the dealer’s acceptances came within this many hours of the request.':
      'Die Hälfte der Annahmen des Händlers kam innerhalb so vieler Stunden nach der Anfrage.',
    'Requests still new with the dealer after the promised time (they are passed on at the next run).':
      'Anfragen, die nach der zugesagten Zeit beim Händler noch neu sind (sie werden beim nächsten Lauf weitergeleitet).',
    'Requests passed on to another dealer because this one did not accept in time.':
      'Anfragen, die an einen anderen Händler gingen, weil dieser sie nicht rechtzeitig angenommen hat.',
    'How each dealer answers their leads, worked out by the CMS every ten minutes from the appointment requests (with the lead routing). Nobody edits it: a change is overwritten at the next run.':
      'Wie jeder Händler auf seine Anfragen antwortet, alle zehn Minuten vom CMS aus den Terminanfragen berechnet (mit der Verteilung der Anfragen). Niemand bearbeitet das: Eine Änderung wird beim nächsten Lauf überschrieben.',
    'The promo banner, one short sentence; shown while the banner is active.':
      'Das Aktionsbanner, ein kurzer Satz; angezeigt, solange das Banner aktiv ist.',
    'Default title, description and share image.':
      'Standardtitel, -beschreibung und -vorschaubild zum Teilen.',
    'Of the dealer network, in international format, e.g. +32 50 44 18 20: the contact point search engines get.':
      'Des Händlernetzes, im internationalen Format, z. B. +32 50 44 18 20: der Kontaktpunkt für Suchmaschinen.',
    'Of the dealer network: the contact point search engines get.':
      'Des Händlernetzes: der Kontaktpunkt für Suchmaschinen.',
    'Shows the promo banner on every page; its text is under Translations.':
      'Zeigt das Aktionsbanner auf jeder Seite; sein Text steht unter Übersetzungen.',
    'Where the banner’s “more information” leads.': 'Wohin „Mehr Informationen“ des Banners führt.',
    'Instead of a page: a path without language prefix, e.g. /covers, or an https:// URL.':
      'Statt einer Seite: ein Pfad ohne Sprachpräfix, z. B. /covers, oder eine https://-URL.',
    'Shows the banner from that minute (Brussels time, checked every minute). Cleared once done.':
      'Zeigt das Banner ab dieser Minute (Brüsseler Zeit, jede Minute geprüft). Danach geleert.',
    'Hides the banner from that minute: a spring offer ends on its own. Cleared once done.':
      'Blendet das Banner ab dieser Minute aus: Ein Frühlingsangebot endet von selbst. Danach geleert.',
    'Where every quote request from the site is sent (the visitor gets a confirmation, the chosen dealer a copy). Empty: the e-mail address above.':
      'Wohin jede Angebotsanfrage der Website geht (der Besucher erhält eine Bestätigung, der gewählte Händler eine Kopie). Leer: die E-Mail-Adresse oben.',
    'The language of the e-mails the office receives: new quote requests and the copies of reminders to dealers.':
      'Die Sprache der E-Mails, die das Büro erhält: neue Angebotsanfragen und die Kopien der Erinnerungen an Händler.',
    'The promise to visitors: a dealer accepts an appointment request within this many working days (Monday to Friday, Belgian public holidays excepted) and contacts the visitor the working day after. The site tells the visitor the date.':
      'Die Zusage an Besucher: Ein Händler nimmt eine Terminanfrage innerhalb so vieler Werktage an (Montag bis Freitag, ohne belgische Feiertage) und meldet sich am Werktag danach beim Besucher. Die Website nennt dem Besucher das Datum.',
    'The promise for requests of a quote by e-mail, which the office answers: within this many working days. The site tells the visitor the date.':
      'Die Zusage für Anfragen eines Angebots per E-Mail, die das Büro beantwortet: innerhalb so vieler Werktage. Die Website nennt dem Besucher das Datum.',
    'The privacy notice: always at /privacy after the language, e.g. /fr/privacy, linked from the footer and the quote form.':
      'Die Datenschutzerklärung: immer unter /privacy nach der Sprache, z. B. /fr/privacy, verlinkt in der Fußzeile und im Angebotsformular.',
    'Keep quote requests (months): after this, a nightly flow removes the visitor’s name, address, phone, e-mail and free text; the rest stays for statistics. The privacy notice promises 24.':
      'Angebotsanfragen aufbewahren (Monate): Danach entfernt ein nächtlicher Flow Name, Adresse, Telefon, E-Mail und Freitext des Besuchers; der Rest bleibt für die Statistik. Die Datenschutzerklärung verspricht 24.',
    'Shown when the page is shared (Open Graph), best 1200 × 630; without one, the image of the global settings’ SEO.':
      'Angezeigt, wenn die Seite geteilt wird (Open Graph), am besten 1200 × 630; ohne Bild das der SEO in den Allgemeinen Einstellungen.',
    'A page of this site: the link follows its slug in every language.':
      'Eine Seite dieser Website: Der Link folgt ihrem Slug in jeder Sprache.',
    'An internal path without language prefix, e.g. /covers, or an absolute https:// URL; leave empty when a page is chosen.':
      'Ein interner Pfad ohne Sprachpräfix, z. B. /covers, oder eine absolute https://-URL; leer lassen, wenn eine Seite gewählt ist.',
    'One sentence, shown very large; keep the words “at any time” in it.':
      'Ein Satz, sehr groß angezeigt; behalten Sie die Worte „jederzeit“ darin.',
    'One or two sentences under the statement.': 'Ein oder zwei Sätze unter dem Leitsatz.',
    'The link’s text; without it there is no link.': 'Der Text des Links; ohne ihn kein Link.',
    'Where the link leads: a path without language prefix, e.g. /covers, or an https:// URL.':
      'Wohin der Link führt: ein Pfad ohne Sprachpräfix, z. B. /covers, oder eine https://-URL.',
    'The home page’s promise in very large type, e.g. “Covered at any time: one turn of the key and your pool is closed”, with an optional short text and link.':
      'Das Versprechen der Startseite in sehr großer Schrift, z. B. „Jederzeit abgedeckt: eine Drehung des Schlüssels und Ihr Pool ist geschlossen“, mit optionalem kurzem Text und Link.',
    'A call to action: a title, a line of text and one button to another page.':
      'Ein Handlungsaufruf: ein Titel, eine Zeile Text und eine Schaltfläche zu einer anderen Seite.',
    'Leave empty for all categories. Questions are edited under FAQ categories.':
      'Leer lassen für alle Rubriken. Die Fragen bearbeiten Sie unter FAQ-Rubriken.',
    'A heading and the questions of the FAQ categories you pick, one accordion per category. Pick none to show every category.':
      'Eine Überschrift und die Fragen der gewählten FAQ-Rubriken, ein Akkordeon je Rubrik. Wählen Sie keine, um alle Rubriken zu zeigen.',
    'E.g. “All projects”; without it there is no link.':
      'Z. B. „Alle Projekte“; ohne ihn kein Link.',
    'How many projects to show, 1 to 12; 3 when empty.':
      'Wie viele Projekte angezeigt werden, 1 bis 12; 3, wenn leer.',
    'Where the link leads, usually /projects.': 'Wohin der Link führt, meist /projects.',
    'A heading and text with the latest published projects as cards, newest first, and a link to all projects.':
      'Eine Überschrift und ein Text mit den zuletzt veröffentlichten Projekten als Karten, die neuesten zuerst, und ein Link zu allen Projekten.',
    'A few words: it is the largest text of the page.':
      'Wenige Worte: Es ist der größte Text der Seite.',
    'One or two sentences under the headline.': 'Ein oder zwei Sätze unter der Schlagzeile.',
    'The button’s text; without it there is no button.':
      'Der Text der Schaltfläche; ohne ihn keine Schaltfläche.',
    'How the picture and the text share the band. Beside the text, the picture goes above it on phones.':
      'Wie sich Bild und Text die Bühne teilen. Neben dem Text steht das Bild auf Smartphones darüber.',
    'A wide photo, at least 1600 pixels wide. It sets the mood and is not described to screen readers, so put what matters in the headline and text. With a video, it is the still shown before the video plays and to visitors who prefer less motion.':
      'Ein breites Foto, mindestens 1600 Pixel breit. Es setzt die Stimmung und wird Screenreadern nicht beschrieben: Schreiben Sie das Wichtige also in Schlagzeile und Text. Mit einem Video ist es das Standbild vor dem Abspielen und für Besucher, die weniger Bewegung bevorzugen.',
    'Only for the background video: a short MP4 or WebM loop without sound, at most a few megabytes. Without one, the picture is shown.':
      'Nur für das Hintergrundvideo: eine kurze MP4- oder WebM-Schleife ohne Ton, höchstens einige Megabyte. Ohne Video wird das Bild gezeigt.',
    'Where the button leads: a path without language prefix, e.g. /covers, or an https:// URL.':
      'Wohin die Schaltfläche führt: ein Pfad ohne Sprachpräfix, z. B. /covers, oder eine https://-URL.',
    'A large band with a headline, a short text and a button. Put one at the top of a page: its picture (or video) sets the mood of the whole page.':
      'Eine große Bühne mit Schlagzeile, kurzem Text und Schaltfläche. Setzen Sie eine an den Anfang einer Seite: Ihr Bild (oder Video) setzt die Stimmung der ganzen Seite.',
    'In the order they appear. Open a picture to write its caption in each language, below the file’s details: it names the picture for screen readers too. The file’s title is never shown on the site.':
      'In der Reihenfolge, in der sie erscheinen. Öffnen Sie ein Bild, um unter den Dateidetails seine Bildunterschrift in jeder Sprache zu schreiben: Sie benennt das Bild auch für Screenreader. Der Titel der Datei erscheint nie auf der Website.',
    'A heading and a grid of pictures; a click opens each one large in a lightbox with its caption and previous/next buttons. Each picture has a caption per language; without one, it is shown without caption and named by its number.':
      'Eine Überschrift und ein Raster von Bildern; ein Klick öffnet jedes groß in einer Lightbox mit Bildunterschrift und Schaltflächen Zurück/Weiter. Jedes Bild hat eine Bildunterschrift je Sprache; ohne sie wird es ohne gezeigt und mit seiner Nummer benannt.',
    'Two or three sentences beside the drawing.': 'Zwei oder drei Sätze neben der Zeichnung.',
    'The colour of the slats in the drawing.': 'Die Farbe der Lamellen in der Zeichnung.',
    'A drawing of a pool whose slatted cover rolls open and closed, in the colour chosen here, with a heading and text beside it. Visitors who prefer less motion see it half closed, standing still.':
      'Die Zeichnung eines Pools, dessen Lamellenabdeckung sich auf- und zurollt, in der hier gewählten Farbe, mit Überschrift und Text daneben. Besucher, die weniger Bewegung bevorzugen, sehen sie stillstehend, halb geschlossen.',
    'Four entries fill one row on a wide screen.':
      'Vier Karten füllen eine Reihe auf einem breiten Bildschirm.',
    'A heading and a row of cards with an icon, a title, a short text and a link: a way into the topics of the pool guide.':
      'Eine Überschrift und eine Reihe Karten mit Symbol, Titel, kurzem Text und Link: ein Einstieg in die Themen des Poolratgebers.',
    'One or two sentences.': 'Ein oder zwei Sätze.',
    'Where the card leads: an internal path without language prefix, e.g. /pool-guide/safety, or an https:// URL. Without one the card is plain text.':
      'Wohin die Karte führt: ein interner Pfad ohne Sprachpräfix, z. B. /pool-guide/safety, oder eine https://-URL. Ohne Link ist die Karte reiner Text.',
    'One card of a pool navigation.': 'Eine Karte einer Poolnavigation.',
    'Above the figures; may stay empty.': 'Über den Zahlen; darf leer bleiben.',
    'Three or four figures fit on one row; drag to change their order.':
      'Drei oder vier Zahlen passen in eine Reihe; ziehen Sie sie, um die Reihenfolge zu ändern.',
    'A row of large figures, e.g. “1,200 covers installed”, that count up when they scroll into view.':
      'Eine Reihe großer Zahlen, z. B. „1.200 Abdeckungen montiert“, die hochzählen, sobald sie ins Bild kommen.',
    'Under the number, e.g. covers installed.': 'Unter der Zahl, z. B. Abdeckungen montiert.',
    'The number alone, e.g. 1200; the site writes it the way each language does (1.200, 1,200).':
      'Nur die Zahl, z. B. 1200; die Website schreibt sie so, wie es jede Sprache tut (1.200, 1,200).',
    'Right after the number, e.g. + or %.': 'Direkt nach der Zahl, z. B. + oder %.',
    'One figure of a project stats block.': 'Eine Zahl eines Kennzahlenblocks.',
    'Above the quotes, e.g. “What our customers say”.':
      'Über den Stimmen, z. B. „Was unsere Kunden sagen“.',
    'Three to six short quotes read best; drag to change their order.':
      'Drei bis sechs kurze Stimmen lesen sich am besten; ziehen Sie sie, um die Reihenfolge zu ändern.',
    'Quotes of customers, one at a time, that visitors browse with arrows. Shows all quotes to search engines and screen readers.':
      'Stimmen von Kunden, eine nach der anderen, durch die Besucher mit Pfeilen blättern. Suchmaschinen und Screenreader erhalten alle Stimmen.',
    'Two or three sentences, without quotation marks.':
      'Zwei oder drei Sätze, ohne Anführungszeichen.',
    'As the customer agreed to be named, e.g. Sarah V.':
      'So, wie der Kunde genannt werden möchte, z. B. Sarah V.',
    'Municipality, e.g. Knokke-Heist.': 'Gemeinde, z. B. Knokke-Heist.',
    'One customer’s quote in a quote carousel.':
      'Die Stimme eines Kunden in einem Kundenstimmenblock.',
    'Formatted text with an optional title: headings, lists, links and quotes.':
      'Formatierter Text mit optionalem Titel: Zwischenüberschriften, Listen, Links und Zitate.',
    'In the order they appear; drag to reorder.':
      'In der Reihenfolge, in der sie erscheinen; ziehen Sie sie, um sie neu zu ordnen.',
    'A heading and a few slides (picture, title, text, optional link) shown one at a time in a vertical track with up and down buttons; on phones the slides stack. Three to six slides read best.':
      'Eine Überschrift und einige Folien (Bild, Titel, Text, optionaler Link), eine nach der anderen in einer vertikalen Spur mit Schaltflächen nach oben und unten; auf Smartphones stehen die Folien untereinander. Drei bis sechs Folien lesen sich am besten.',
    'Two or three sentences.': 'Zwei oder drei Sätze.',
    'The text of the link; shown when a URL is set.':
      'Der Text des Links; angezeigt, wenn eine URL angegeben ist.',
    'What the picture shows, for screen readers and when it does not load, e.g. “The first workshop in West Flanders”. Leave empty when the title and text say it all: the picture is then decorative.':
      'Was das Bild zeigt, für Screenreader und falls es nicht lädt, z. B. „Die erste Werkstatt in Westflandern“. Leer lassen, wenn Titel und Text alles sagen: Das Bild ist dann dekorativ.',
    'Landscape, at least 1600 px wide. Say what it shows under Translations (alternative text), in each language.':
      'Querformat, mindestens 1600 px breit. Sagen Sie unter Übersetzungen (Alternativtext) in jeder Sprache, was es zeigt.',
    'Optional: an internal path without language prefix, e.g. /covers, or an https:// URL.':
      'Optional: ein interner Pfad ohne Sprachpräfix, z. B. /covers, oder eine https://-URL.',
    'One slide of a vertical slider.': 'Eine Folie eines vertikalen Sliders.',
    'For users of the Dealer role: the dealer whose quote requests this user sees and follows up.':
      'Für Benutzer der Rolle Dealer: der Händler, dessen Angebotsanfragen dieser Benutzer sieht und nachverfolgt.',
  },
}
