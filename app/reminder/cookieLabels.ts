/** Words of the EU cookie notice; loaded only on the page that shows it (the EU home page). */
export interface CookieLabels {
  cookieTitle: string;
  cookieText: string;
  cookiePolicy: string;
  cookieAccept: string;
}

const en: CookieLabels = {
  cookieTitle: 'We use cookies',
  cookieText:
    'We use strictly necessary cookies to run this site and, with your consent, analytics cookies to improve it. You can change your choice at any time.',
  cookiePolicy: 'Cookie notice',
  cookieAccept: 'Accept and close',
};

const other: Record<string, Partial<CookieLabels>> = {
  it: {
    cookieTitle: 'Utilizziamo i cookie',
    cookieText:
      'Utilizziamo cookie strettamente necessari per il funzionamento del sito e, con il tuo consenso, cookie analitici per migliorarlo. Puoi cambiare scelta in qualsiasi momento.',
    cookiePolicy: 'Informativa sui cookie',
    cookieAccept: 'Accetta e chiudi',
  },
  de: {
    cookieTitle: 'Wir verwenden Cookies',
    cookieText:
      'Wir verwenden unbedingt erforderliche Cookies für den Betrieb dieser Website und, mit Ihrer Zustimmung, Analyse-Cookies zu ihrer Verbesserung. Sie können Ihre Wahl jederzeit ändern.',
    cookiePolicy: 'Cookie-Hinweis',
    cookieAccept: 'Akzeptieren und schließen',
  },
  fr: {
    cookieTitle: 'Nous utilisons des cookies',
    cookieText:
      'Nous utilisons des cookies strictement nécessaires au fonctionnement du site et, avec votre accord, des cookies analytiques pour l’améliorer. Vous pouvez modifier votre choix à tout moment.',
    cookiePolicy: 'Avis sur les cookies',
    cookieAccept: 'Accepter et fermer',
  },
  es: {
    cookieTitle: 'Usamos cookies',
    cookieText:
      'Usamos cookies estrictamente necesarias para el funcionamiento del sitio y, con su consentimiento, cookies analíticas para mejorarlo. Puede cambiar su elección en cualquier momento.',
    cookiePolicy: 'Aviso de cookies',
    cookieAccept: 'Aceptar y cerrar',
  },
};

export function cookieLabels(lang: string): CookieLabels {
  return { ...en, ...other[lang] };
}
