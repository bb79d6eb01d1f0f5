/**
 * The privacy notice: a page with a fixed key that Global Settings › Privacy page points at, at
 * /{lang}/privacy on the site. Its list of cookies and storage keys names every one the site
 * sets (the language, the editors' preview, the cookie choice, the closed banner, the reload
 * guard) and the tag manager's, which only come after consent.
 */
import type { Localized, PageSeed } from './types.ts'

/** Shorthand for a localized value, in the order nl-BE, en-US, fr-FR, de-DE, es-ES. */
function L<T>(nl: T, en: T, fr: T, de: T, es: T): Localized<T> {
  return { 'nl-BE': nl, 'en-US': en, 'fr-FR': fr, 'de-DE': de, 'es-ES': es }
}

const office = '<a href="mailto:info@lamella.example.com">info@lamella.example.com</a>'

/** One entry of the list of cookies and storage keys: its name, what it does, how long, why. */
const entry = (name: string, text: string) => `<li><strong>${name}</strong>: ${text}</li>`

const privacyNl =
  '<p>Deze privacyverklaring legt uit welke persoonsgegevens Lamella verwerkt wanneer u deze website gebruikt of een offerte of afspraak aanvraagt, waarom, hoe lang, en welke rechten u hebt.</p>' +
  `<h2>1. Wie is verantwoordelijk?</h2><p>Lamella, Brugge (België), is verwerkingsverantwoordelijke. U bereikt ons voor alle vragen over uw gegevens via ${office} of +32 50 44 18 20.</p>` +
  '<h2>2. Welke gegevens en waarvoor?</h2><p>Wanneer u het offerteformulier invult, verwerken we uw naam, e-mailadres, telefoonnummer, adres, postcode en gemeente, uw configuratie (model, kleur, afmetingen, trap), of het zwembad al gebouwd is en uw bericht. Daarmee behandelen we uw aanvraag: ons kantoor bezorgt ze aan de verdeler die u kiest (of die bij uw postcode hoort), die contact met u opneemt voor een offerte of een afspraak. U krijgt een bevestiging per e-mail. We bewaren ook welke versie van deze verklaring u aanvaardde.</p>' +
  '<h2>3. Rechtsgrond</h2><p>We verwerken uw aanvraag om op uw verzoek maatregelen te nemen vóór een overeenkomst (artikel 6.1.b AVG). De opvolging door de verdeler en onze statistieken over aanvragen steunen op ons gerechtvaardigd belang om ons netwerk te organiseren (artikel 6.1.f AVG). Analytische en advertentiecookies plaatsen we alleen met uw toestemming (artikel 6.1.a AVG), die u altijd kunt intrekken via “Cookie-instellingen” onderaan elke pagina.</p>' +
  '<h2>4. Met wie delen we uw gegevens?</h2><p>Alleen met de verdeler die uw aanvraag opvolgt en met onze technische dienstverleners (hosting, e-mail), die uitsluitend in onze opdracht werken. We verkopen uw gegevens nooit. Foutmeldingen van de website bevatten geen persoonsgegevens: geen IP-adres, geen formulierwaarden, geen cookies.</p>' +
  '<h2>5. Hoe lang bewaren we ze?</h2><p>Een aanvraag bewaren we 24 maanden. Daarna worden uw naam, adres, telefoonnummer, e-mailadres en vrije tekst automatisch gewist; wat overblijft (datum, model, regio, verdeler, status) zegt niets meer over u en dient enkel voor statistieken. Onze e-mails met uw aanvraag volgen dezelfde termijn.</p>' +
  `<h2>6. Uw rechten</h2><p>U hebt het recht op inzage, verbetering en wissing van uw gegevens, op beperking van en bezwaar tegen de verwerking en op overdraagbaarheid. Stuur een e-mail naar ${office} vanaf het adres waarmee u de aanvraag deed; we antwoorden binnen een maand. Bent u niet tevreden, dan kunt u klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel (<a href="https://www.gegevensbeschermingsautoriteit.be">www.gegevensbeschermingsautoriteit.be</a>).</p>` +
  '<h2>7. Cookies en lokale opslag</h2><p>Deze website gebruikt alleen wat nodig is om te werken; al het andere pas na uw toestemming.</p><ul>' +
  entry('lamella_locale', 'cookie die uw taal onthoudt; 365 dagen; noodzakelijk.') +
  entry('lamella_consent', 'cookie die uw cookiekeuze onthoudt; 6 maanden; noodzakelijk.') +
  entry(
    'lamella_preview',
    'cookie voor redacteurs die niet-gepubliceerde inhoud bekijken, nooit voor bezoekers; 1 uur; noodzakelijk.',
  ) +
  entry(
    'lamella:closed-banner',
    'lokale opslag (localStorage) die onthoudt dat u de promotiebanner sloot; tot u uw browsergegevens wist; noodzakelijk.',
  ) +
  entry(
    'lamella:reloaded:…',
    'sessieopslag (sessionStorage) die voorkomt dat een pagina na een update meer dan één keer herlaadt; tot u het tabblad sluit; noodzakelijk.',
  ) +
  entry(
    'Analytische cookies (Google, bv. _ga en _ga_&lt;id&gt;)',
    'geplaatst door Google Tag Manager om het gebruik van de site te meten; 2 jaar; alleen na uw toestemming voor “analyse”.',
  ) +
  entry(
    'Advertentiecookies (Google)',
    'geplaatst door Google Tag Manager om advertenties te meten; tot 2 jaar; alleen na uw toestemming voor “advertenties”.',
  ) +
  '</ul>' +
  '<h2>8. Wijzigingen</h2><p>Wijzigt deze verklaring, dan passen we de versie aan. Bij elke aanvraag bewaren we welke versie u aanvaardde. Versie van november 2026.</p>'

const privacyEn =
  '<p>This privacy notice explains which personal data Lamella processes when you use this website or request a quote or an appointment, why, for how long, and what your rights are.</p>' +
  `<h2>1. Who is responsible?</h2><p>Lamella, Bruges (Belgium), is the controller. For any question about your data, contact us at ${office} or +32 50 44 18 20.</p>` +
  '<h2>2. What data, and what for?</h2><p>When you fill in the quote form, we process your name, e-mail address, phone number, address, postal code and municipality, your configuration (model, colour, dimensions, stairs), whether your pool is already built, and your message. We use them to handle your request: our office passes it to the dealer you choose (or the one for your postal code), who contacts you for a quote or an appointment. You receive a confirmation by e-mail. We also record which version of this notice you accepted.</p>' +
  '<h2>3. Legal basis</h2><p>We process your request to take steps at your request before entering into a contract (Article 6(1)(b) GDPR). The dealer’s follow-up and our statistics on requests rest on our legitimate interest in running our dealer network (Article 6(1)(f) GDPR). Analytics and advertising cookies are only set with your consent (Article 6(1)(a) GDPR), which you can withdraw at any time through “Cookie settings” at the bottom of every page.</p>' +
  '<h2>4. Who do we share it with?</h2><p>Only with the dealer who follows up your request and with our technical service providers (hosting, e-mail), who act solely on our instructions. We never sell your data. The website’s error reports contain no personal data: no IP address, no form values, no cookies.</p>' +
  '<h2>5. How long do we keep it?</h2><p>We keep a request for 24 months. After that, your name, address, phone number, e-mail address and free text are erased automatically; what remains (date, model, region, dealer, status) no longer says anything about you and is used for statistics only. Our e-mails containing your request follow the same period.</p>' +
  `<h2>6. Your rights</h2><p>You have the right to access, rectify and erase your data, to restrict and object to its processing, and to data portability. Write to ${office} from the address you used for your request; we answer within one month. If you are not satisfied, you can lodge a complaint with the Belgian Data Protection Authority, Rue de la Presse 35, 1000 Brussels (<a href="https://www.dataprotectionauthority.be">www.dataprotectionauthority.be</a>).</p>` +
  '<h2>7. Cookies and local storage</h2><p>This website only uses what it needs to work; everything else only with your consent.</p><ul>' +
  entry('lamella_locale', 'cookie that remembers your language; 365 days; necessary.') +
  entry('lamella_consent', 'cookie that remembers your cookie choice; 6 months; necessary.') +
  entry(
    'lamella_preview',
    'cookie for editors viewing unpublished content, never set for visitors; 1 hour; necessary.',
  ) +
  entry(
    'lamella:closed-banner',
    'local storage (localStorage) that remembers you closed the promotional banner; until you clear your browser data; necessary.',
  ) +
  entry(
    'lamella:reloaded:…',
    'session storage (sessionStorage) that stops a page from reloading more than once after an update; until you close the tab; necessary.',
  ) +
  entry(
    'Analytics cookies (Google, e.g. _ga and _ga_&lt;id&gt;)',
    'set by Google Tag Manager to measure how the site is used; 2 years; only after you consent to “analytics”.',
  ) +
  entry(
    'Advertising cookies (Google)',
    'set by Google Tag Manager to measure advertising; up to 2 years; only after you consent to “advertising”.',
  ) +
  '</ul>' +
  '<h2>8. Changes</h2><p>When this notice changes, we change its version. With every request we record which version you accepted. Version of November 2026.</p>'

const privacyFr =
  '<p>La présente déclaration de confidentialité explique quelles données à caractère personnel Lamella traite lorsque vous utilisez ce site ou demandez un devis ou un rendez-vous, pourquoi, pendant combien de temps, et quels sont vos droits.</p>' +
  `<h2>1. Qui est responsable ?</h2><p>Lamella, Bruges (Belgique), est le responsable du traitement. Pour toute question sur vos données, contactez-nous à ${office} ou au +32 50 44 18 20.</p>` +
  '<h2>2. Quelles données et dans quel but ?</h2><p>Lorsque vous remplissez le formulaire de devis, nous traitons vos nom, adresse e-mail, numéro de téléphone, adresse, code postal et commune, votre configuration (modèle, couleur, dimensions, escalier), si votre piscine est déjà construite, ainsi que votre message. Nous les utilisons pour traiter votre demande : notre bureau la transmet au revendeur que vous choisissez (ou à celui de votre code postal), qui vous contacte pour un devis ou un rendez-vous. Vous recevez une confirmation par e-mail. Nous enregistrons aussi la version de la présente déclaration que vous avez acceptée.</p>' +
  '<h2>3. Base juridique</h2><p>Nous traitons votre demande afin de prendre, à votre demande, des mesures précontractuelles (article 6.1.b du RGPD). Le suivi par le revendeur et nos statistiques sur les demandes reposent sur notre intérêt légitime à organiser notre réseau (article 6.1.f du RGPD). Les cookies d’analyse et de publicité ne sont déposés qu’avec votre consentement (article 6.1.a du RGPD), que vous pouvez retirer à tout moment via « Paramètres des cookies » en bas de chaque page.</p>' +
  '<h2>4. Avec qui partageons-nous vos données ?</h2><p>Uniquement avec le revendeur qui assure le suivi de votre demande et avec nos prestataires techniques (hébergement, e-mail), qui agissent exclusivement sur nos instructions. Nous ne vendons jamais vos données. Les rapports d’erreurs du site ne contiennent aucune donnée personnelle : ni adresse IP, ni valeurs de formulaire, ni cookies.</p>' +
  '<h2>5. Combien de temps les conservons-nous ?</h2><p>Nous conservons une demande pendant 24 mois. Ensuite, vos nom, adresse, numéro de téléphone, adresse e-mail et texte libre sont effacés automatiquement ; ce qui reste (date, modèle, région, revendeur, statut) ne dit plus rien de vous et ne sert qu’à des statistiques. Nos e-mails contenant votre demande suivent le même délai.</p>' +
  `<h2>6. Vos droits</h2><p>Vous avez le droit d’accéder à vos données, de les faire rectifier ou effacer, de limiter leur traitement ou de vous y opposer, ainsi que le droit à la portabilité. Écrivez à ${office} depuis l’adresse utilisée pour votre demande ; nous répondons dans un délai d’un mois. Si vous n’êtes pas satisfait, vous pouvez introduire une plainte auprès de l’Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles (<a href="https://www.autoriteprotectiondonnees.be">www.autoriteprotectiondonnees.be</a>).</p>` +
  '<h2>7. Cookies et stockage local</h2><p>Ce site n’utilise que ce qui est nécessaire à son fonctionnement ; tout le reste uniquement avec votre consentement.</p><ul>' +
  entry('lamella_locale', 'cookie qui retient votre langue ; 365 jours ; nécessaire.') +
  entry(
    'lamella_consent',
    'cookie qui retient votre choix en matière de cookies ; 6 mois ; nécessaire.',
  ) +
  entry(
    'lamella_preview',
    'cookie destiné aux rédacteurs qui consultent du contenu non publié, jamais déposé pour les visiteurs ; 1 heure ; nécessaire.',
  ) +
  entry(
    'lamella:closed-banner',
    'stockage local (localStorage) qui retient que vous avez fermé la bannière promotionnelle ; jusqu’à ce que vous effaciez les données de votre navigateur ; nécessaire.',
  ) +
  entry(
    'lamella:reloaded:…',
    'stockage de session (sessionStorage) qui évite qu’une page se recharge plus d’une fois après une mise à jour ; jusqu’à la fermeture de l’onglet ; nécessaire.',
  ) +
  entry(
    'Cookies d’analyse (Google, p. ex. _ga et _ga_&lt;id&gt;)',
    'déposés par Google Tag Manager pour mesurer l’utilisation du site ; 2 ans ; uniquement après votre consentement pour « analyse ».',
  ) +
  entry(
    'Cookies publicitaires (Google)',
    'déposés par Google Tag Manager pour mesurer la publicité ; jusqu’à 2 ans ; uniquement après votre consentement pour « publicité ».',
  ) +
  '</ul>' +
  '<h2>8. Modifications</h2><p>Si cette déclaration change, nous en changeons la version. Pour chaque demande, nous enregistrons la version que vous avez acceptée. Version de novembre 2026.</p>'

const privacyDe =
  '<p>Diese Datenschutzerklärung erläutert, welche personenbezogenen Daten Lamella verarbeitet, wenn Sie diese Website nutzen oder ein Angebot oder einen Termin anfragen, warum, wie lange und welche Rechte Sie haben.</p>' +
  `<h2>1. Wer ist verantwortlich?</h2><p>Verantwortlicher ist Lamella, Brügge (Belgien). Bei Fragen zu Ihren Daten erreichen Sie uns unter ${office} oder +32 50 44 18 20.</p>` +
  '<h2>2. Welche Daten und wofür?</h2><p>Wenn Sie das Angebotsformular ausfüllen, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, Telefonnummer, Adresse, Postleitzahl und Gemeinde, Ihre Konfiguration (Modell, Farbe, Maße, Treppe), ob Ihr Pool bereits gebaut ist, und Ihre Nachricht. Damit bearbeiten wir Ihre Anfrage: Unser Büro leitet sie an den von Ihnen gewählten Händler weiter (oder an den für Ihre Postleitzahl), der Sie für ein Angebot oder einen Termin kontaktiert. Sie erhalten eine Bestätigung per E-Mail. Wir speichern außerdem, welche Fassung dieser Erklärung Sie akzeptiert haben.</p>' +
  '<h2>3. Rechtsgrundlage</h2><p>Wir verarbeiten Ihre Anfrage zur Durchführung vorvertraglicher Maßnahmen auf Ihre Anfrage hin (Art. 6 Abs. 1 lit. b DSGVO). Die Nachverfolgung durch den Händler und unsere Statistiken über Anfragen beruhen auf unserem berechtigten Interesse, unser Händlernetz zu organisieren (Art. 6 Abs. 1 lit. f DSGVO). Analyse- und Werbe-Cookies setzen wir nur mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit über „Cookie-Einstellungen“ unten auf jeder Seite widerrufen können.</p>' +
  '<h2>4. An wen geben wir Ihre Daten weiter?</h2><p>Nur an den Händler, der Ihre Anfrage bearbeitet, und an unsere technischen Dienstleister (Hosting, E-Mail), die ausschließlich in unserem Auftrag handeln. Wir verkaufen Ihre Daten nie. Fehlerberichte der Website enthalten keine personenbezogenen Daten: keine IP-Adresse, keine Formularwerte, keine Cookies.</p>' +
  '<h2>5. Wie lange speichern wir sie?</h2><p>Eine Anfrage speichern wir 24 Monate. Danach werden Ihr Name, Ihre Adresse, Telefonnummer, E-Mail-Adresse und Freitexte automatisch gelöscht; was bleibt (Datum, Modell, Region, Händler, Status), sagt nichts mehr über Sie aus und dient nur der Statistik. Unsere E-Mails mit Ihrer Anfrage folgen derselben Frist.</p>' +
  `<h2>6. Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung und Löschung Ihrer Daten, auf Einschränkung der Verarbeitung, auf Widerspruch und auf Datenübertragbarkeit. Schreiben Sie an ${office} von der Adresse, mit der Sie die Anfrage gestellt haben; wir antworten innerhalb eines Monats. Sind Sie nicht zufrieden, können Sie sich bei der belgischen Datenschutzbehörde beschweren, Rue de la Presse 35, 1000 Brüssel (<a href="https://www.datenschutzbehorde.be">www.datenschutzbehorde.be</a>).</p>` +
  '<h2>7. Cookies und lokale Speicherung</h2><p>Diese Website verwendet nur, was sie zum Funktionieren braucht; alles andere nur mit Ihrer Einwilligung.</p><ul>' +
  entry('lamella_locale', 'Cookie, das Ihre Sprache speichert; 365 Tage; notwendig.') +
  entry('lamella_consent', 'Cookie, das Ihre Cookie-Auswahl speichert; 6 Monate; notwendig.') +
  entry(
    'lamella_preview',
    'Cookie für Redakteure, die unveröffentlichte Inhalte ansehen, nie für Besucher; 1 Stunde; notwendig.',
  ) +
  entry(
    'lamella:closed-banner',
    'lokaler Speicher (localStorage), der sich merkt, dass Sie das Werbebanner geschlossen haben; bis Sie Ihre Browserdaten löschen; notwendig.',
  ) +
  entry(
    'lamella:reloaded:…',
    'Sitzungsspeicher (sessionStorage), der verhindert, dass eine Seite nach einem Update mehr als einmal neu lädt; bis Sie den Tab schließen; notwendig.',
  ) +
  entry(
    'Analyse-Cookies (Google, z. B. _ga und _ga_&lt;id&gt;)',
    'von Google Tag Manager gesetzt, um die Nutzung der Website zu messen; 2 Jahre; nur nach Ihrer Einwilligung für „Analyse“.',
  ) +
  entry(
    'Werbe-Cookies (Google)',
    'von Google Tag Manager gesetzt, um Werbung zu messen; bis zu 2 Jahre; nur nach Ihrer Einwilligung für „Werbung“.',
  ) +
  '</ul>' +
  '<h2>8. Änderungen</h2><p>Ändert sich diese Erklärung, ändern wir ihre Fassung. Zu jeder Anfrage speichern wir, welche Fassung Sie akzeptiert haben. Fassung vom November 2026.</p>'

const privacyEs =
  '<p>Esta política de privacidad explica qué datos personales trata Lamella cuando usted utiliza este sitio web o solicita un presupuesto o una cita, por qué, durante cuánto tiempo y cuáles son sus derechos.</p>' +
  `<h2>1. ¿Quién es el responsable?</h2><p>Lamella, Brujas (Bélgica), es el responsable del tratamiento. Para cualquier pregunta sobre sus datos, escríbanos a ${office} o llame al +32 50 44 18 20.</p>` +
  '<h2>2. ¿Qué datos y para qué?</h2><p>Cuando rellena el formulario de presupuesto, tratamos su nombre, dirección de correo electrónico, teléfono, dirección, código postal y municipio, su configuración (modelo, color, medidas, escalera), si su piscina ya está construida y su mensaje. Los usamos para gestionar su solicitud: nuestra oficina la transmite al distribuidor que usted elija (o al de su código postal), que se pondrá en contacto con usted para un presupuesto o una cita. Recibirá una confirmación por correo electrónico. También registramos qué versión de esta política aceptó.</p>' +
  '<h2>3. Base jurídica</h2><p>Tratamos su solicitud para aplicar, a petición suya, medidas precontractuales (artículo 6.1.b del RGPD). El seguimiento por parte del distribuidor y nuestras estadísticas de solicitudes se basan en nuestro interés legítimo en organizar nuestra red (artículo 6.1.f del RGPD). Las cookies analíticas y publicitarias solo se instalan con su consentimiento (artículo 6.1.a del RGPD), que puede retirar en cualquier momento en «Configuración de cookies», al pie de cada página.</p>' +
  '<h2>4. ¿Con quién compartimos sus datos?</h2><p>Solo con el distribuidor que da seguimiento a su solicitud y con nuestros proveedores técnicos (alojamiento, correo electrónico), que actúan exclusivamente siguiendo nuestras instrucciones. Nunca vendemos sus datos. Los informes de errores del sitio no contienen datos personales: ni dirección IP, ni valores de formularios, ni cookies.</p>' +
  '<h2>5. ¿Cuánto tiempo los conservamos?</h2><p>Conservamos una solicitud durante 24 meses. Después, su nombre, dirección, teléfono, correo electrónico y texto libre se borran automáticamente; lo que queda (fecha, modelo, región, distribuidor, estado) ya no dice nada de usted y solo sirve para estadísticas. Nuestros correos con su solicitud siguen el mismo plazo.</p>' +
  `<h2>6. Sus derechos</h2><p>Tiene derecho a acceder a sus datos, rectificarlos y suprimirlos, a limitar su tratamiento y oponerse a él, y a la portabilidad. Escriba a ${office} desde la dirección que utilizó para su solicitud; respondemos en el plazo de un mes. Si no está satisfecho, puede presentar una reclamación ante la Autoridad belga de Protección de Datos, Rue de la Presse 35, 1000 Bruselas (<a href="https://www.dataprotectionauthority.be">www.dataprotectionauthority.be</a>).</p>` +
  '<h2>7. Cookies y almacenamiento local</h2><p>Este sitio solo utiliza lo necesario para funcionar; todo lo demás, únicamente con su consentimiento.</p><ul>' +
  entry('lamella_locale', 'cookie que recuerda su idioma; 365 días; necesaria.') +
  entry(
    'lamella_consent',
    'cookie que recuerda su elección sobre las cookies; 6 meses; necesaria.',
  ) +
  entry(
    'lamella_preview',
    'cookie para los editores que consultan contenido no publicado, nunca para los visitantes; 1 hora; necesaria.',
  ) +
  entry(
    'lamella:closed-banner',
    'almacenamiento local (localStorage) que recuerda que cerró el banner promocional; hasta que borre los datos de su navegador; necesario.',
  ) +
  entry(
    'lamella:reloaded:…',
    'almacenamiento de sesión (sessionStorage) que evita que una página se recargue más de una vez tras una actualización; hasta que cierre la pestaña; necesario.',
  ) +
  entry(
    'Cookies analíticas (Google, p. ej. _ga y _ga_&lt;id&gt;)',
    'instaladas por Google Tag Manager para medir el uso del sitio; 2 años; solo tras su consentimiento para «análisis».',
  ) +
  entry(
    'Cookies publicitarias (Google)',
    'instaladas por Google Tag Manager para medir la publicidad; hasta 2 años; solo tras su consentimiento para «publicidad».',
  ) +
  '</ul>' +
  '<h2>8. Cambios</h2><p>Si esta política cambia, cambiamos su versión. En cada solicitud registramos qué versión aceptó. Versión de noviembre de 2026.</p>'

export const privacy: PageSeed = {
  key: 'privacy',
  status: 'published',
  seo: {
    no_index: false,
    no_follow: false,
    t: L(
      {
        title: 'Privacyverklaring',
        description:
          'Welke gegevens Lamella bij een offerteaanvraag verwerkt, waarom, hoe lang, welke cookies de site gebruikt en hoe u uw rechten uitoefent.',
      },
      {
        title: 'Privacy notice',
        description:
          'Which data Lamella processes for a quote request, why and for how long, which cookies the site uses and how to exercise your rights.',
      },
      {
        title: 'Déclaration de confidentialité',
        description:
          'Quelles données Lamella traite pour une demande de devis, pourquoi et combien de temps, quels cookies le site utilise et comment exercer vos droits.',
      },
      {
        title: 'Datenschutzerklärung',
        description:
          'Welche Daten Lamella bei einer Angebotsanfrage verarbeitet, warum und wie lange, welche Cookies die Website nutzt und wie Sie Ihre Rechte ausüben.',
      },
      {
        title: 'Política de privacidad',
        description:
          'Qué datos trata Lamella en una solicitud de presupuesto, por qué y durante cuánto tiempo, qué cookies usa el sitio y cómo ejercer sus derechos.',
      },
    ),
  },
  t: L(
    { slug: 'privacyverklaring', title: 'Privacyverklaring' },
    { slug: 'privacy-notice', title: 'Privacy notice' },
    { slug: 'declaration-de-confidentialite', title: 'Déclaration de confidentialité' },
    { slug: 'datenschutzerklaerung', title: 'Datenschutzerklärung' },
    { slug: 'politica-de-privacidad', title: 'Política de privacidad' },
  ),
  blocks: [
    {
      collection: 'block_rich_text',
      t: L(
        { title: 'Privacyverklaring', body: privacyNl },
        { title: 'Privacy notice', body: privacyEn },
        { title: 'Déclaration de confidentialité', body: privacyFr },
        { title: 'Datenschutzerklärung', body: privacyDe },
        { title: 'Política de privacidad', body: privacyEs },
      ),
    },
  ],
}
