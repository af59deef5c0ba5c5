import { LANGUAGE_LIST } from './answer-words';
import type { AnswerSentences } from './answer-words';
import type { Phrasebook } from './phrasebook';

/** The answer's sentences around its picks, and the notes below them. */
export const ANSWER_SENTENCES: Phrasebook<AnswerSentences> = {
  or: {
    en: ' or ',
    es: ' o ',
    fr: ' ou ',
    de: ' oder ',
    pt: ' ou ',
    it: ' o ',
  },
  picks: {
    en: [
      (n, phrase) => `Here are ${n} ${phrase} worth your time:`,
      (_n, phrase) => `Try these ${phrase}:`,
      (n, phrase) => `My ${n} picks of ${phrase}:`,
    ],
    es: [
      (n, phrase) => `Aquí tienes ${n} ${phrase}:`,
      (n, phrase) => `Mis ${n} propuestas de ${phrase}:`,
    ],
    fr: [(n, phrase) => `Voici ${n} ${phrase} :`, (n, phrase) => `Mes ${n} choix de ${phrase} :`],
    de: [
      (n, phrase) => `Hier sind ${n} ${phrase}:`,
      (n, phrase) => `Meine ${n} Tipps – ${phrase}:`,
    ],
    pt: [
      (n, phrase) => `Aqui estão ${n} ${phrase}:`,
      (n, phrase) => `Minhas ${n} sugestões de ${phrase}:`,
    ],
    it: [
      (n, phrase) => `Ecco ${n} ${phrase}:`,
      (n, phrase) => `I miei ${n} consigli di ${phrase}:`,
    ],
  },
  list: {
    en: (n, phrase) => `Here are ${n} ${phrase}:`,
    es: (n, phrase) => `Aquí tienes ${n} ${phrase}:`,
    fr: (n, phrase) => `Voici ${n} ${phrase} :`,
    de: (n, phrase) => `Hier sind ${n} ${phrase}:`,
    pt: (n, phrase) => `Aqui estão ${n} ${phrase}:`,
    it: (n, phrase) => `Ecco ${n} ${phrase}:`,
  },
  one: {
    en: (phrase) => `The one match for ${phrase}:`,
    es: (phrase) => `La única coincidencia de ${phrase}:`,
    fr: (phrase) => `Le seul résultat pour ${phrase} :`,
    de: (phrase) => `Der einzige Treffer für ${phrase}:`,
    pt: (phrase) => `O único resultado para ${phrase}:`,
    it: (phrase) => `L'unico risultato per ${phrase}:`,
  },
  since: {
    en: (title, n) => `Since you liked ${title}, try ${n === 1 ? 'this' : 'these'}:`,
    es: (title, n) => `Ya que te gustó ${title}, prueba ${n === 1 ? 'esta' : 'estas'}:`,
    fr: (title, n) =>
      `Puisque vous avez aimé ${title}, essayez ${n === 1 ? 'celui-ci' : 'ceux-ci'} :`,
    de: (title, n) => `Weil dir ${title} gefallen hat, probier ${n === 1 ? 'diesen' : 'diese'}:`,
    pt: (title, n) => `Como você gostou de ${title}, experimente ${n === 1 ? 'este' : 'estes'}:`,
    it: (title, n) => `Visto che ti è piaciuto ${title}, prova ${n === 1 ? 'questo' : 'questi'}:`,
  },
  none: {
    en: (phrase) =>
      `I couldn't find any ${phrase} in our catalogue. Try another mood, genre or decade, for example "a funny 90s movie" or "something like Alien".`,
    es: (phrase) =>
      `No encontré ${phrase} en nuestro catálogo. Prueba otro género, estado de ánimo o década, por ejemplo "una comedia de los 90".`,
    fr: (phrase) =>
      `Je n’ai trouvé aucun ${phrase} dans notre catalogue. Essayez un autre genre, une humeur ou une décennie, par exemple « une comédie des années 90 ».`,
    de: (phrase) =>
      `Ich habe keine ${phrase} in unserem Katalog gefunden. Versuch ein anderes Genre, eine Stimmung oder ein Jahrzehnt, zum Beispiel „eine Komödie aus den 90ern“.`,
    pt: (phrase) =>
      `Não encontrei ${phrase} no nosso catálogo. Tente outro gênero, clima ou década, por exemplo "uma comédia dos anos 90".`,
    it: (phrase) =>
      `Non ho trovato ${phrase} nel nostro catalogo. Prova un altro genere, umore o decennio, per esempio "una commedia degli anni 90".`,
  },
  closest: {
    en: (names) => `(Nothing here is filed as ${names}, so these are the closest matches.)`,
    es: (names) => `(Ninguna está clasificada como ${names}; son las más cercanas.)`,
    fr: (names) => `(Aucun n’est classé ${names} ; ce sont les plus proches.)`,
    de: (names) => `(Keiner ist als ${names} eingeordnet; das sind die nächsten Treffer.)`,
    pt: (names) => `(Nenhum está classificado como ${names}; são os mais próximos.)`,
    it: (names) => `(Nessuno è classificato come ${names}; sono i più vicini.)`,
  },
  fewer: {
    en: (n, asked) =>
      `You asked for ${asked}, but only ${n} ${n === 1 ? 'title fits' : 'titles fit'} everything you asked in our catalogue.`,
    es: (n, asked) =>
      `Pediste ${asked}, pero solo ${n === 1 ? 'un título cumple' : `${n} títulos cumplen`} todo lo que pides en nuestro catálogo.`,
    fr: (n, asked) =>
      `Vous en demandiez ${asked}, mais seulement ${n} ${n === 1 ? 'titre répond' : 'titres répondent'} à tout ce que vous demandez dans notre catalogue.`,
    de: (n, asked) =>
      `Du wolltest ${asked}, aber nur ${n === 1 ? 'ein Titel passt' : `${n} Titel passen`} in unserem Katalog zu allem, was du willst.`,
    pt: (n, asked) =>
      `Você pediu ${asked}, mas só ${n === 1 ? 'um título atende' : `${n} títulos atendem`} a tudo o que pediu no nosso catálogo.`,
    it: (n, asked) =>
      `Ne hai chiesti ${asked}, ma solo ${n === 1 ? 'un titolo soddisfa' : `${n} titoli soddisfano`} tutto ciò che chiedi nel nostro catalogo.`,
  },
  removedBy: {
    en: (limit) =>
      `Nothing left once I keep to "${limit}": that is the limit that rules everything out.`,
    es: (limit) => `No queda nada al respetar "${limit}": ese es el límite que lo descarta todo.`,
    fr: (limit) =>
      `Plus rien ne reste en respectant « ${limit} » : c’est cette limite qui écarte tout.`,
    de: (limit) => `Mit „${limit}“ bleibt nichts übrig: Diese Grenze schließt alles aus.`,
    pt: (limit) => `Não sobra nada ao respeitar "${limit}": é esse o limite que exclui tudo.`,
    it: (limit) => `Non resta nulla rispettando "${limit}": è questo il limite che esclude tutto.`,
  },
  runtimeUnknown: {
    en: '(I only know the running time of some films, so a few that fit may be missing.)',
    es: '(Solo conozco la duración de algunas películas, así que puede faltar alguna que encaje.)',
    fr: '(Je ne connais la durée que de certains films : il peut en manquer qui conviendraient.)',
    de: '(Ich kenne nur bei manchen Filmen die Laufzeit, also fehlen vielleicht ein paar passende.)',
    pt: '(Só sei a duração de alguns filmes, então pode faltar algum que sirva.)',
    it: '(Conosco la durata solo di alcuni film, quindi potrebbe mancarne qualcuno adatto.)',
  },
  certificationOnly: {
    en: '(I go by the age rating, so titles whose rating I do not know are left out.)',
    es: '(Me guío por la calificación por edades, así que quedan fuera los títulos sin ella.)',
    fr: '(Je me fie à la classification par âge : les titres sans classification sont écartés.)',
    de: '(Ich richte mich nach der Altersfreigabe; Titel ohne bekannte Freigabe bleiben weg.)',
    pt: '(Sigo a classificação etária, então ficam de fora os títulos sem ela.)',
    it: '(Seguo la classificazione per età, quindi restano fuori i titoli senza.)',
  },
  seenLeftOut: {
    en: (n) => `(Leaving out ${n} you have seen.)`,
    es: (n) => `(Dejo fuera ${n === 1 ? 'una que ya has visto' : `${n} que ya has visto`}.)`,
    fr: (n) =>
      `(J’écarte ${n === 1 ? 'un titre que vous avez déjà vu' : `${n} titres que vous avez déjà vus`}.)`,
    de: (n) =>
      n === 1
        ? '(Einen Titel, den du schon gesehen hast, lasse ich weg.)'
        : `(${n} Titel, die du schon gesehen hast, lasse ich weg.)`,
    pt: (n) => `(Deixo de fora ${n === 1 ? 'um que você já viu' : `${n} que você já viu`}.)`,
    it: (n) =>
      `(Lascio fuori ${n === 1 ? 'un titolo che hai già visto' : `${n} titoli che hai già visto`}.)`,
  },
  unknownPerson: {
    en: (name) =>
      `(I don't know ${name}: nobody of that name is in our catalogue's cast and crew lists, so nothing here is chosen for them.)`,
    es: (name) =>
      `(No conozco a ${name}: nadie con ese nombre figura en los repartos ni en los equipos de nuestro catálogo, así que nada se eligió por esa persona.)`,
    fr: (name) =>
      `(Je ne connais pas ${name} : personne de ce nom ne figure dans les distributions ni les équipes de notre catalogue, donc rien n’est choisi pour cette personne.)`,
    de: (name) =>
      `(${name} kenne ich nicht: niemand dieses Namens steht in den Besetzungs- und Stablisten unseres Katalogs, also ist nichts hier deswegen gewählt.)`,
    pt: (name) =>
      `(Não conheço ${name}: ninguém com esse nome está nos elencos e equipes do nosso catálogo, então nada aqui foi escolhido por essa pessoa.)`,
    it: (name) =>
      `(Non conosco ${name}: nessuno con questo nome è nel cast o nella troupe del nostro catalogo, quindi niente qui è scelto per questa persona.)`,
  },
  noHistory: {
    en: '(I have no watch history from you yet, so nothing was left out as already watched.)',
    es: '(Aún no tengo tu historial, así que no se quitó nada por ya visto.)',
    fr: '(Je n’ai pas encore votre historique, donc rien n’a été écarté comme déjà vu.)',
    de: '(Ich habe noch keinen Verlauf von dir, also wurde nichts als gesehen weggelassen.)',
    pt: '(Ainda não tenho seu histórico, então nada foi retirado como já visto.)',
    it: '(Non ho ancora la tua cronologia, quindi niente è stato escluso come già visto.)',
  },
  dropped: {
    en: (t) =>
      `(Left out, as they break what you asked for: ${t}. Titles from our catalogue that keep it take their place.)`,
    es: (t) =>
      `(Quedan fuera porque no cumplen lo que pediste: ${t}. Las sustituyen títulos de nuestro catálogo que sí lo cumplen.)`,
    fr: (t) =>
      `(Écartés car ils ne respectent pas votre demande : ${t}. Des titres de notre catalogue qui la respectent les remplacent.)`,
    de: (t) =>
      `(Weggelassen, weil sie nicht zu deiner Anfrage passen: ${t}. Titel aus unserem Katalog, die passen, ersetzen sie.)`,
    pt: (t) =>
      `(Ficaram de fora por não atenderem ao pedido: ${t}. Títulos do nosso catálogo que atendem ocupam o lugar.)`,
    it: (t) =>
      `(Esclusi perché non rispettano la richiesta: ${t}. Li sostituiscono titoli del nostro catalogo che la rispettano.)`,
  },
  notUnderstood: {
    en: `Sorry, I didn't understand that request. I read ${LANGUAGE_LIST}.`,
    es: `Lo siento, no entendí la petición. Leo ${LANGUAGE_LIST}.`,
    fr: `Désolé, je n’ai pas compris la demande. Je lis ${LANGUAGE_LIST}.`,
    de: `Entschuldige, das habe ich nicht verstanden. Ich lese ${LANGUAGE_LIST}.`,
    pt: `Desculpe, não entendi o pedido. Eu leio ${LANGUAGE_LIST}.`,
    it: `Scusa, non ho capito la richiesta. Leggo ${LANGUAGE_LIST}.`,
  },
  popular: {
    en: 'In case it helps, here are popular picks as a suggestion:',
    es: 'Por si te sirve, unas propuestas populares:',
    fr: 'Au cas où, voici des choix populaires :',
    de: 'Falls es hilft, hier beliebte Vorschläge:',
    pt: 'Caso ajude, algumas sugestões populares:',
    it: 'Nel caso aiuti, ecco alcuni titoli popolari:',
  },
  otherLanguage: {
    en: `(I read requests in ${LANGUAGE_LIST}; I may have missed part of this one.)`,
    es: `(Leo peticiones en ${LANGUAGE_LIST}.)`,
    fr: `(Je lis les demandes en ${LANGUAGE_LIST}.)`,
    de: `(Ich lese Anfragen auf ${LANGUAGE_LIST}.)`,
    pt: `(Eu leio pedidos em ${LANGUAGE_LIST}.)`,
    it: `(Leggo richieste in ${LANGUAGE_LIST}.)`,
  },
};
