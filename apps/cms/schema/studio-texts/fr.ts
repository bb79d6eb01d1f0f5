/**
 * The Data Studio in French. Names by the keys of en.ts; notes, choice labels and folders by the
 * English the schema description writes.
 */
import type { StudioCatalogue } from './en.ts'

export const fr: StudioCatalogue = {
  collections: {
    pages: { translation: 'Pages', singular: 'Page', plural: 'Pages' },
    posts: {
      translation: 'Articles de blog',
      singular: 'Article de blog',
      plural: 'Articles de blog',
    },
    covers: {
      translation: 'Volets de piscine',
      singular: 'Volet de piscine',
      plural: 'Volets de piscine',
    },
    pools: { translation: 'Piscines', singular: 'Piscine', plural: 'Piscines' },
    projects: { translation: 'Réalisations', singular: 'Réalisation', plural: 'Réalisations' },
    faq_categories: {
      translation: 'Rubriques FAQ',
      singular: 'Rubrique FAQ',
      plural: 'Rubriques FAQ',
    },
    faq_items: { translation: 'Questions FAQ', singular: 'Question FAQ', plural: 'Questions FAQ' },
    dealers: { translation: 'Revendeurs', singular: 'Revendeur', plural: 'Revendeurs' },
    quote_requests: {
      translation: 'Demandes de devis',
      singular: 'Demande de devis',
      plural: 'Demandes de devis',
    },
    lead_events: {
      translation: 'Historique des demandes',
      singular: 'Entrée d’historique',
      plural: 'Entrées d’historique',
    },
    redirects: { translation: 'Redirections', singular: 'Redirection', plural: 'Redirections' },
    dealer_scores: {
      translation: 'Chiffres des revendeurs',
      singular: 'Chiffres d’un revendeur',
      plural: 'Chiffres des revendeurs',
    },
    global_settings: { translation: 'Paramètres généraux' },
    page_not_found: { translation: 'Page introuvable' },
    seo: { translation: 'SEO', singular: 'Fiche SEO', plural: 'Fiches SEO' },
    nav_links: { translation: 'Liens de menu', singular: 'Lien de menu', plural: 'Liens de menu' },
    main_nav_groups: {
      translation: 'Groupes du menu principal',
      singular: 'Groupe du menu principal',
      plural: 'Groupes du menu principal',
    },
    main_nav_group_items: {
      translation: 'Entrées du menu principal',
      singular: 'Entrée du menu principal',
      plural: 'Entrées du menu principal',
    },
    mobile_nav_groups: {
      translation: 'Groupes du menu mobile',
      singular: 'Groupe du menu mobile',
      plural: 'Groupes du menu mobile',
    },
    footer_link_groups: {
      translation: 'Colonnes du pied de page',
      singular: 'Colonne du pied de page',
      plural: 'Colonnes du pied de page',
    },
    footer_links: {
      translation: 'Liens du pied de page',
      singular: 'Lien du pied de page',
      plural: 'Liens du pied de page',
    },
    languages: { translation: 'Langues', singular: 'Langue', plural: 'Langues' },
    block_at_any_time: {
      translation: 'À tout moment',
      singular: 'À tout moment',
      plural: 'À tout moment',
    },
    block_cta: {
      translation: 'Appel à l’action',
      singular: 'Appel à l’action',
      plural: 'Appels à l’action',
    },
    block_faq: { translation: 'FAQ', singular: 'FAQ', plural: 'FAQ' },
    block_get_inspired: {
      translation: 'Inspirez-vous',
      singular: 'Inspirez-vous',
      plural: 'Inspirez-vous',
    },
    block_hero: {
      translation: 'Bandeau d’ouverture',
      singular: 'Bandeau d’ouverture',
      plural: 'Bandeaux d’ouverture',
    },
    block_image_collection: {
      translation: 'Grille de photos',
      singular: 'Grille de photos',
      plural: 'Grilles de photos',
    },
    block_pool_animation: {
      translation: 'Animation de piscine',
      singular: 'Animation de piscine',
      plural: 'Animations de piscine',
    },
    block_pool_navigation: {
      translation: 'Navigation piscine',
      singular: 'Navigation piscine',
      plural: 'Navigations piscine',
    },
    block_pool_navigation_entries: {
      translation: 'Cartes de navigation piscine',
      singular: 'Carte de navigation piscine',
      plural: 'Cartes de navigation piscine',
    },
    block_project_stats: {
      translation: 'Chiffres clés',
      singular: 'Chiffres clés',
      plural: 'Chiffres clés',
    },
    block_project_stats_figures: {
      translation: 'Chiffres d’un bloc',
      singular: 'Chiffre',
      plural: 'Chiffres',
    },
    block_quote_carousel: {
      translation: 'Témoignages clients',
      singular: 'Témoignages clients',
      plural: 'Témoignages clients',
    },
    block_quote_carousel_quotes: {
      translation: 'Témoignages',
      singular: 'Témoignage',
      plural: 'Témoignages',
    },
    block_rich_text: { translation: 'Texte', singular: 'Texte', plural: 'Texte' },
    block_vertical_slider: {
      translation: 'Carrousel vertical',
      singular: 'Carrousel vertical',
      plural: 'Carrousels verticaux',
    },
    block_vertical_slider_slides: {
      translation: 'Diapositives',
      singular: 'Diapositive',
      plural: 'Diapositives',
    },
  },
  fields: {
    accept_by: 'À accepter avant',
    accept_hours: 'Heures avant acceptation',
    accept_working_days: 'Jours ouvrables pour accepter',
    acceptance_rate: 'Taux d’acceptation (%)',
    accepted: 'Acceptées',
    accepted_at: 'Acceptée le',
    action: 'Action',
    address: 'Adresse',
    anonymised_at: 'Anonymisée le',
    answer: 'Réponse',
    appointment_at: 'Rendez-vous',
    author: 'Auteur',
    available_stairs: 'Escaliers dans le configurateur',
    banner_active: 'Afficher le bandeau promo',
    banner_page: 'Page du bandeau',
    banner_publish_at: 'Afficher le bandeau à partir du',
    banner_text: 'Texte du bandeau',
    banner_unpublish_at: 'Masquer le bandeau à partir du',
    banner_url: 'URL du bandeau',
    block_preview: 'Aperçu',
    blocks: 'Blocs',
    body: 'Texte',
    brand: 'Marque',
    button_label: 'Texte du bouton',
    button_url: 'Lien du bouton',
    caption: 'Légende',
    categories: 'Rubriques',
    category: 'Rubrique',
    code: 'Code',
    'redirects.code': 'Type',
    color: 'Couleur',
    consent: 'Consentement',
    consent_version: 'Version de la politique de confidentialité',
    construction: 'Construction',
    copyright: 'Copyright',
    count: 'Nombre de réalisations',
    country: 'Pays',
    cover_integration: 'Volet intégré',
    cover_type: 'Type de volet',
    cta_label: 'Texte du bouton',
    cta_url: 'Lien du bouton',
    date_completed: 'Terminée le',
    date_created: 'Reçue le',
    'lead_events.date_created': 'Quand',
    date_published: 'Publié le',
    date_updated: 'Dernier enregistrement',
    dealer: 'Revendeur',
    dealer_note: 'Notes du revendeur',
    decline_reason: 'Motif du refus',
    depth: 'Profondeur',
    description: 'Description',
    detail: 'Détail',
    email: 'E-mail',
    entries: 'Cartes',
    external: 'S’ouvre dans un nouvel onglet',
    figures: 'Chiffres',
    footer_links: 'Liens du pied de page',
    gallery: 'Galerie',
    heading: 'Titre',
    headline: 'Accroche',
    history: 'Historique',
    hits: 'Visites',
    home_cta: 'Bouton vers l’accueil',
    home_page: 'Page d’accueil',
    icon: 'Icône',
    image: 'Image',
    image_alt: 'Texte alternatif',
    images: 'Images',
    items: 'Liens',
    'faq_categories.items': 'Questions',
    kind: 'Type de demande',
    label: 'Libellé',
    language: 'Langue',
    languages_code: 'Langue',
    languages_spoken: 'Langues parlées',
    last_hit: 'Dernière visite',
    latitude: 'Latitude',
    lead: 'Demande de devis',
    lead_email: 'E-mail pour les demandes',
    length: 'Longueur',
    link_label: 'Texte du lien',
    link_url: 'Lien',
    links: 'Liens',
    locale: 'Langue du site',
    longitude: 'Longitude',
    lost: 'Perdues',
    main_nav_left: 'Menu principal, à gauche',
    main_nav_right: 'Menu principal, à droite',
    max_length: 'Longueur maximale',
    max_width: 'Largeur maximale',
    median_hours_to_accept: 'Heures médianes avant acceptation',
    message: 'Message',
    min_length: 'Longueur minimale',
    min_width: 'Largeur minimale',
    mobile_nav: 'Menu mobile',
    municipality: 'Commune',
    name: 'Nom',
    no_follow: 'Les moteurs de recherche ne suivent pas ses liens',
    no_index: 'Masquée aux moteurs de recherche',
    offered: 'Proposées',
    offered_dealers: 'Proposée aux revendeurs',
    office_answer_working_days: 'Jours ouvrables pour la réponse du bureau',
    office_language: 'Langue du bureau',
    opening_hours: 'Heures d’ouverture',
    origin: 'Créée par',
    page: 'Page',
    past_promise: 'Délai promis dépassé',
    paused_until: 'En pause jusqu’au',
    phone: 'Téléphone',
    place: 'Lieu',
    pool: 'Piscine',
    pool_built: 'Piscine déjà construite',
    postal_code: 'Code postal',
    privacy_page: 'Politique de confidentialité',
    publish_at: 'Publier le',
    question: 'Question',
    quote: 'Témoignage',
    quote_email: 'E-mail pour les demandes de devis',
    quote_retention_months: 'Conserver les demandes de devis (mois)',
    quotes: 'Témoignages',
    region: 'Région',
    reminded_at: 'Rappel envoyé le',
    rerouted_at: 'Transmise le',
    rerouted_away: 'Transmises à d’autres',
    safety_rim: 'Margelle de sécurité',
    seo: 'SEO',
    slides: 'Diapositives',
    slug: 'Slug',
    source: 'Ancien chemin',
    stair: 'Escalier',
    stairs: 'Escalier',
    standing_ledge: 'Banquette',
    statement: 'Accroche',
    status: 'Statut',
    'lead_events.status': 'Nouveau statut',
    status_changed_at: 'Statut modifié le',
    status_changed_by: 'Statut modifié par',
    submission_id: 'Identifiant d’envoi',
    suffix: 'Après le nombre',
    summary: 'Résumé',
    tagline: 'Slogan',
    target: 'Mène à',
    terms_page: 'Page des conditions',
    text: 'Texte',
    title: 'Titre',
    top_nav_left: 'Barre du haut, à gauche',
    top_nav_right: 'Barre du haut, à droite',
    translations: 'Traductions',
    unpublish_at: 'Archiver le',
    updated_at: 'Calculés le',
    url: 'URL',
    user: 'Utilisateur',
    value: 'Nombre',
    variant: 'Mise en page',
    video: 'Vidéo',
    volume: 'Volume',
    website: 'Site web',
    width: 'Largeur',
    won: 'Gagnées',
  },
  folders: {
    'Navigation & SEO': 'Navigation & SEO',
    'Page blocks': 'Blocs de page',
  },
  notices: {
    'How this block looks on the site': 'L’aspect de ce bloc sur le site',
    'How this block looks on the site, with example content.':
      'L’aspect de ce bloc sur le site, avec un contenu d’exemple.',
  },
  choices: {
    Yes: 'Oui',
    No: 'Non',
    Status: 'Statut',
    Note: 'Note',
    Appointment: 'Rendez-vous',
    Rerouted: 'Transmise',
    Mail: 'E-mail',
    '301 moved for good': '301 déplacée définitivement',
    '302 moved for now': '302 déplacée temporairement',
    '410 gone': '410 supprimée',
    'An editor': 'Un rédacteur',
    'The CMS': 'Le CMS',
    'Picture with the text over it': 'Image avec le texte par-dessus',
    'Picture beside the text': 'Image à côté du texte',
    'Background video': 'Vidéo en arrière-plan',
    Construction: 'Construction',
    Controls: 'Commandes',
    Energy: 'Énergie',
    Safety: 'Sécurité',
  },
  notes: {
    'Path without language prefix; may contain "/", e.g. about/our-story. Unique per language.':
      'Chemin sans préfixe de langue ; peut contenir "/", p. ex. about/our-story. Unique par langue.',
    'Publishes this page at that minute (Brussels time, checked every minute). Cleared once done.':
      'Publie cette page à cette minute (heure de Bruxelles, vérifiée chaque minute). Vidé une fois fait.',
    'Archives this page at that minute: its address then answers “gone” (410). Cleared once done.':
      'Archive cette page à cette minute : son adresse répond alors « supprimée » (410). Vidé une fois fait.',
    'Pages built from blocks; the home and terms pages are chosen in Global Settings.':
      'Pages composées de blocs ; la page d’accueil et celle des conditions se choisissent dans Paramètres généraux.',
    'Unique per language; used in the URL.': 'Unique par langue ; utilisé dans l’URL.',
    'Publishes this post at that minute (Brussels time, checked every minute). Cleared once done.':
      'Publie cet article à cette minute (heure de Bruxelles, vérifiée chaque minute). Vidé une fois fait.',
    'Archives this post at that minute: its address then answers “gone” (410). Cleared once done.':
      'Archive cet article à cette minute : son adresse répond alors « supprimée » (410). Vidé une fois fait.',
    'Blog articles, newest first on the blog.':
      'Articles de blog, les plus récents en premier sur le blog.',
    'Slatted pool covers: one page each under Covers.':
      'Volets de piscine à lames : chacun sa page sous Volets.',
    m: 'm',
    'm³': 'm³',
    'm. The shortest length visitors can choose in the configurator. Without both lengths and both widths the pool is not offered there.':
      'm. La longueur la plus courte que les visiteurs peuvent choisir dans le configurateur. Sans les deux longueurs et les deux largeurs, la piscine n’y est pas proposée.',
    'm. The longest length in the configurator.':
      'm. La longueur la plus grande dans le configurateur.',
    'm. The narrowest width in the configurator.':
      'm. La largeur la plus étroite dans le configurateur.',
    'm. The widest width in the configurator.':
      'm. La largeur la plus grande dans le configurateur.',
    'The stairs visitors can choose for this pool in the configurator. The pool’s own stair above is its default and always offered.':
      'Les escaliers que les visiteurs peuvent choisir pour cette piscine dans le configurateur. L’escalier de la piscine indiqué plus haut est le choix par défaut et toujours proposé.',
    'Swimming pools the covers fit, with their dimensions, and the pool lines of the configurator with the dimensions and stairs visitors can choose.':
      'Les piscines auxquelles les volets s’adaptent, avec leurs dimensions, et les gammes de piscines du configurateur avec les dimensions et escaliers que les visiteurs peuvent choisir.',
    'Shown under the picture and in the lightbox, and read out by screen readers; a short sentence saying what the picture shows.':
      'Affichée sous la photo et dans la visionneuse, et lue par les lecteurs d’écran ; une courte phrase qui dit ce que montre la photo.',
    'More pictures of the project, in the order they appear below its story; a click opens each one large. Open a picture to write its caption in each language, below the file’s details: it names the picture for screen readers too. The file’s title is never shown on the site. Leave empty for no gallery.':
      'D’autres photos de la réalisation, dans l’ordre où elles apparaissent sous son récit ; un clic ouvre chacune en grand. Ouvrez une photo pour écrire sa légende dans chaque langue, sous les détails du fichier : elle nomme aussi la photo pour les lecteurs d’écran. Le titre du fichier n’apparaît jamais sur le site. Laissez vide pour ne pas avoir de galerie.',
    'Publishes this project at that minute (Brussels time, checked every minute). Cleared once done.':
      'Publie cette réalisation à cette minute (heure de Bruxelles, vérifiée chaque minute). Vidé une fois fait.',
    'Archives this project at that minute: its address then answers “gone” (410). Cleared once done.':
      'Archive cette réalisation à cette minute : son adresse répond alors « supprimée » (410). Vidé une fois fait.',
    'Realisations: pools and covers dealers built, filterable by colour, cover type, pool and stair.':
      'Réalisations : piscines et volets construits par les revendeurs, à filtrer par couleur, type de volet, piscine et escalier.',
    'Groups of questions on the FAQ page.': 'Groupes de questions de la page FAQ.',
    'One question and its answer, in a category.': 'Une question et sa réponse, dans une rubrique.',
    'The language of the e-mails this dealer receives: new appointment requests and reminders.':
      'La langue des e-mails que reçoit ce revendeur : nouvelles demandes de rendez-vous et rappels.',
    'No new or passed-on requests before this day (holidays, a full agenda); empty: not paused.':
      'Aucune demande nouvelle ou transmise avant ce jour (vacances, agenda complet) ; vide : pas de pause.',
    'Where the mails of requests go; empty: the e-mail address above.':
      'Où vont les e-mails des demandes ; vide : l’adresse e-mail ci-dessus.',
    'The languages the dealer’s staff speak with visitors.':
      'Les langues que l’équipe du revendeur parle avec les visiteurs.',
    'As the dealer writes them, e.g. Mon–Fri 9:00–18:00.':
      'Telles que le revendeur les écrit, p. ex. lun.–ven. 9 h–18 h.',
    'One per form the site renders: a request the site sends twice (after an outage) is stored once.':
      'Un par formulaire affiché par le site : une demande que le site envoie deux fois (après une panne) n’est enregistrée qu’une fois.',
    'The visitor’s answer to “Is your pool already built?”.':
      'La réponse du visiteur à « Votre piscine est-elle déjà construite ? ».',
    'Street and house number, as the visitor entered it.':
      'Rue et numéro, tels que le visiteur les a saisis.',
    'The country the visitor asks from, as the site knows it from the address.':
      'Le pays d’où le visiteur fait sa demande, tel que le site le déduit de l’adresse.',
    'Province or state, as the site derives it from the postal code; may be empty.':
      'Province ou Land, tel que le site le déduit du code postal ; peut être vide.',
    'How far the dealer or the office got. Each change records who made it and when.':
      'Où en sont le revendeur ou le bureau. Chaque changement enregistre qui l’a fait et quand.',
    'When the status last changed; written by the CMS.':
      'Quand le statut a changé pour la dernière fois ; rempli par le CMS.',
    'Who last changed the status; written by the CMS.':
      'Qui a changé le statut en dernier ; rempli par le CMS.',
    'When the dealer was reminded of this request, which was still new. Empty it to have the reminder sent again.':
      'Quand le revendeur a reçu un rappel pour cette demande, encore nouvelle. Videz-le pour que le rappel soit renvoyé.',
    'The dealer’s own notes on the follow-up: calls, visits, what was agreed. Not sent to the visitor.':
      'Les notes du revendeur sur le suivi : appels, visites, ce qui a été convenu. Jamais envoyées au visiteur.',
    'The version of the privacy notice the visitor accepted with the consent box; written by the site.':
      'La version de la politique de confidentialité acceptée par le visiteur avec la case de consentement ; remplie par le site.',
    'When the visitor’s details were removed: after Global Settings › Keep quote requests, or at the visitor’s request. The rest stays for statistics.':
      'Quand les données du visiteur ont été supprimées : après Paramètres généraux › Conserver les demandes de devis, ou à la demande du visiteur. Le reste est gardé pour les statistiques.',
    'When the dealer first accepted the request; written by the CMS.':
      'Quand le revendeur a accepté la demande pour la première fois ; rempli par le CMS.',
    'Hours from the request to its first acceptance, for the dashboard; written by the CMS.':
      'Heures entre la demande et sa première acceptation, pour le tableau de bord ; rempli par le CMS.',
    'When the dealer meets the visitor, as the dealer recorded it.':
      'Quand le revendeur rencontre le visiteur, tel que le revendeur l’a noté.',
    'Why the dealer declined the request: required with the status Declined. The dealer’s words, not the visitor’s.':
      'Pourquoi le revendeur a refusé la demande : obligatoire avec le statut Refusée. Les mots du revendeur, pas ceux du visiteur.',
    'Every change of the status, note or appointment: who and when. Written by the CMS.':
      'Chaque changement du statut, des notes ou du rendez-vous : qui et quand. Rempli par le CMS.',
    'The promise to the visitor: by when the dealer accepts (or the office answers) the request. Written by the CMS; past it a new request goes to the next nearest dealer.':
      'La promesse faite au visiteur : la date à laquelle le revendeur accepte la demande (ou le bureau y répond). Remplie par le CMS ; au-delà, une nouvelle demande passe au revendeur suivant le plus proche.',
    'When the request last passed to another dealer (or the office) because it was not accepted in time.':
      'Quand la demande est passée pour la dernière fois à un autre revendeur (ou au bureau), faute d’avoir été acceptée à temps.',
    'Of the visitor’s place, as the site found it.':
      'Du lieu du visiteur, tel que le site l’a trouvé.',
    'The ids of the dealers this request was offered to, in turn; written by the CMS.':
      'Les identifiants des revendeurs à qui cette demande a été proposée tour à tour ; rempli par le CMS.',
    'Requests from the site’s quote form. Dealers see the ones addressed to them and record how they follow them up.':
      'Les demandes du formulaire de devis du site. Les revendeurs voient celles qui leur sont adressées et notent comment ils les suivent.',
    'Who made the change; empty for the CMS itself.':
      'Qui a fait le changement ; vide pour le CMS lui-même.',
    'The new status, for a change of status.': 'Le nouveau statut, pour un changement de statut.',
    'The decline reason of a decline, or the appointment’s time (ISO 8601) of an appointment.':
      'Le motif d’un refus, ou l’heure (ISO 8601) d’un rendez-vous.',
    'The history of each quote request: one row per change of its status, note or appointment, written by the CMS after the save. Nobody edits it.':
      'L’historique de chaque demande de devis : une ligne par changement de statut, de notes ou de rendez-vous, écrite par le CMS après l’enregistrement. Personne ne le modifie.',
    'The old path, with its language, e.g. /fr/volets-solaires. Written without a trailing slash.':
      'L’ancien chemin, avec sa langue, p. ex. /fr/volets-solaires. Sans barre oblique finale.',
    'Where it leads now: a path of the site (/fr/couvertures) or an https:// address. Empty for a page that is gone (410).':
      'Où il mène désormais : un chemin du site (/fr/couvertures) ou une adresse https://. Vide pour une page supprimée (410).',
    'Who made it.': 'Qui l’a créée.',
    'Visits it led on, counted by the site.': 'Visites redirigées, comptées par le site.',
    'Old addresses that lead on: a page’s slug changed in one language, or it is gone. The CMS adds one when a published page, post, cover, project or pool changes its slug or goes; add your own, or import a list (CSV: source, target, code) from an old site.':
      'Anciennes adresses qui redirigent : le slug d’une page a changé dans une langue, ou la page a disparu. Le CMS en ajoute une quand une page, un article, un volet, une réalisation ou une piscine publiés changent de slug ou disparaissent ; ajoutez les vôtres, ou importez une liste (CSV : source, target, code) d’un ancien site.',
    'When these figures were worked out.': 'Quand ces chiffres ont été calculés.',
    'Appointment requests offered to the dealer, a re-routed one included.':
      'Demandes de rendez-vous proposées au revendeur, y compris celles transmises par un autre.',
    'Of those, the ones the dealer accepted.': 'Parmi elles, celles que le revendeur a acceptées.',
    'Accepted, in percent of offered.': 'Acceptées, en pour cent des proposées.',
    'Half of the dealer’s acceptances came within this many hours of the request.':
      'La moitié des acceptations du revendeur sont arrivées dans ce nombre d’heures après la demande.',
    'Requests still new with the dealer after the promised time (they are passed on at the next run).':
      'Demandes encore nouvelles chez le revendeur après le délai promis (elles sont transmises au prochain passage).',
    'Requests passed on to another dealer because this one did not accept in time.':
      'Demandes transmises à un autre revendeur parce que celui-ci ne les a pas acceptées à temps.',
    'How each dealer answers their leads, worked out by the CMS every ten minutes from the appointment requests (with the lead routing). Nobody edits it: a change is overwritten at the next run.':
      'Comment chaque revendeur répond à ses demandes, calculé par le CMS toutes les dix minutes à partir des demandes de rendez-vous (avec la répartition des demandes). Personne ne le modifie : un changement est écrasé au prochain passage.',
    'The promo banner, one short sentence; shown while the banner is active.':
      'Le bandeau promo, une phrase courte ; affiché tant que le bandeau est actif.',
    'Default title, description and share image.':
      'Titre, description et image de partage par défaut.',
    'Of the dealer network, in international format, e.g. +32 50 44 18 20: the contact point search engines get.':
      'Du réseau de revendeurs, au format international, p. ex. +32 50 44 18 20 : le point de contact donné aux moteurs de recherche.',
    'Of the dealer network: the contact point search engines get.':
      'Du réseau de revendeurs : le point de contact donné aux moteurs de recherche.',
    'Shows the promo banner on every page; its text is under Translations.':
      'Affiche le bandeau promo sur chaque page ; son texte se trouve sous Traductions.',
    'Where the banner’s “more information” leads.':
      'Où mène le « plus d’informations » du bandeau.',
    'Instead of a page: a path without language prefix, e.g. /covers, or an https:// URL.':
      'Au lieu d’une page : un chemin sans préfixe de langue, p. ex. /covers, ou une URL https://.',
    'Shows the banner from that minute (Brussels time, checked every minute). Cleared once done.':
      'Affiche le bandeau à partir de cette minute (heure de Bruxelles, vérifiée chaque minute). Vidé une fois fait.',
    'Hides the banner from that minute: a spring offer ends on its own. Cleared once done.':
      'Masque le bandeau à partir de cette minute : une offre de printemps se termine d’elle-même. Vidé une fois fait.',
    'Where every quote request from the site is sent (the visitor gets a confirmation, the chosen dealer a copy). Empty: the e-mail address above.':
      'Où est envoyée chaque demande de devis du site (le visiteur reçoit une confirmation, le revendeur choisi une copie). Vide : l’adresse e-mail ci-dessus.',
    'The language of the e-mails the office receives: new quote requests and the copies of reminders to dealers.':
      'La langue des e-mails que reçoit le bureau : nouvelles demandes de devis et copies des rappels aux revendeurs.',
    'The promise to visitors: a dealer accepts an appointment request within this many working days (Monday to Friday, Belgian public holidays excepted) and contacts the visitor the working day after. The site tells the visitor the date.':
      'La promesse faite aux visiteurs : un revendeur accepte une demande de rendez-vous dans ce nombre de jours ouvrables (du lundi au vendredi, jours fériés belges exceptés) et contacte le visiteur le jour ouvrable suivant. Le site indique la date au visiteur.',
    'The promise for requests of a quote by e-mail, which the office answers: within this many working days. The site tells the visitor the date.':
      'La promesse pour les demandes de devis par e-mail, auxquelles répond le bureau : dans ce nombre de jours ouvrables. Le site indique la date au visiteur.',
    'The privacy notice: always at /privacy after the language, e.g. /fr/privacy, linked from the footer and the quote form.':
      'La politique de confidentialité : toujours à /privacy après la langue, p. ex. /fr/privacy, avec un lien dans le pied de page et le formulaire de devis.',
    'Keep quote requests (months): after this, a nightly flow removes the visitor’s name, address, phone, e-mail and free text; the rest stays for statistics. The privacy notice promises 24.':
      'Conserver les demandes de devis (mois) : passé ce délai, un flux nocturne supprime le nom, l’adresse, le téléphone, l’e-mail et le texte libre du visiteur ; le reste est gardé pour les statistiques. La politique de confidentialité promet 24.',
    'Shown when the page is shared (Open Graph), best 1200 × 630; without one, the image of the global settings’ SEO.':
      'Affichée quand la page est partagée (Open Graph), idéalement 1200 × 630 ; sans image, celle du SEO des paramètres généraux.',
    'A page of this site: the link follows its slug in every language.':
      'Une page de ce site : le lien suit son slug dans chaque langue.',
    'An internal path without language prefix, e.g. /covers, or an absolute https:// URL; leave empty when a page is chosen.':
      'Un chemin interne sans préfixe de langue, p. ex. /covers, ou une URL https:// absolue ; laissez vide si une page est choisie.',
    'One sentence, shown very large; keep the words “at any time” in it.':
      'Une phrase, affichée en très grand ; gardez-y les mots « à tout moment ».',
    'One or two sentences under the statement.': 'Une ou deux phrases sous l’accroche.',
    'The link’s text; without it there is no link.': 'Le texte du lien ; sans lui, pas de lien.',
    'Where the link leads: a path without language prefix, e.g. /covers, or an https:// URL.':
      'Où mène le lien : un chemin sans préfixe de langue, p. ex. /covers, ou une URL https://.',
    'The home page’s promise in very large type, e.g. “Covered at any time: one turn of the key and your pool is closed”, with an optional short text and link.':
      'La promesse de la page d’accueil en très grands caractères, p. ex. « Couverte à tout moment : un tour de clé et votre piscine est fermée », avec un court texte et un lien facultatifs.',
    'A call to action: a title, a line of text and one button to another page.':
      'Un appel à l’action : un titre, une ligne de texte et un bouton vers une autre page.',
    'Leave empty for all categories. Questions are edited under FAQ categories.':
      'Laissez vide pour toutes les rubriques. Les questions se modifient sous Rubriques FAQ.',
    'A heading and the questions of the FAQ categories you pick, one accordion per category. Pick none to show every category.':
      'Un titre et les questions des rubriques FAQ que vous choisissez, un accordéon par rubrique. N’en choisissez aucune pour les afficher toutes.',
    'E.g. “All projects”; without it there is no link.':
      'P. ex. « Toutes les réalisations » ; sans lui, pas de lien.',
    'How many projects to show, 1 to 12; 3 when empty.':
      'Combien de réalisations afficher, de 1 à 12 ; 3 si vide.',
    'Where the link leads, usually /projects.': 'Où mène le lien, en général /projects.',
    'A heading and text with the latest published projects as cards, newest first, and a link to all projects.':
      'Un titre et un texte avec les dernières réalisations publiées sous forme de cartes, les plus récentes en premier, et un lien vers toutes les réalisations.',
    'A few words: it is the largest text of the page.':
      'Quelques mots : c’est le plus grand texte de la page.',
    'One or two sentences under the headline.': 'Une ou deux phrases sous l’accroche.',
    'The button’s text; without it there is no button.':
      'Le texte du bouton ; sans lui, pas de bouton.',
    'How the picture and the text share the band. Beside the text, the picture goes above it on phones.':
      'Comment l’image et le texte se partagent le bandeau. À côté du texte, l’image passe au-dessus sur les téléphones.',
    'A wide photo, at least 1600 pixels wide. It sets the mood and is not described to screen readers, so put what matters in the headline and text. With a video, it is the still shown before the video plays and to visitors who prefer less motion.':
      'Une photo large, d’au moins 1600 pixels. Elle donne le ton et n’est pas décrite aux lecteurs d’écran : mettez l’essentiel dans l’accroche et le texte. Avec une vidéo, c’est l’image fixe montrée avant la lecture et aux visiteurs qui préfèrent moins d’animations.',
    'Only for the background video: a short MP4 or WebM loop without sound, at most a few megabytes. Without one, the picture is shown.':
      'Uniquement pour la vidéo en arrière-plan : une courte boucle MP4 ou WebM sans son, de quelques mégaoctets au plus. Sans vidéo, l’image est affichée.',
    'Where the button leads: a path without language prefix, e.g. /covers, or an https:// URL.':
      'Où mène le bouton : un chemin sans préfixe de langue, p. ex. /covers, ou une URL https://.',
    'A large band with a headline, a short text and a button. Put one at the top of a page: its picture (or video) sets the mood of the whole page.':
      'Un grand bandeau avec une accroche, un court texte et un bouton. Placez-en un en haut d’une page : son image (ou sa vidéo) donne le ton de toute la page.',
    'In the order they appear. Open a picture to write its caption in each language, below the file’s details: it names the picture for screen readers too. The file’s title is never shown on the site.':
      'Dans l’ordre où elles apparaissent. Ouvrez une photo pour écrire sa légende dans chaque langue, sous les détails du fichier : elle nomme aussi la photo pour les lecteurs d’écran. Le titre du fichier n’apparaît jamais sur le site.',
    'A heading and a grid of pictures; a click opens each one large in a lightbox with its caption and previous/next buttons. Each picture has a caption per language; without one, it is shown without caption and named by its number.':
      'Un titre et une grille de photos ; un clic ouvre chacune en grand dans une visionneuse avec sa légende et des boutons précédent/suivant. Chaque photo a une légende par langue ; sans légende, elle est affichée sans et nommée par son numéro.',
    'Two or three sentences beside the drawing.': 'Deux ou trois phrases à côté du dessin.',
    'The colour of the slats in the drawing.': 'La couleur des lames dans le dessin.',
    'A drawing of a pool whose slatted cover rolls open and closed, in the colour chosen here, with a heading and text beside it. Visitors who prefer less motion see it half closed, standing still.':
      'Le dessin d’une piscine dont le volet à lames s’ouvre et se ferme, dans la couleur choisie ici, avec un titre et un texte à côté. Les visiteurs qui préfèrent moins d’animations le voient immobile, à moitié fermé.',
    'Four entries fill one row on a wide screen.':
      'Quatre cartes remplissent une rangée sur un grand écran.',
    'A heading and a row of cards with an icon, a title, a short text and a link: a way into the topics of the pool guide.':
      'Un titre et une rangée de cartes avec une icône, un titre, un court texte et un lien : une porte d’entrée vers les sujets du guide de la piscine.',
    'One or two sentences.': 'Une ou deux phrases.',
    'Where the card leads: an internal path without language prefix, e.g. /pool-guide/safety, or an https:// URL. Without one the card is plain text.':
      'Où mène la carte : un chemin interne sans préfixe de langue, p. ex. /pool-guide/safety, ou une URL https://. Sans lien, la carte est un simple texte.',
    'One card of a pool navigation.': 'Une carte d’une navigation piscine.',
    'Above the figures; may stay empty.': 'Au-dessus des chiffres ; peut rester vide.',
    'Three or four figures fit on one row; drag to change their order.':
      'Trois ou quatre chiffres tiennent sur une rangée ; faites-les glisser pour changer leur ordre.',
    'A row of large figures, e.g. “1,200 covers installed”, that count up when they scroll into view.':
      'Une rangée de grands chiffres, p. ex. « 1 200 volets installés », qui défilent jusqu’à leur valeur quand ils apparaissent à l’écran.',
    'Under the number, e.g. covers installed.': 'Sous le nombre, p. ex. volets installés.',
    'The number alone, e.g. 1200; the site writes it the way each language does (1.200, 1,200).':
      'Le nombre seul, p. ex. 1200 ; le site l’écrit comme le fait chaque langue (1.200, 1,200).',
    'Right after the number, e.g. + or %.': 'Juste après le nombre, p. ex. + ou %.',
    'One figure of a project stats block.': 'Un chiffre d’un bloc chiffres clés.',
    'Above the quotes, e.g. “What our customers say”.':
      'Au-dessus des témoignages, p. ex. « Ce que disent nos clients ».',
    'Three to six short quotes read best; drag to change their order.':
      'Trois à six témoignages courts se lisent le mieux ; faites-les glisser pour changer leur ordre.',
    'Quotes of customers, one at a time, that visitors browse with arrows. Shows all quotes to search engines and screen readers.':
      'Des témoignages de clients, un à la fois, que les visiteurs parcourent avec des flèches. Les moteurs de recherche et les lecteurs d’écran les reçoivent tous.',
    'Two or three sentences, without quotation marks.': 'Deux ou trois phrases, sans guillemets.',
    'As the customer agreed to be named, e.g. Sarah V.':
      'Comme le client a accepté d’être nommé, p. ex. Sarah V.',
    'Municipality, e.g. Knokke-Heist.': 'Commune, p. ex. Knokke-Heist.',
    'One customer’s quote in a quote carousel.':
      'Le témoignage d’un client dans un bloc témoignages clients.',
    'Formatted text with an optional title: headings, lists, links and quotes.':
      'Du texte mis en forme avec un titre facultatif : intertitres, listes, liens et citations.',
    'In the order they appear; drag to reorder.':
      'Dans l’ordre où elles apparaissent ; faites-les glisser pour les réordonner.',
    'A heading and a few slides (picture, title, text, optional link) shown one at a time in a vertical track with up and down buttons; on phones the slides stack. Three to six slides read best.':
      'Un titre et quelques diapositives (image, titre, texte, lien facultatif) affichées une à la fois dans un rail vertical avec des boutons haut et bas ; sur les téléphones, elles s’empilent. Trois à six diapositives se lisent le mieux.',
    'Two or three sentences.': 'Deux ou trois phrases.',
    'The text of the link; shown when a URL is set.':
      'Le texte du lien ; affiché quand une URL est renseignée.',
    'What the picture shows, for screen readers and when it does not load, e.g. “The first workshop in West Flanders”. Leave empty when the title and text say it all: the picture is then decorative.':
      'Ce que montre l’image, pour les lecteurs d’écran et quand elle ne se charge pas, p. ex. « Le premier atelier en Flandre-Occidentale ». Laissez vide si le titre et le texte disent tout : l’image est alors décorative.',
    'Landscape, at least 1600 px wide. Say what it shows under Translations (alternative text), in each language.':
      'Au format paysage, d’au moins 1600 px de large. Dites ce qu’elle montre sous Traductions (texte alternatif), dans chaque langue.',
    'Optional: an internal path without language prefix, e.g. /covers, or an https:// URL.':
      'Facultatif : un chemin interne sans préfixe de langue, p. ex. /covers, ou une URL https://.',
    'One slide of a vertical slider.': 'Une diapositive d’un carrousel vertical.',
    'For users of the Dealer role: the dealer whose quote requests this user sees and follows up.':
      'Pour les utilisateurs du rôle Dealer : le revendeur dont cet utilisateur voit et suit les demandes de devis.',
  },
}
