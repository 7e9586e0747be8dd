/**
 * Password strength (docs/product.md §8.1, docs/security.md): zxcvbn-ts with the common and Brazilian Portuguese
 * dictionaries, the user's own name, e-mail and CPF as a further dictionary. Heavy (about 1 MB of word lists):
 * the web imports this module lazily, only on the screens that set a password; `auth.ts` keeps the sync length
 * rule so the login page never loads it. The API calls it on every password it stores.
 */
import { type Score, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as ptBrDictionary, translations } from '@zxcvbn-ts/language-pt-br';

/** zxcvbn's 0–4 scale; 3 ("safely unguessable": about 10^8 guesses and more) is the least a password may score. */
export const MIN_PASSWORD_SCORE = 3;

export const PASSWORD_STRENGTH_LABELS = ['Muito fraca', 'Fraca', 'Razoável', 'Boa', 'Forte'] as const;

/** What the app knows about whoever sets the password: a password must not be made of these. */
export interface PasswordOwner {
  nome?: string | null;
  email?: string | null;
  cpf?: string | null;
}

export interface PasswordVerdict {
  /** zxcvbn's score, 0 (guessed at once) to 4 (very hard to guess). */
  score: Score;
  /** The score reaches MIN_PASSWORD_SCORE and no personal datum was found in it. */
  ok: boolean;
  /** Why it is refused (Portuguese, one sentence), or null when it is accepted. */
  message: string | null;
  /** zxcvbn's suggestions, translated by the pt-BR pack. */
  suggestions: string[];
}

export const PASSWORD_MESSAGES = {
  nome: 'A senha não pode conter seu nome.',
  email: 'A senha não pode conter seu e-mail.',
  cpf: 'A senha não pode conter seu CPF.',
  common: 'Senha muito comum: escolha outra, menos previsível.',
  weak: 'Senha fraca: use uma frase com palavras pouco comuns, ou misture mais letras, números e símbolos.',
} as const;

/**
 * The pt-BR pack's sentences, with the commas and wording it lacks ("como "aaa", são…"): the reason shown under a
 * weak password is one of them.
 */
const TRADUCOES = {
  ...translations,
  warnings: {
    ...translations.warnings,
    simpleRepeat: 'Caracteres repetidos, como "aaa", são fáceis de adivinhar.',
    extendedRepeat: 'Padrões de caracteres repetidos, como "abcabcabc", são fáceis de adivinhar.',
    sequences: 'Sequências comuns de caracteres, como "abc", são fáceis de adivinhar.',
    userInputs: 'A senha não deve conter dados pessoais ou relacionados a você.',
  },
  suggestions: {
    ...translations.suggestions,
    capitalization: 'Use letras maiúsculas também fora da primeira letra.',
    dates: 'Evite datas e anos associados a você.',
    recentYears: 'Evite anos recentes.',
    sequences: 'Evite sequências comuns de caracteres.',
  },
};

let factory: ZxcvbnFactory | undefined;

/** Builds the estimator once (ranking the word lists takes a moment) and keeps it. */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...ptBrDictionary },
    graphs: adjacencyGraphs,
    translations: TRADUCOES,
  });
  return factory;
}

/** Lower case, no accents, letters and digits only: "Joana D'Arc" → "joanadarc". */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The same, with the usual l33t substitutions undone ("J0@n@" → "joana"). */
const unleet = (s: string) =>
  fold(
    s
      .replace(/[@4]/g, 'a')
      .replace(/3/g, 'e')
      .replace(/[1!|]/g, 'i')
      .replace(/0/g, 'o')
      .replace(/[$5]/g, 's')
      .replace(/7/g, 't'),
  );

type Field = 'nome' | 'email' | 'cpf';
interface Datum {
  field: Field;
  /** folded ("joao") */
  token: string;
  /** as typed, lower case ("joão") */
  raw: string;
}

/** Each personal datum in the forms a password would carry it, by field (words of 3+ characters). */
function personalData(owner: PasswordOwner): Datum[] {
  const out: Datum[] = [];
  const add = (field: Field, raw: string) => {
    const token = fold(raw);
    if (token.length >= 3 && !out.some((d) => d.token === token))
      out.push({ field, token, raw: raw.toLowerCase() });
  };
  const nome = owner.nome?.trim() ?? '';
  for (const word of nome.split(/[\s'-]+/)) add('nome', word);
  if (nome.includes(' ')) add('nome', nome);
  const local = owner.email?.trim().toLowerCase().split('@')[0] ?? '';
  add('email', local);
  for (const part of local.split(/[._+-]+/)) add('email', part);
  const cpf = (owner.cpf ?? '').replace(/\D/g, '');
  if (cpf.length === 11) {
    add('cpf', cpf);
    add('cpf', cpf.slice(0, 9));
  }
  return out;
}

/**
 * Rates a password for its owner. Refused, with the reason, when it contains the owner's name (a word of 4+
 * letters, or the whole name), e-mail user or CPF, also reversed or in l33t ("4n0J"), or when zxcvbn, which also
 * knows those data, scores it under MIN_PASSWORD_SCORE.
 */
export function checkPasswordStrength(senha: string, owner: PasswordOwner = {}): PasswordVerdict {
  const data = personalData(owner);
  const result = estimator().check(senha, [...new Set(data.flatMap((d) => [d.token, d.raw]))]);
  const suggestions = result.feedback.suggestions;
  const folded = fold(senha);
  const variants = [folded, unleet(senha), [...folded].reverse().join(''), senha.replace(/\D/g, '')];
  const inside = data
    .filter(({ token }) => token.length >= 4 && variants.some((v) => v.includes(token)))
    .sort((a, b) => b.token.length - a.token.length)[0];
  if (inside) {
    return {
      score: Math.min(result.score, 1) as Score,
      ok: false,
      message: PASSWORD_MESSAGES[inside.field],
      suggestions,
    };
  }
  if (result.score >= MIN_PASSWORD_SCORE)
    return { score: result.score, ok: true, message: null, suggestions };
  const matched = (name: string) =>
    result.sequence.filter(
      (m) => m.pattern === 'dictionary' && 'dictionaryName' in m && m.dictionaryName === name,
    );
  const personal = matched('userInputs')
    .map((m) => data.find((d) => d.token === fold(String(m.matchedWord)) || d.raw === m.matchedWord))
    .find(Boolean);
  const warning = result.feedback.warning;
  const message = personal
    ? PASSWORD_MESSAGES[personal.field]
    : matched('passwords-common').length
      ? PASSWORD_MESSAGES.common
      : warning
        ? `Senha fraca: ${lower(warning)}`
        : PASSWORD_MESSAGES.weak;
  return { score: result.score, ok: false, message, suggestions };
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
