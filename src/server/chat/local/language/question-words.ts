import type { Language } from './detect-language';
import type { Phrasebook } from './phrasebook';
import { column } from './phrasebook';

/** The sentences that answer a question about one title, around the catalogue's facts. */
interface QuestionWords {
  /** Joins the last two names of a list: "A, B and C". */
  and: string;
  directed: (title: string, names: string) => string;
  created: (title: string, names: string) => string;
  noDirector: (title: string) => string;
  cast: (title: string, names: string) => string;
  noCast: (title: string) => string;
  released: (title: string, date: string) => string;
  firstAired: (title: string, date: string) => string;
  noDate: (title: string) => string;
  runtime: (title: string, minutes: number, hours: string) => string;
  noRuntime: (title: string) => string;
  seasons: (title: string, seasons: number, episodes: number, ended: boolean) => string;
  notSeries: (title: string) => string;
  /** Whether it suits children, by its certification's age (0 all ages … 3 adults). */
  age: [
    (title: string, cert: string) => string,
    (title: string, cert: string) => string,
    (title: string, cert: string) => string,
    (title: string, cert: string) => string,
  ];
  noAge: (title: string) => string;
  about: (title: string, summary: string) => string;
  inVault: (title: string) => string;
  notInVault: (title: string) => string;
  unknownTitle: (name: string) => string;
}

const SENTENCES: Phrasebook<QuestionWords> = {
  and: { en: ' and ', es: ' y ', fr: ' et ', de: ' und ', pt: ' e ', it: ' e ' },
  directed: {
    en: (t, n) => `${t} was directed by ${n}.`,
    es: (t, n) => `${t} está dirigida por ${n}.`,
    fr: (t, n) => `${t} a été réalisé par ${n}.`,
    de: (t, n) => `${t}: Regie führte ${n}.`,
    pt: (t, n) => `${t} foi dirigido por ${n}.`,
    it: (t, n) => `${t} è diretto da ${n}.`,
  },
  created: {
    en: (t, n) => `${t} was created by ${n}.`,
    es: (t, n) => `${t} fue creada por ${n}.`,
    fr: (t, n) => `${t} a été créée par ${n}.`,
    de: (t, n) => `${t} wurde von ${n} erschaffen.`,
    pt: (t, n) => `${t} foi criada por ${n}.`,
    it: (t, n) => `${t} è stata creata da ${n}.`,
  },
  noDirector: {
    en: (t) => `I don't know who made ${t}.`,
    es: (t) => `No sé quién hizo ${t}.`,
    fr: (t) => `Je ne sais pas qui a fait ${t}.`,
    de: (t) => `Ich weiß nicht, wer ${t} gemacht hat.`,
    pt: (t) => `Não sei quem fez ${t}.`,
    it: (t) => `Non so chi ha fatto ${t}.`,
  },
  cast: {
    en: (t, n) => `${t} stars ${n}.`,
    es: (t, n) => `En ${t} actúan ${n}.`,
    fr: (t, n) => `Dans ${t}, on retrouve ${n}.`,
    de: (t, n) => `In ${t} spielen ${n}.`,
    pt: (t, n) => `O elenco de ${t} tem ${n}.`,
    it: (t, n) => `In ${t} recitano ${n}.`,
  },
  noCast: {
    en: (t) => `I don't know the cast of ${t} yet.`,
    es: (t) => `Todavía no conozco el reparto de ${t}.`,
    fr: (t) => `Je ne connais pas encore la distribution de ${t}.`,
    de: (t) => `Die Besetzung von ${t} kenne ich noch nicht.`,
    pt: (t) => `Ainda não conheço o elenco de ${t}.`,
    it: (t) => `Non conosco ancora il cast di ${t}.`,
  },
  released: {
    en: (t, d) => `${t} came out on ${d}.`,
    es: (t, d) => `${t} se estrenó el ${d}.`,
    fr: (t, d) => `${t} est sorti le ${d}.`,
    de: (t, d) => `${t} erschien am ${d}.`,
    pt: (t, d) => `${t} estreou em ${d}.`,
    it: (t, d) => `${t} è uscito il ${d}.`,
  },
  firstAired: {
    en: (t, d) => `${t} first aired on ${d}.`,
    es: (t, d) => `${t} se estrenó el ${d}.`,
    fr: (t, d) => `${t} a été diffusée pour la première fois le ${d}.`,
    de: (t, d) => `${t} lief erstmals am ${d}.`,
    pt: (t, d) => `${t} estreou em ${d}.`,
    it: (t, d) => `${t} è andata in onda per la prima volta il ${d}.`,
  },
  noDate: {
    en: (t) => `I don't know when ${t} came out.`,
    es: (t) => `No sé cuándo se estrenó ${t}.`,
    fr: (t) => `Je ne sais pas quand ${t} est sorti.`,
    de: (t) => `Ich weiß nicht, wann ${t} erschienen ist.`,
    pt: (t) => `Não sei quando ${t} estreou.`,
    it: (t) => `Non so quando è uscito ${t}.`,
  },
  runtime: {
    en: (t, m, h) => `${t} runs ${m} minutes (${h}).`,
    es: (t, m, h) => `${t} dura ${m} minutos (${h}).`,
    fr: (t, m, h) => `${t} dure ${m} minutes (${h}).`,
    de: (t, m, h) => `${t} dauert ${m} Minuten (${h}).`,
    pt: (t, m, h) => `${t} tem ${m} minutos (${h}).`,
    it: (t, m, h) => `${t} dura ${m} minuti (${h}).`,
  },
  noRuntime: {
    en: (t) => `I don't know how long ${t} is.`,
    es: (t) => `No sé cuánto dura ${t}.`,
    fr: (t) => `Je ne connais pas la durée de ${t}.`,
    de: (t) => `Ich weiß nicht, wie lang ${t} ist.`,
    pt: (t) => `Não sei quanto tempo dura ${t}.`,
    it: (t) => `Non so quanto dura ${t}.`,
  },
  seasons: {
    en: (t, s, e, ended) =>
      `${t} has ${s} ${s === 1 ? 'season' : 'seasons'} and ${e} episodes, and ${ended ? 'it has ended' : 'it is still running'}.`,
    es: (t, s, e, ended) =>
      `${t} tiene ${s} ${s === 1 ? 'temporada' : 'temporadas'} y ${e} episodios, y ${ended ? 'ya terminó' : 'sigue en emisión'}.`,
    fr: (t, s, e, ended) =>
      `${t} compte ${s} ${s === 1 ? 'saison' : 'saisons'} et ${e} épisodes, et ${ended ? 'elle est terminée' : 'elle continue'}.`,
    de: (t, s, e, ended) =>
      `${t} hat ${s} ${s === 1 ? 'Staffel' : 'Staffeln'} mit ${e} Folgen und ${ended ? 'ist abgeschlossen' : 'läuft noch'}.`,
    pt: (t, s, e, ended) =>
      `${t} tem ${s} ${s === 1 ? 'temporada' : 'temporadas'} e ${e} episódios, e ${ended ? 'já terminou' : 'continua no ar'}.`,
    it: (t, s, e, ended) =>
      `${t} ha ${s} ${s === 1 ? 'stagione' : 'stagioni'} e ${e} episodi, e ${ended ? 'è conclusa' : 'è ancora in corso'}.`,
  },
  notSeries: {
    en: (t) => `${t} is a film, not a series.`,
    es: (t) => `${t} es una película, no una serie.`,
    fr: (t) => `${t} est un film, pas une série.`,
    de: (t) => `${t} ist ein Film, keine Serie.`,
    pt: (t) => `${t} é um filme, não uma série.`,
    it: (t) => `${t} è un film, non una serie.`,
  },
  age: {
    en: [
      (t, c) => `Yes: ${t} is rated ${c}, fine for all ages.`,
      (t, c) => `Mostly: ${t} is rated ${c}, so some parental guidance for young children.`,
      (t, c) => `Not for young children: ${t} is rated ${c}, meant for teens and up.`,
      (t, c) => `No: ${t} is rated ${c}, for adults.`,
    ],
    es: [
      (t, c) => `Sí: ${t} tiene calificación ${c}, apta para todos.`,
      (t, c) =>
        `En general sí: ${t} tiene calificación ${c}, con supervisión para los más pequeños.`,
      (t, c) => `No para niños pequeños: ${t} tiene calificación ${c}, pensada para adolescentes.`,
      (t, c) => `No: ${t} tiene calificación ${c}, para adultos.`,
    ],
    fr: [
      (t, c) => `Oui : ${t} est classé ${c}, pour tous les âges.`,
      (t, c) => `Plutôt oui : ${t} est classé ${c}, avec un adulte pour les plus jeunes.`,
      (t, c) => `Pas pour les jeunes enfants : ${t} est classé ${c}, plutôt pour les ados.`,
      (t, c) => `Non : ${t} est classé ${c}, pour les adultes.`,
    ],
    de: [
      (t, c) => `Ja: ${t} ist mit ${c} eingestuft, für alle Altersstufen.`,
      (t, c) => `Meist ja: ${t} ist mit ${c} eingestuft, kleine Kinder besser mit Begleitung.`,
      (t, c) => `Nicht für kleine Kinder: ${t} ist mit ${c} eingestuft, eher für Jugendliche.`,
      (t, c) => `Nein: ${t} ist mit ${c} eingestuft, für Erwachsene.`,
    ],
    pt: [
      (t, c) => `Sim: ${t} tem classificação ${c}, para todas as idades.`,
      (t, c) =>
        `Em geral sim: ${t} tem classificação ${c}, com orientação dos pais para os menores.`,
      (t, c) => `Não para crianças pequenas: ${t} tem classificação ${c}, para adolescentes.`,
      (t, c) => `Não: ${t} tem classificação ${c}, para adultos.`,
    ],
    it: [
      (t, c) => `Sì: ${t} è classificato ${c}, adatto a tutte le età.`,
      (t, c) => `Per lo più sì: ${t} è classificato ${c}, meglio con un adulto per i più piccoli.`,
      (t, c) => `Non per i più piccoli: ${t} è classificato ${c}, pensato per ragazzi.`,
      (t, c) => `No: ${t} è classificato ${c}, per adulti.`,
    ],
  },
  noAge: {
    en: (t) => `I don't know ${t}'s age rating, so I can't say.`,
    es: (t) => `No conozco la calificación por edades de ${t}, así que no sabría decirte.`,
    fr: (t) => `Je ne connais pas la classification de ${t}, je ne peux donc pas le dire.`,
    de: (t) => `Die Altersfreigabe von ${t} kenne ich nicht, also kann ich es nicht sagen.`,
    pt: (t) => `Não conheço a classificação etária de ${t}, então não sei dizer.`,
    it: (t) => `Non conosco la classificazione per età di ${t}, quindi non saprei dire.`,
  },
  about: {
    en: (t, s) => `${t}: ${s}.`,
    es: (t, s) => `${t}: ${s}.`,
    fr: (t, s) => `${t} : ${s}.`,
    de: (t, s) => `${t}: ${s}.`,
    pt: (t, s) => `${t}: ${s}.`,
    it: (t, s) => `${t}: ${s}.`,
  },
  inVault: {
    en: (t) => `Yes, ${t} is in your vault.`,
    es: (t) => `Sí, ${t} está en tu vault.`,
    fr: (t) => `Oui, ${t} est dans votre vault.`,
    de: (t) => `Ja, ${t} ist in deinem Vault.`,
    pt: (t) => `Sim, ${t} está no seu vault.`,
    it: (t) => `Sì, ${t} è nel tuo vault.`,
  },
  notInVault: {
    en: (t) => `No, ${t} is not in your vault.`,
    es: (t) => `No, ${t} no está en tu vault.`,
    fr: (t) => `Non, ${t} n’est pas dans votre vault.`,
    de: (t) => `Nein, ${t} ist nicht in deinem Vault.`,
    pt: (t) => `Não, ${t} não está no seu vault.`,
    it: (t) => `No, ${t} non è nel tuo vault.`,
  },
  unknownTitle: {
    en: (n) => `I don't know a title called "${n}" in our catalogue.`,
    es: (n) => `No conozco ningún título llamado "${n}" en nuestro catálogo.`,
    fr: (n) => `Je ne connais aucun titre appelé « ${n} » dans notre catalogue.`,
    de: (n) => `Einen Titel namens „${n}“ kenne ich in unserem Katalog nicht.`,
    pt: (n) => `Não conheço nenhum título chamado "${n}" no nosso catálogo.`,
    it: (n) => `Non conosco nessun titolo chiamato "${n}" nel nostro catalogo.`,
  },
};

/** Dates as each language writes them ("20 October 2006", "20 de octubre de 2006"). */
const LOCALES: Record<Language, string> = {
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  pt: 'pt-BR',
  it: 'it-IT',
};

// Built once, not per answer.
const BY_LANGUAGE = Object.fromEntries(
  (Object.keys(LOCALES) as Language[]).map((language) => [
    language,
    {
      words: column(SENTENCES, language),
      date: new Intl.DateTimeFormat(LOCALES[language], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    },
  ]),
) as Record<Language, { words: QuestionWords; date: Intl.DateTimeFormat }>;

export function questionWordsFor(language: Language) {
  return BY_LANGUAGE[language];
}
