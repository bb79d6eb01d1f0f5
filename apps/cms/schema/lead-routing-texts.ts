/**
 * The routing mails' texts while the catalogues lack them: what `email.routing` of
 * libs/i18n/src/messages/{nl,en,fr,de,es}.ts is to say. A catalogue's own text wins, key by key;
 * once all five carry `email.routing`, this file goes.
 */
import type { Locale } from '@lamella/i18n/catalogues'

export const routingKeys = [
  'reminderSubject',
  'reminderIntro',
  'previousSubject',
  'previousIntro',
  'officeSubject',
  'officeIntro',
  'officeTakesSubject',
  'officeTakesIntro',
  'visitorSubject',
  'visitorIntro',
  'visitorOfficeIntro',
  'overdueSubject',
  'overdueIntro',
] as const

export type RoutingKey = (typeof routingKeys)[number]
export type RoutingTexts = Record<RoutingKey, string>

export const routingFallback: Record<Locale, RoutingTexts> = {
  nl: {
    reminderSubject: 'Herinnering: aanvraag van {{name}} ({{postalCode}}) wacht op aanvaarding',
    reminderIntro:
      'De aanvraag van {{name}} is nog nieuw. Aanvaard ze vóór {{deadline}}; anders gaat ze naar een andere dealer.',
    previousSubject: 'Aanvraag van {{name}} ({{postalCode}}) ging naar een andere dealer',
    previousIntro:
      'De aanvraag van {{name}} werd niet op tijd aanvaard (vóór {{deadline}}) en ging daarom naar {{dealer}}. U hoeft er niets meer mee te doen.',
    officeSubject: 'Aanvraag van {{name}} ({{postalCode}}) van {{from}} naar {{to}}',
    officeIntro:
      '{{from}} aanvaardde de aanvraag van {{name}} niet vóór {{deadline}}. Ze ging naar {{to}}, die tot {{acceptBy}} heeft om ze te aanvaarden.',
    officeTakesSubject:
      'Aanvraag van {{name}} ({{postalCode}}): geen dealer meer, voor het kantoor',
    officeTakesIntro:
      '{{from}} aanvaardde de aanvraag van {{name}} niet vóór {{deadline}} en er is geen andere dealer in de buurt vrij. Het kantoor neemt ze over en beloofde een antwoord tegen {{date}}.',
    visitorSubject: 'Uw aanvraag bij {{brand}}',
    visitorIntro: '{{dealer}} neemt uw aanvraag over en contacteert u uiterlijk {{date}}.',
    visitorOfficeIntro: 'Ons kantoor neemt uw aanvraag over en contacteert u uiterlijk {{date}}.',
    overdueSubject: 'Nog niet beantwoord: aanvraag van {{name}} ({{postalCode}})',
    overdueIntro:
      'De aanvraag van {{name}} kreeg een antwoord beloofd tegen {{deadline}} en is nog nieuw.',
  },
  en: {
    reminderSubject: 'Reminder: the request of {{name}} ({{postalCode}}) awaits your acceptance',
    reminderIntro:
      'The request of {{name}} is still new. Accept it by {{deadline}}; otherwise it goes to another dealer.',
    previousSubject: 'The request of {{name}} ({{postalCode}}) went to another dealer',
    previousIntro:
      'The request of {{name}} was not accepted in time (by {{deadline}}), so it went to {{dealer}}. You need not do anything more with it.',
    officeSubject: 'Request of {{name}} ({{postalCode}}) passed from {{from}} to {{to}}',
    officeIntro:
      '{{from}} did not accept the request of {{name}} by {{deadline}}. It went to {{to}}, who has until {{acceptBy}} to accept it.',
    officeTakesSubject: 'Request of {{name}} ({{postalCode}}): no dealer left, for the office',
    officeTakesIntro:
      '{{from}} did not accept the request of {{name}} by {{deadline}} and no other dealer nearby is free. The office takes it on and promised an answer by {{date}}.',
    visitorSubject: 'Your request to {{brand}}',
    visitorIntro: '{{dealer}} is taking on your request and will contact you by {{date}}.',
    visitorOfficeIntro: 'Our office is taking on your request and will contact you by {{date}}.',
    overdueSubject: 'Not answered yet: the request of {{name}} ({{postalCode}})',
    overdueIntro:
      'The request of {{name}} was promised an answer by {{deadline}} and is still new.',
  },
  fr: {
    reminderSubject: 'Rappel : la demande de {{name}} ({{postalCode}}) attend votre acceptation',
    reminderIntro:
      'La demande de {{name}} est toujours nouvelle. Acceptez-la avant le {{deadline}} ; sinon elle sera confiée à un autre revendeur.',
    previousSubject: 'La demande de {{name}} ({{postalCode}}) a été confiée à un autre revendeur',
    previousIntro:
      'La demande de {{name}} n’a pas été acceptée à temps (avant le {{deadline}}) et a donc été confiée à {{dealer}}. Vous n’avez plus rien à faire.',
    officeSubject: 'Demande de {{name}} ({{postalCode}}) passée de {{from}} à {{to}}',
    officeIntro:
      '{{from}} n’a pas accepté la demande de {{name}} avant le {{deadline}}. Elle a été confiée à {{to}}, qui a jusqu’au {{acceptBy}} pour l’accepter.',
    officeTakesSubject: 'Demande de {{name}} ({{postalCode}}) : plus de revendeur, pour le bureau',
    officeTakesIntro:
      '{{from}} n’a pas accepté la demande de {{name}} avant le {{deadline}} et aucun autre revendeur proche n’est disponible. Le bureau la reprend et a promis une réponse pour le {{date}}.',
    visitorSubject: 'Votre demande à {{brand}}',
    visitorIntro: '{{dealer}} reprend votre demande et vous contactera au plus tard le {{date}}.',
    visitorOfficeIntro:
      'Notre bureau reprend votre demande et vous contactera au plus tard le {{date}}.',
    overdueSubject: 'Pas encore de réponse : demande de {{name}} ({{postalCode}})',
    overdueIntro:
      'Une réponse à la demande de {{name}} était promise pour le {{deadline}} et elle est toujours nouvelle.',
  },
  de: {
    reminderSubject:
      'Erinnerung: Die Anfrage von {{name}} ({{postalCode}}) wartet auf Ihre Annahme',
    reminderIntro:
      'Die Anfrage von {{name}} ist noch neu. Nehmen Sie sie bis {{deadline}} an, sonst geht sie an einen anderen Händler.',
    previousSubject: 'Die Anfrage von {{name}} ({{postalCode}}) ging an einen anderen Händler',
    previousIntro:
      'Die Anfrage von {{name}} wurde nicht rechtzeitig (bis {{deadline}}) angenommen und ging daher an {{dealer}}. Sie müssen nichts mehr tun.',
    officeSubject: 'Anfrage von {{name}} ({{postalCode}}) von {{from}} an {{to}}',
    officeIntro:
      '{{from}} hat die Anfrage von {{name}} nicht bis {{deadline}} angenommen. Sie ging an {{to}}, der bis {{acceptBy}} Zeit hat, sie anzunehmen.',
    officeTakesSubject: 'Anfrage von {{name}} ({{postalCode}}): kein Händler mehr, für das Büro',
    officeTakesIntro:
      '{{from}} hat die Anfrage von {{name}} nicht bis {{deadline}} angenommen, und kein anderer Händler in der Nähe ist frei. Das Büro übernimmt sie und hat eine Antwort bis {{date}} versprochen.',
    visitorSubject: 'Ihre Anfrage bei {{brand}}',
    visitorIntro:
      '{{dealer}} übernimmt Ihre Anfrage und meldet sich spätestens am {{date}} bei Ihnen.',
    visitorOfficeIntro:
      'Unser Büro übernimmt Ihre Anfrage und meldet sich spätestens am {{date}} bei Ihnen.',
    overdueSubject: 'Noch nicht beantwortet: Anfrage von {{name}} ({{postalCode}})',
    overdueIntro:
      'Der Anfrage von {{name}} wurde eine Antwort bis {{deadline}} versprochen, und sie ist noch neu.',
  },
  es: {
    reminderSubject: 'Recordatorio: la solicitud de {{name}} ({{postalCode}}) espera su aceptación',
    reminderIntro:
      'La solicitud de {{name}} sigue siendo nueva. Acéptela antes del {{deadline}}; si no, pasará a otro distribuidor.',
    previousSubject: 'La solicitud de {{name}} ({{postalCode}}) pasó a otro distribuidor',
    previousIntro:
      'La solicitud de {{name}} no se aceptó a tiempo (antes del {{deadline}}) y por eso pasó a {{dealer}}. Ya no tiene que hacer nada.',
    officeSubject: 'Solicitud de {{name}} ({{postalCode}}) pasó de {{from}} a {{to}}',
    officeIntro:
      '{{from}} no aceptó la solicitud de {{name}} antes del {{deadline}}. Pasó a {{to}}, que tiene hasta el {{acceptBy}} para aceptarla.',
    officeTakesSubject: 'Solicitud de {{name}} ({{postalCode}}): sin distribuidor, para la oficina',
    officeTakesIntro:
      '{{from}} no aceptó la solicitud de {{name}} antes del {{deadline}} y no hay otro distribuidor cercano disponible. La oficina se encarga y prometió una respuesta para el {{date}}.',
    visitorSubject: 'Su solicitud a {{brand}}',
    visitorIntro: '{{dealer}} se encarga de su solicitud y le contactará a más tardar el {{date}}.',
    visitorOfficeIntro:
      'Nuestra oficina se encarga de su solicitud y le contactará a más tardar el {{date}}.',
    overdueSubject: 'Aún sin respuesta: solicitud de {{name}} ({{postalCode}})',
    overdueIntro:
      'A la solicitud de {{name}} se le prometió una respuesta antes del {{deadline}} y sigue siendo nueva.',
  },
}
